/// The engine's one entry point: feed it input and time, read back a scene and events.
///
/// ```swift
/// var deck = DeckController(count: 6, viewport: Size(width: 800, height: 600))
/// deck.handle(.pointer(PointerEvent(.down, at: p)), at: t)
/// deck.advance(to: t + 1.0 / 60)
/// draw(deck.scene)
/// for event in deck.takeEvents() { … }
/// ```
/// It never reads a clock: every time is passed in, in seconds, on one clock for input and frames.
public struct DeckController: Sendable {
    public let options: DeckOptions
    /// The deck's state: top card, history.
    public internal(set) var deck: DeckState
    /// The viewport, pixels.
    public internal(set) var viewport: Size {
        didSet { relayout() }
    }
    /// The display the viewport is on (pixels per point, DPI): sizes the chrome (`ScreenLayout`).
    public internal(set) var density: DisplayDensity {
        didSet { relayout() }
    }
    /// The stack, counter and buttons laid out together for the viewport (`ScreenLayout`).
    public private(set) var screen: ScreenLayout
    public internal(set) var gesture: PanGesture
    let layout: StackLayout
    var stack: [StackCard] = []
    var flying: [FlyingCard] = []
    var events: [DeckEvent] = []
    /// The dragged card's grabbed point, in the coordinates of the top card's resting rectangle.
    var grabbedPoint: Vector2?
    /// The point pressed on the top card, in the same coordinates, kept from the press until the drag
    /// begins: the card may still move meanwhile (springing back, moving up), and the point pressed is
    /// the one that must follow the pointer.
    var pressedPoint: Vector2?
    /// Time of the last `advance`, seconds.
    public internal(set) var time: Double?

    /// A controller for a deck of `count` cards (any number: none is materialised), in a viewport of
    /// `viewport` pixels on a display of `density` (default: scale 1, 96 dpi).
    public init(
        count: Int, viewport: Size, density: DisplayDensity = .standard, options: DeckOptions = DeckOptions()
    ) {
        let o = options.validated
        self.options = o
        self.deck = DeckState(count: count, loops: o.loops, undoLimit: o.undoLimit)
        self.viewport = viewport
        self.density = density
        self.screen = ScreenLayout.make(
            viewport: viewport, kind: o.layout, visible: o.visibleCount, density: density,
            allowed: o.allowedDirections, textScale: o.textScale)
        self.gesture = PanGesture(slop: o.slop)
        self.layout = StackLayout(kind: o.layout)
        for p in deck.visiblePositions(o.visibleCount) { stack.append(newStackCard(at: p, entering: false)) }
    }

    private mutating func relayout() {
        screen = ScreenLayout.make(
            viewport: viewport, kind: options.layout, visible: options.visibleCount, density: density,
            allowed: options.allowedDirections, textScale: options.textScale)
    }

    /// The top card's resting rectangle, pixels (`ScreenLayout.card`).
    public var cardRect: Rect { screen.card }

    /// The bounds of the stack at rest, pixels (`ScreenLayout.stack`).
    public var stackBounds: Rect { screen.stack }

    var decider: SwipeDecider {
        SwipeDecider(
            allowed: options.allowedDirections, thresholdFraction: options.thresholdFraction,
            flickSpeed: options.flickSpeed, cardSize: cardRect.size)
    }

    /// Events since the last call, oldest first.
    public mutating func takeEvents() -> [DeckEvent] {
        defer { events.removeAll() }
        return events
    }

    /// Whether anything still moves: a flight, a spring, a card entering or leaving. While false and
    /// no input comes, the app may sleep.
    public var isAnimating: Bool {
        if !flying.isEmpty { return true }
        let tol = options.settleTolerance
        return stack.contains { card in
            card.isLeaving || !card.slot.isSettled(at: targetSlot(card), tolerance: tol / 10)
                || (!isDragged(card) && !card.motion.isSettled(tolerance: tol))
                || !card.flip.isSettled(at: card.showsBack ? 1 : 0, tolerance: tol / 100)
        }
    }

