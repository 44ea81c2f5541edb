/// The stack, the counter above it (beside the accessibility button) and the row of buttons under it, laid out together for a viewport,
/// a stack layout and a visible count so that none of them overlaps another, from 200×200 to 4K.
///
/// The card keeps `CardFrame`'s size and place when everything fits (an 800×600 window with three
/// inset cards is laid out as it always was); otherwise it shrinks and moves until the whole stack —
/// the deepest card of `inset` below it, of `scaled` above it, `collect`'s waiting card at ×1.25 —
/// lies between the counter's band and the buttons' row.
public struct ScreenLayout: Hashable, Sendable {
    /// The top card's resting rectangle, pixels.
    public var card: Rect
    /// The bounds of every card the stack shows at rest (and of `collect`'s waiting card at its largest), pixels.
    public var stack: Rect
    /// Diameter of the big round buttons, pixels.
    public var buttonDiameter: Double
    /// Centre line of the buttons' (first) row, pixels from the top.
    public var buttonRowY: Double
    /// Label text size, pixels.
    public var labelPointSize: Int
    /// Centre of the counter, pixels.
    public var labelCenter: Vector2

    /// Drawable pixels per layout point (`ChromeMetrics.unit`): 1 for a window up to 1080 points at
    /// scale 1, 2 at output scale 2 or for 3840×2160 at scale 1.
    public var unit: Double = 1
    /// The display it was laid out for (the empty view and hit-testing use the same).
    public var density: DisplayDensity = .standard
    /// The round buttons under the stack: one per allowed direction and undo (`ButtonRows`); by
    /// default ✕ ↺ ♥ on one row of `buttonDiameter`.
    public var buttons: ButtonRows? = nil
    /// The accessibility button in the top left corner (`SpeechButtonPlace`); the stack lies under it.
    public var speechButton = Rect(x: 0, y: 0, width: 0, height: 0)
    /// How much larger the text is drawn (`DeckOptions.textScale`, 1…2): `labelPointSize` includes it,
    /// and the cards' painters and the empty view take it from here. Default 1.
    public var textScale: Double = 1

    /// Diameter of the big round buttons for `viewport` on `density` (`ChromeMetrics.buttonDiameter`):
    /// 12 % of the shorter side within 36…96 layout points, at least 9 mm, within what the window holds.
    public static func buttonDiameter(viewport: Size, density: DisplayDensity = .standard) -> Double {
        ChromeMetrics(viewport: viewport, density: density).buttonDiameter
    }

    /// Label text size for `viewport` on `density` (`ChromeMetrics.labelPointSize`): 4 % of the shorter
    /// side within 16…40 layout points.
    public static func labelPointSize(viewport: Size, density: DisplayDensity = .standard) -> Int {
        ChromeMetrics(viewport: viewport, density: density).labelPointSize
    }

    /// Gap between the stack and the buttons, as a fraction of the button diameter. 0.45.
    public static let buttonGap = 0.45
    /// Space under the buttons' row, as a fraction of the button diameter. 0.2.
    public static let bottomMargin = 0.2
    /// Height of the counter's band, as a multiple of the label size. 1.3.
    public static let labelBand = 1.3
    /// Least gap between the stack and the chrome, layout points. 4.
    public static let minimumGap = 4.0

