/// What a frame shows, as plain data: the renderer draws it and makes no decision of its own.
public struct Scene: Hashable, Sendable {
    /// Cards back to front: draw in this order. The top card of the stack is the last one that is not flying.
    public var cards: [SceneCard]
    /// The viewport, pixels.
    public var viewport: Size
    /// True when the deck has no card left to show (the app draws its empty view).
    public var isEmpty: Bool

    public init(cards: [SceneCard], viewport: Size, isEmpty: Bool) {
        self.cards = cards; self.viewport = viewport; self.isEmpty = isEmpty
    }

    /// The cards in the order they are drawn when the chrome goes between them: first those at rest in
    /// the stack (`lower`), then the chrome, then the raised ones (`upper`: held, flying, returning),
    /// each part in `cards`' order.
    public var layers: (lower: [SceneCard], upper: [SceneCard]) {
        (cards.filter { !$0.isRaised }, cards.filter(\.isRaised))
    }
}

/// One card on screen.
public struct SceneCard: Hashable, Sendable {
    /// The card's position in the deck, 0-based; the app maps it to content (image, title…).
    public var index: Int
    /// Where its four corners are, pixels.
    public var quad: Quad
    /// Whole-card opacity, 0…1.
    public var opacity: Double
    /// LIKE/NOPE stamp to draw over it, or nil.
    public var overlay: CardOverlay?
    /// Draw order: higher is nearer the viewer. `cards` is already sorted by it.
    public var z: Int
    /// The card is leaving the deck (decided, flying off); it no longer takes input.
    public var isFlying: Bool
    /// The card's back is in view (it was turned over): draw its back face.
    public var showsBack: Bool
    /// The card is turned over or turning over: its back is in view or soon will be, so the app gets
    /// it ready from the start of the turn. Default false.
    public var turnsToBack: Bool
    /// The card is held, flying off, or on its way back to its place (springing back, undone): it is
    /// drawn above the chrome (buttons, counter), which it may pass over. Default false.
    public var isRaised: Bool

    public init(
        index: Int, quad: Quad, opacity: Double, overlay: CardOverlay?, z: Int, isFlying: Bool,
        showsBack: Bool = false, turnsToBack: Bool = false, isRaised: Bool = false
    ) {
        self.index = index; self.quad = quad; self.opacity = opacity; self.overlay = overlay; self.z = z
        self.isFlying = isFlying; self.showsBack = showsBack; self.turnsToBack = turnsToBack || showsBack
        self.isRaised = isRaised || isFlying
    }
}

/// A stamp over a card that says where it is heading.
public struct CardOverlay: Hashable, Sendable {
    /// The direction the card leans toward.
    public var direction: SwipeDirection
    /// 0…1: 0 invisible, 1 at or past the swipe threshold.
    public var strength: Double
    public init(direction: SwipeDirection, strength: Double) { self.direction = direction; self.strength = strength }
}