    /// When the app must wake even without input, seconds: the stale-pointer deadline while a pointer
    /// is held; nil otherwise.
    public var nextDeadline: Double? {
        gesture.isTracking ? gesture.lastEventTime + options.staleTimeout : nil
    }

    // MARK: time

    /// Moves every animation to `time` (seconds). Earlier times than the last one change nothing.
    /// A held pointer gone stale is let go at `now`, after the others moved: its card springs back
    /// from where the pointer left it, from `now` on (a loop that slept or was stopped past the stale
    /// time sees the spring, not a card already back).
    public mutating func advance(to now: Double) {
        let stale = gesture.isTracking && now - gesture.lastEventTime > options.staleTimeout
        let dt = max(now - (time ?? now), 0)
        time = max(now, time ?? now)
        if dt > 0 { animate(by: dt) }
        if stale { handleGestureOutput(gesture.cancel(), at: now) }
    }

    /// Moves every animation on by `dt` seconds (> 0); a dragged card stays with its pointer.
    private mutating func animate(by dt: Double) {
        let slotSpring = layout.slotSpring, tol = options.settleTolerance
        for i in stack.indices {
            stack[i].slot = stack[i].slot.advanced(by: dt, toward: targetSlot(stack[i]), with: slotSpring)
            let side = stack[i].showsBack ? 1.0 : 0.0
            stack[i].flip = stack[i].flip.advanced(by: dt, toward: side, with: options.flipSpring)
            if stack[i].flip.isSettled(at: side, tolerance: tol / 100) { stack[i].flip = SpringState(value: side) }
            if stack[i].slot.isSettled(at: targetSlot(stack[i]), tolerance: tol / 10) {
                stack[i].slot = SpringState(value: targetSlot(stack[i]))
            }
            if !isDragged(stack[i]) {
                stack[i].motion.advance(by: dt)
                if stack[i].motion.isSettled(tolerance: tol) { stack[i].motion.snapToRest() }
            }
        }
        stack.removeAll { $0.isLeaving && $0.slot.value >= Double(options.visibleCount) - 1e-3 }
        for i in flying.indices { flying[i].advance(by: dt) }
        flying.removeAll { $0.isGone(from: viewport) }
    }

    // MARK: stack bookkeeping

    func targetSlot(_ card: StackCard) -> Double {
        card.isLeaving ? Double(options.visibleCount) : Double(card.position - deck.position)
    }

    func isDragged(_ card: StackCard) -> Bool {
        gesture.isDragging && grabbedPoint != nil && card.position == deck.position
    }

    func newStackCard(at position: Int, entering: Bool) -> StackCard {
        let target = Double(position - deck.position)
        let start = entering ? max(target + 1, Double(options.visibleCount)) : target
        return StackCard(
            position: position, index: deck.index(atPosition: position) ?? 0,
            slot: SpringState(value: start), motion: .rest(spring: options.resetSpring))
    }

    /// After the deck moved: cards no longer visible leave, newly visible ones enter from the back.
    /// A card still leaving that is visible again stays, from where it is (never a second copy).
    mutating func reconcileStack() {
        let visible = deck.visiblePositions(options.visibleCount)
        for i in stack.indices { stack[i].isLeaving = !visible.contains(stack[i].position) }
        for p in visible where !stack.contains(where: { $0.position == p }) {
            stack.append(newStackCard(at: p, entering: true))
        }
        stack.sort { $0.position < $1.position }
    }

    /// Index in `stack` of the top card, if any.
    var topStackIndex: Int? {
        stack.firstIndex { $0.position == deck.position && !$0.isLeaving && !deck.isExhausted }
    }

    /// How far the top card leans toward its dominant direction, 0…1.
    var topProgress: Double {
        guard let i = topStackIndex else { return 0 }
        return decider.dominant(topPose(stack[i]).offset)?.strength ?? 0
    }
}
