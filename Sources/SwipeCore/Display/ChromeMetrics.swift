/// The sizes of the chrome (buttons, counter, margins) for a viewport on a display: pure arithmetic
/// shared by the deck screen (`ScreenLayout`) and the empty view (`ChromeLayout.empty`).
///
/// Everything is designed in layout points and drawn in drawable pixels, `unit` pixels a point:
/// - a window up to `referenceSide` points on its shorter side is laid out in its own points, so at
///   output scale 2 everything is twice as many pixels (the same size on the glass as its neighbours);
/// - a larger one is laid out as a `referenceSide`-point one scaled up: 3840×2160 looks like 1920×1080
///   ×2, card, counter and buttons alike;
/// - the round buttons are at least `minimumTouchTarget` millimetres across (from the display's DPI),
///   and never wider than the window leaves room for (`maximumDiameter`).
public struct ChromeMetrics: Hashable, Sendable {
    /// Drawable pixels per layout point (≥ `DisplayDensity.pixelsPerPoint`).
    public let unit: Double
    /// Diameter of the big round buttons, pixels.
    public let buttonDiameter: Double
    /// Label (counter, empty message, idle warning, Start over) text size, pixels: the proportional
    /// size times `textScale`.
    public let labelPointSize: Int
    /// How much larger the text is drawn (`DeckOptions.textScale`), 1…2. Default 1.
    public let textScale: Double
    /// The smallest touch target, pixels (`minimumTouchTarget` on this display).
    public let touchTarget: Double

    /// Shorter side, layout points, beyond which the layout grows as a whole: 1080 (full HD).
    public static let referenceSide = 1080.0
    /// Smallest touch target, millimetres: 9 (the usual 7–10 mm guidance for fingers).
    public static let minimumTouchTarget = 9.0
    /// Button diameter as a share of the shorter side: 0.12, kept within `diameterPoints`.
    public static let diameterShare = 0.12
    /// Button diameter before the touch minimum, layout points: 36…96 (12 % of the shorter side
    /// reaches 48 at 400 points; below it the buttons shrink with the window, down to 36 points and
    /// never under the 9 mm touch target, so that a 200×200 window is not mostly buttons).
    public static let diameterPoints: ClosedRange<Double> = 36...96
    /// Label size as a share of the shorter side: 0.04, kept within `labelPoints`.
    public static let labelShare = 0.04
    /// Label size, layout points: 16…40.
    public static let labelPoints: ClosedRange<Double> = 16...40
    /// Width of the buttons' row (✕, ↺ and ♥ with their gaps) in button diameters, with a margin: 3.8.
    public static let rowWidthFactor = 3.8
    /// Tallest the buttons' row may be, as a share of the viewport's height: 0.25.
    public static let maximumRowShare = 0.25

    /// The metrics for a viewport of `viewport` drawable pixels on a display of `density`, text
    /// `textScale` times larger (clamped to `DeckOptions.textScaleRange`; default 1).
    public init(viewport: Size, density: DisplayDensity = .standard, textScale: Double = 1) {
        let textScale = textScale.clamped(to: DeckOptions.textScaleRange, nan: 1)
        self.textScale = textScale
        let scale = density.pixelsPerPoint
        let shortPoints = max(min(viewport.width, viewport.height), 0) / scale
        let unit = scale * max(1, shortPoints / Self.referenceSide)
        let side = min(viewport.width, viewport.height) / unit
        self.unit = unit
        touchTarget = density.pixels(millimetres: Self.minimumTouchTarget)
        let proportional =
            (Self.diameterShare * side).clamped(to: Self.diameterPoints, nan: Self.diameterPoints.lowerBound) * unit
        buttonDiameter = min(max(proportional, touchTarget), Self.maximumDiameter(viewport: viewport, unit: unit))
        labelPointSize = Int(
            ((Self.labelShare * side).clamped(to: Self.labelPoints, nan: Self.labelPoints.lowerBound) * unit
                * textScale).rounded())
    }

    /// Widest the round buttons may be in `viewport`: the row must fit its width and take at most
    /// `maximumRowShare` of its height; never below the smallest proportional size (36 points).
    static func maximumDiameter(viewport: Size, unit: Double) -> Double {
        let room = min(viewport.width / rowWidthFactor, viewport.height * maximumRowShare)
        return max(room, diameterPoints.lowerBound * unit)
    }

    /// `points` layout points in drawable pixels.
    public func pixels(points: Double) -> Double { points * unit }
}