    /// The layout for `viewport` (drawable pixels) with `visible` cards (1…5) in layout `kind`, on a
    /// display of `density` (default: scale 1, 96 dpi), with a button for each of `allowed` (default
    /// left and right) and undo: several rows of them when one does not hold them (`ButtonRows`). The
    /// counter's text is `textScale` (1…2, default 1) times its usual size, and its band as much taller.
    public static func make(
        viewport: Size, kind: StackLayoutKind, visible: Int, density: DisplayDensity = .standard,
        allowed: [SwipeDirection] = [.left, .right], textScale: Double = 1
    ) -> ScreenLayout {
        let metrics = ChromeMetrics(viewport: viewport, density: density, textScale: textScale)
        let rows = ButtonRows.make(order: ButtonRows.order(allowed: allowed), viewport: viewport, metrics: metrics)
        let d = rows.diameter, rowsHeight = rows.height, label = metrics.labelPointSize, gap = minimumGap * metrics.unit
        let labelHeight = Double(label) * labelBand
        let margin = SpeechButtonPlace.margin(viewport: viewport, metrics: metrics)
        let speech = SpeechButtonPlace.rect(viewport: viewport, metrics: metrics)
        let top = margin + max(labelHeight, speech.height) + max(gap, 0.25 * Double(label))
        let rowTop = viewport.height - rowsHeight - d * bottomMargin
        let bottom = rowTop - max(gap, 0.15 * d)
        let extent = StackExtent(kind: kind, visible: visible)
        let preferred = CardFrame.rect(in: viewport)
        let fitsHeight = max(bottom - top, 1) / extent.heightFactor
        let fitsWidth = viewport.width * CardFrame.maxWidthShare / extent.widthFactor
        let h = max(min(preferred.height, fitsHeight, fitsWidth), 1)
        let w = h * CardFrame.aspect
        // The card's centre: where CardFrame puts it, moved as little as needed to keep the stack inside.
        let low = top + h * extent.above + h / 2, high = bottom - h * extent.below - h / 2
        let cy = low <= high ? min(max(preferred.center.y, low), high) : (low + high) / 2
        let card = Rect(center: Vector2(viewport.width / 2, cy), size: Size(width: w, height: h))
        let stack = extent.bounds(of: card)
        let rowY = min(stack.maxY + buttonGap * d + d / 2, viewport.height - rowsHeight + d / 2 - bottomMargin * d)
        let labelY = max(margin + labelHeight / 2, min(stack.minY / 2, stack.minY - labelHeight / 2 - gap))
        return ScreenLayout(
            card: card, stack: stack, buttonDiameter: d, buttonRowY: rowY, labelPointSize: label,
            labelCenter: Vector2(card.center.x, labelY), unit: metrics.unit, density: density, buttons: rows,
            speechButton: speech, textScale: metrics.textScale)
    }
}

/// How far a stack reaches beyond its top card, as fractions of the card's height: found from the
/// layout's own placements, so it follows `StackLayout` whatever its constants.
struct StackExtent: Hashable, Sendable {
    var above: Double, below: Double, side: Double

    init(kind: StackLayoutKind, visible: Int) {
        let unit = Rect(x: 0, y: 0, width: CardFrame.aspect * 1000, height: 1000)
        let layout = StackLayout(kind: kind)
        var quads = (0..<max(visible, 1)).map { layout.placement(slot: Double($0), card: unit, visible: visible) }
            .filter { $0.opacity > 0 }.map { $0.transform.apply(unit.quad) }
        if kind == .collect, visible > 1 { // the waiting card, seen while it grows in and comes forward
            quads.append(AffineTransform.scale(layout.collectReservedScale, about: unit.center).apply(unit.quad))
        }
        let points = quads.flatMap(\.corners)
        above = max(0, -(points.map(\.y).min() ?? 0)) / 1000
        below = max(0, (points.map(\.y).max() ?? 1000) - 1000) / 1000
        side = max(0, -(points.map(\.x).min() ?? 0)) / 1000
    }

    /// The stack's height over the card's.
    var heightFactor: Double { 1 + above + below }
    /// The stack's width over the card's height.
    var widthFactor: Double { CardFrame.aspect + 2 * side }

    /// The stack's bounds around a top card resting at `card`.
    func bounds(of card: Rect) -> Rect {
        let h = card.height
        return Rect(
            x: card.minX - side * h, y: card.minY - above * h,
            width: card.width + 2 * side * h, height: card.height + (above + below) * h)
    }
}
