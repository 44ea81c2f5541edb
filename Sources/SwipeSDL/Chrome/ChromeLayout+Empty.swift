import SwipeCore

extension ChromeLayout {
    /// The empty screen (with the accessibility button in its corner, `SpeechButtonPlace`): the message a little above the centre (at most `emptyMessageWidthFraction` of
    /// the viewport wide), a "Start over" button below it and a small ↺ under that (undo brings the
    /// last card back), kept inside the viewport. The button is `startOverHeight` high and 180 layout
    /// points or 9 label sizes wide, or as wide as its title (`titleWidth` pixels at `titlePointSize`;
    /// default 0) and its round ends need, at most 0.8 of the viewport (a title still too wide is drawn
    /// smaller). `density`: the display's (default scale 1, 96 dpi). The text is `emptyTextScale` times
    /// its usual size (`textScale`, 1…2, default 1, as far as the window's height holds the column);
    /// a column that would pass the window's bottom moves up.
    public static func empty(
        viewport: Size, density: DisplayDensity = .standard, titleWidth: Double = 0, textScale: Double = 1
    ) -> ChromeLayout {
        let scale = emptyTextScale(viewport: viewport, density: density, textScale: textScale)
        return emptyColumn(viewport: viewport, density: density, titleWidth: titleWidth, textScale: scale).layout
    }

    /// The text scale the empty view is drawn at: the largest of `textScale`, `textScale` − 0.05, … 1
    /// at which the message, the Start over button and ↺ fit the viewport's height one under the other
    /// (1 when none does).
    public static func emptyTextScale(viewport: Size, density: DisplayDensity = .standard, textScale: Double = 1)
        -> Double
    {
        let wanted = textScale.clamped(to: DeckOptions.textScaleRange, nan: 1)
        var scale = wanted
        while scale > 1 {
            if emptyColumn(viewport: viewport, density: density, titleWidth: 0, textScale: scale).fits { return scale }
            scale -= 0.05
        }
        return 1
    }

    /// Text size of a pill button's title `rect.height` pixels high (0.4 of it), pixels.
    public static func titlePointSize(buttonHeight: Double) -> Int { max(6, Int(buttonHeight * 0.4)) }

    /// Text size of the empty view's Start over title for `viewport` on `density` with `textScale`
    /// (as `empty` draws it), pixels.
    public static func titlePointSize(viewport: Size, density: DisplayDensity = .standard, textScale: Double = 1)
        -> Int
    {
        let scale = emptyTextScale(viewport: viewport, density: density, textScale: textScale)
        return titlePointSize(
            buttonHeight: startOverHeight(ChromeMetrics(viewport: viewport, density: density, textScale: scale)))
    }

    /// Height of the Start over pill in label sizes, before the touch minimum: 2.6.
    static let startOverLabels = 2.6
    /// Height of the empty view's message band in label sizes (a line of DejaVu Sans is 1.17): 1.3.
    public static let messageBand = 1.3

    /// Height of the Start over pill: `startOverLabels` label sizes, at least the smallest touch target
    /// (where the round buttons have room for it), pixels.
    static func startOverHeight(_ metrics: ChromeMetrics) -> Double {
        max(Double(metrics.labelPointSize) * startOverLabels, min(metrics.touchTarget, metrics.buttonDiameter))
    }

    /// The empty view at exactly `textScale`, and whether its column fits the viewport's height.
    private static func emptyColumn(viewport: Size, density: DisplayDensity, titleWidth: Double, textScale: Double)
        -> (layout: ChromeLayout, fits: Bool)
    {
        let metrics = ChromeMetrics(viewport: viewport, density: density, textScale: textScale)
        let labelSize = Double(metrics.labelPointSize)
        let height = startOverHeight(metrics)
        let widest = max(metrics.pixels(points: 180), labelSize * 9, titleWidth + height)
        let button = Size(width: min(viewport.width * 0.8, widest), height: height)
        let small = metrics.buttonDiameter * 0.72, margin = metrics.pixels(points: 2)
        // The message's centre 1.5 label sizes above the middle; the pill's 2 label sizes below it for the
        // usual pill (2.6 labels high), lower in proportion when the touch target makes it taller; ↺ half
        // a label size under the pill.
        var center = viewport.center
        let top = center.y - labelSize * (1.5 + messageBand / 2)
        let bottom = center.y + height * 2 / startOverLabels + height / 2 + labelSize * 0.5 + small
        let over = bottom - (viewport.height - margin)
        if over > 0 { center.y -= max(0, min(over, top - margin)) }
        let fits = bottom - (viewport.center.y - center.y) <= viewport.height - margin + 0.5
        let startOver = Rect(center: center + Vector2(0, height * 2 / startOverLabels), size: button)
        let undoY = min(startOver.maxY + labelSize * 0.5 + small / 2, viewport.height - small / 2 - margin)
        let undo = Rect(center: Vector2(center.x, undoY), size: Size(width: small, height: small))
        let layout = ChromeLayout(
            buttons: [
                .startOver: startOver, .undo: undo,
                .speech: SpeechButtonPlace.rect(viewport: viewport, metrics: metrics),
            ],
            labelCenter: center - Vector2(0, labelSize * 1.5), labelPointSize: metrics.labelPointSize,
            labelMaxWidth: viewport.width * emptyMessageWidthFraction)
        return (layout, fits)
    }
}
