/// Every setting of the engine, with its default. A value: copy, change, hand to `DeckController`.
public struct DeckOptions: Hashable, Sendable {
    /// Cards shown in the stack, 1…5. Default 3.
    public var visibleCount: Int = 3
    /// Default `.inset`.
    public var layout: StackLayoutKind = .inset
    /// Cards beneath move toward their next slot as the top card is dragged (Koloda's
    /// shouldMoveBackgroundCard). Default true.
    public var backgroundFollowsDrag = true
    /// Directions a card may be swiped in. Default left and right.
    public var allowedDirections: [SwipeDirection] = [.left, .right]
    /// Swipe threshold as a fraction of the card's width (height for up/down). Default 0.3. (0, 2].
    public var thresholdFraction = 0.3
    /// Release speed that swipes below the threshold, px/s. Default 1000. > 0.
    public var flickSpeed = 1000.0
    /// Rotation and scale while dragging. Default π/10 at one card width, sign by grabbed half, no scale.
    public var drag = DragStyle()
    /// Movement before a press becomes a drag, pixels. Default 8.
    public var slop = 8.0
    /// The spring a released card returns on. Default POP bounciness 10, speed 20 (k ≈ 512, c ≈ 26.7).
    public var resetSpring = Spring.pop(bounciness: 10, speed: 20)
    /// The spring an undone card comes back on. Default 0.35 s, bounce 0.1.
    public var undoSpring = Spring(duration: 0.35, bounce: 0.1)
    /// A card leaving after a swipe moves at least this fast along its direction, px/s. Default 1100
    /// (Shuffle's flick speed), so slow swipes still leave briskly.
    public var minimumFlySpeed = 1100.0
    /// Speed of a swipe by key or button, px/s. Default 1800.
    public var commandFlySpeed = 1800.0
    /// Start over after the last card. Default false.
    public var loops = false
    /// A tap (or `select()`) turns the top card over to its back, and back again. Default true.
    public var flipOnSelect = true
    /// The spring a card turns over on. Default 0.35 s, no bounce.
    public var flipSpring = Spring(duration: 0.35, bounce: 0)
    /// A held pointer with no event for this long is cancelled (stuck fingers), seconds. Default 10.
    public var staleTimeout = 10.0
    /// Decisions undo can take back. Default 1000.
    public var undoLimit = 1000
    /// Motion below this (pixels, or pixels per second) counts as settled. Default 0.05.
    public var settleTolerance = 0.05

    public init() {}

    /// A copy with `visibleCount` clamped to 1…5 and the threshold and speeds to their ranges.
    public var validated: DeckOptions {
        var o = self
        o.visibleCount = min(max(visibleCount, 1), 5)
        o.thresholdFraction = min(max(thresholdFraction, 0.01), 2)
        o.flickSpeed = max(flickSpeed, 1)
        if o.allowedDirections.isEmpty { o.allowedDirections = [.left, .right] }
        return o
    }
}

/// What the controller tells the app.
public enum DeckEvent: Hashable, Sendable {
    /// A card was decided: its deck index and direction. Emitted once per decision.
    case swiped(index: Int, direction: SwipeDirection)
    /// The last decision was taken back: this card is on top again.
    case undone(index: Int)
    /// The top card was tapped, or selected by a command.
    case selected(index: Int)
    /// The top card turned over: to its back (`showsBack`) or its front.
    case flipped(index: Int, showsBack: Bool)
    /// The last card was decided and the deck does not loop.
    case ranOut
    /// The top card's lean changed while dragged: direction and strength, or nil when centred.
    case progress(CardOverlay?)
}
