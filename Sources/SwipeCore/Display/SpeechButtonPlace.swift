/// Where the accessibility button goes (EN 301 549 5.1.3: a visitor turns speech on without help):
/// in the window's top left corner, in the band the counter shares, so the stack is laid out under
/// it (`ScreenLayout`) and the counter is drawn no wider than the room left beside it.
///
/// It is a pill with a speaker and its label ("Speech off" / "Speech on") where the window leaves
/// room for one beside the counter, else a square with the speaker alone (200×200). Either is at
/// least the smallest touch target high (`ChromeMetrics.touchTarget`, 9 mm).
///
/// ```swift
/// let metrics = ChromeMetrics(viewport: Size(width: 800, height: 600))
/// SpeechButtonPlace.rect(viewport: Size(width: 800, height: 600), metrics: metrics)   // 12, 12, 115.6 × 34
/// ```
public enum SpeechButtonPlace {
    /// Width of the pill as a multiple of its height: 3.4 (the speaker and "Speech off").
    public static let pillShare = 3.4
    /// Width the counter keeps in the middle of the band at least, in label sizes, before the pill
    /// gives way to the square: 6.
    public static let counterRoom = 6.0

    /// The margin between the window's edges and the chrome, pixels: `ScreenLayout.minimumGap` layout
    /// points or 2 % of the height, whichever is more.
    public static func margin(viewport: Size, metrics: ChromeMetrics) -> Double {
        max(ScreenLayout.minimumGap * metrics.unit, 0.02 * viewport.height)
    }

    /// Height of the button: the smallest touch target or the counter's band, whichever is more, pixels.
    public static func height(metrics: ChromeMetrics) -> Double {
        max(metrics.touchTarget, Double(metrics.labelPointSize) * ScreenLayout.labelBand)
    }

    /// The button's frame in `viewport` (drawable pixels) with `metrics`, pixels.
    public static func rect(viewport: Size, metrics: ChromeMetrics) -> Rect {
        let m = margin(viewport: viewport, metrics: metrics), h = height(metrics: metrics)
        let gap = ScreenLayout.minimumGap * metrics.unit
        let pill = h * pillShare
        let room = viewport.width / 2 - counterRoom / 2 * Double(metrics.labelPointSize) - gap - m
        return Rect(x: m, y: m, width: room >= pill ? pill : h, height: h)
    }

    /// Widest the counter may be drawn, centred on `centerX`, so that it keeps clear of `button`, pixels
    /// (at least 1).
    public static func counterWidth(centerX: Double, button: Rect, unit: Double) -> Double {
        max(1, 2 * (centerX - button.maxX - ScreenLayout.minimumGap * unit))
    }
}
