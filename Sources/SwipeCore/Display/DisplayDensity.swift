/// How the drawable's pixels relate to the window's points and to millimetres on the display: the
/// one place that turns "points" and "millimetres" into the drawable pixels everything is laid out
/// and drawn in.
///
/// ```swift
/// let density = DisplayDensity(pixelsPerPoint: 2, reportedDPI: nil)   // Wayland at scale 2, DPI unknown
/// density.pixels(millimetres: 9)                                      // 68.0 (96 dpi × 2)
/// ```
public struct DisplayDensity: Hashable, Sendable {
    /// Drawable pixels per window point: 1 on X11 and at output scale 1, 2 on native Wayland at scale 2
    /// (`SDL_GetRendererOutputSize` ÷ `SDL_GetWindowSize`). `pixelsPerPointRange`; default 1.
    public let pixelsPerPoint: Double
    /// Drawable pixels per inch: the display's reported DPI when it is plausible (`plausibleDPI`),
    /// otherwise `assumedDPI` × `pixelsPerPoint`. Default 96.
    public let dotsPerInch: Double
    /// Whether `dotsPerInch` was reported by the display (false: assumed).
    public let isReported: Bool

    /// DPI assumed for one window point when the display reports none, or an absurd one: 96 (the
    /// desktop's convention, CSS's and X's).
    public static let assumedDPI = 96.0
    /// Reported DPIs believed, inclusive: 50…1000 (a projector to a phone). Xvfb reports what `-dpi` says.
    public static let plausibleDPI: ClosedRange<Double> = 50...1000
    /// Pixels per point believed, inclusive: 0.25…8; anything else (a zero-sized window) counts as 1.
    public static let pixelsPerPointRange: ClosedRange<Double> = 0.25...8
    /// Millimetres per inch: 25.4.
    public static let millimetresPerInch = 25.4
    /// Scale 1 at 96 dpi, not reported: what a test or a headless run without a display gets.
    public static let standard = DisplayDensity()

    /// `pixelsPerPoint` outside `pixelsPerPointRange` (or NaN) counts as 1; `reportedDPI` nil, NaN or
    /// outside `plausibleDPI` counts as unknown.
    public init(pixelsPerPoint: Double = 1, reportedDPI: Double? = nil) {
        let scale = Self.pixelsPerPointRange.contains(pixelsPerPoint) ? pixelsPerPoint : 1
        self.pixelsPerPoint = scale
        if let dpi = reportedDPI, Self.plausibleDPI.contains(dpi) {
            dotsPerInch = dpi; isReported = true
        } else {
            dotsPerInch = Self.assumedDPI * scale; isReported = false
        }
    }

    /// The density of a drawable `output` pixels big in a window `window` points big (the two sides'
    /// mean ratio), with the display's `reportedDPI`.
    public init(output: Size, window: Size, reportedDPI: Double?) {
        let ratio =
            window.width > 0 && window.height > 0
            ? (output.width / window.width + output.height / window.height) / 2 : 1
        self.init(pixelsPerPoint: ratio, reportedDPI: reportedDPI)
    }

    /// Drawable pixels for a length of `millimetres` on the display.
    public func pixels(millimetres: Double) -> Double { millimetres / Self.millimetresPerInch * dotsPerInch }

    /// Millimetres on the display for a length of `pixels` drawable pixels.
    public func millimetres(pixels: Double) -> Double { pixels / dotsPerInch * Self.millimetresPerInch }
}
