/// Every setting of the engine, with its default. A value: copy, change, hand to `DeckController`.
///
/// The defaults are the property initialisers below (`DeckOptions.defaults` names them), the accepted
/// ranges the static lets under "Ranges"; `validated` brings every field into its range, so no value
/// set here can trap or stall the engine. The command line (`swipedeck run --visible …`) rejects
/// values outside these ranges instead, with a message.
public struct DeckOptions: Hashable, Sendable {
    /// Cards shown in the stack, `visibleCountRange` (1…5). Default 3.
    public var visibleCount: Int = 3
    /// Default `.inset`.
    public var layout: StackLayoutKind = .inset
    /// Cards beneath move toward their next slot as the top card is dragged (Koloda's
    /// shouldMoveBackgroundCard). Default true.
    public var backgroundFollowsDrag = true
    /// Directions a card may be swiped in; at least one, none twice. Default left and right.
    public var allowedDirections: [SwipeDirection] = [.left, .right]
    /// Swipe threshold as a fraction of the card's width (height for up/down), `thresholdFractionRange`
    /// (0.01…2). Default 0.3.
    public var thresholdFraction = 0.3
    /// Release speed that swipes below the threshold, px/s, `speedRange`. Default 1000.
    public var flickSpeed = 1000.0
    /// Rotation and scale while dragging. Default π/10 at one card width, sign by grabbed half, no scale.
    public var drag = DragStyle()
    /// Movement before a press becomes a drag, pixels, `slopRange` (0…100). Default 8.
    public var slop = 8.0
    /// The spring a released card returns on. Default POP bounciness 10, speed 20 (k ≈ 512, c ≈ 26.7).
    public var resetSpring = Spring.pop(bounciness: 10, speed: 20)
    /// The spring an undone card comes back on. Default 0.35 s, bounce 0.1.
    public var undoSpring = Spring(duration: 0.35, bounce: 0.1)
    /// A card leaving after a swipe moves at least this fast along its direction, px/s,
    /// `flySpeedRange`. Default 1100 (Shuffle's flick speed), so slow swipes still leave briskly.
    public var minimumFlySpeed = 1100.0
    /// Speed of a swipe by key or button, px/s, `flySpeedRange`. Default 1800.
    public var commandFlySpeed = 1800.0
    /// Reduced motion (WCAG 2.3.3; `--reduced-motion`, or the desktop's setting): cards never turn or
    /// scale (a drag still follows the finger, a decision slides off upright), springs settle without
    /// overshoot (`reducedMotionSpring`), the idle nudge is off, and a card turns over at once (`flip`).
    /// Applied by `validated`. Default false.
    public var reducedMotion = false
    /// The spring that replaces the reset and undo springs under `reducedMotion`: 0.3 s, no bounce.
    public static let reducedMotionSpring = Spring(duration: 0.3, bounce: 0)
    /// How much larger every text is drawn (WCAG 1.4.4; `--text-scale`): the cards' titles, subtitles
    /// and backs, the counter, the empty view and the idle warning; the layout makes room for it
    /// (`ScreenLayout`). `textScaleRange` (1…2). Default 1.
    public var textScale = 1.0
    /// Start over after the last card. Default false.
    public var loops = false
    /// A tap (or `select()`) turns the top card over to its back, and back again. Default true.
    public var flipOnSelect = true
    /// The spring a card turns over on. Default 0.35 s, no bounce.
    public var flipSpring = Spring(duration: 0.35, bounce: 0)
    /// A held pointer with no event for this long is cancelled (stuck fingers), seconds,
    /// `staleTimeoutRange` (0.1 s…1 day). Default 10.
    public var staleTimeout = 10.0
    /// Decisions undo can take back, `undoLimitRange` (0…1,000,000). Default 1000.
    public var undoLimit = 1000
    /// Motion below this (pixels, or pixels per second) counts as settled, `settleToleranceRange`
    /// (0.001…10). Default 0.05.
    public var settleTolerance = 0.05

    /// All defaults.
    public init() {}

    /// Every default, by name: `DeckOptions.defaults.thresholdFraction` is 0.3.
    public static let defaults = DeckOptions()

    // MARK: Ranges

    /// Cards in the stack: 1…5.
    public static let visibleCountRange = 1...5
    /// Swipe threshold, a fraction of the card's width: 0.01…2. The command line takes any fraction
    /// greater than 0 and at most the upper bound; the engine works with at least the lower one.
    public static let thresholdFractionRange = 0.01...2.0
    /// Flick speed, px/s: 1…1,000,000 (the command line takes any speed greater than 0).
    public static let speedRange = 1.0...1_000_000.0
    /// Speeds of a leaving card, px/s: 100…1,000,000, so a card always leaves the window in time.
    public static let flySpeedRange = 100.0...1_000_000.0
    /// Press movement before a drag, pixels: 0…100.
    public static let slopRange = 0.0...100.0
    /// Stale-pointer timeout, seconds: 0.1…86,400 (a day).
    public static let staleTimeoutRange = 0.1...86_400.0
    /// Undo depth: 0…1,000,000 decisions.
    public static let undoLimitRange = 0...1_000_000
    /// Text scale: 1…2 (`--text-scale`).
    public static let textScaleRange = 1.0...2.0
    /// Settle tolerance, pixels or pixels per second: 0.001…10 (0 would never settle).
    public static let settleToleranceRange = 0.001...10.0
}
