import SwipeCore

/// Where the attract state's hint goes ("Swipe right to like, left to skip", issue 30): one line on
/// a dark pill across the upper part of the top card, above where any card kind puts its title
/// (a photo card's is at its bottom, a text card's under its picture or, without one, in its middle)
/// and far from the buttons under the stack. Pixels.
public struct HintLayout: Hashable, Sendable {
    /// The pill.
    public var panel: Rect
    /// The text's size, pixels (smaller still when the text is wider than `textMaxWidth`).
    public var pointSize: Int
    /// The widest the text may be, pixels.
    public var textMaxWidth: Double

    /// The pill's top below the card's top, as a fraction of the card's height: 0.05.
    public static let inset = 0.05
    /// The text's size at most, as a fraction of the card's height: 0.06 (the counter's size, within
    /// that, and never under `TextFit.minPointSize`).
    public static let sizeShare = 0.06
    /// The pill's height over the text's size: 2.
    public static let heightFactor = 2.0
    /// The lowest the pill reaches, as a fraction of the card's height from its top: 0.4. A text card
    /// without a picture centres its title and subtitle, whose block starts below 0.44 of the card.
    public static let reach = 0.4

    /// The hint for a top card resting at `card` in `viewport`, at most `labelPointSize` (the counter's
    /// size) high; `textWidth(size)` is the text's width at a size, pixels. The pill is as wide as the
    /// text and its margins, at most the viewport's width less 3 % each side, centred on the card and
    /// kept inside the viewport.
    public static func make(card: Rect, viewport: Size, labelPointSize: Int, textWidth: (Int) -> Int) -> HintLayout {
        let size = max(TextFit.minPointSize, min(labelPointSize, Int(card.height * sizeShare)))
        let margin = Double(size) * 0.75, side = viewport.width * 0.03
        let width = min(Double(textWidth(size)) + 2 * margin, max(1, viewport.width - 2 * side))
        let height = Double(size) * heightFactor
        let x = min(max(card.center.x - width / 2, side), viewport.width - side - width)
        let panel = Rect(x: x.rounded(), y: (card.minY + card.height * inset).rounded(), width: width, height: height)
        return HintLayout(panel: panel, pointSize: size, textMaxWidth: max(1, width - 2 * margin))
    }
}

extension ChromePainter {
    /// The attract state's hint `text` over the top card resting at `card` (`HintLayout`): white on the
    /// idle warning's dark panel (over 4.5:1 whatever lies under it).
    public func drawHint(_ text: String, card: Rect, viewport: Size, labelPointSize: Int, look: ChromeLook = .standard)
    {
        let layout = HintLayout.make(card: card, viewport: viewport, labelPointSize: labelPointSize) {
            textWidth(text, pointSize: $0, bold: true)
        }
        drawShape(size: layout.panel.size, radius: layout.panel.height / 2, in: layout.panel, color: look.warningPanel)
        drawLabel(
            text, centeredAt: layout.panel.center, pointSize: layout.pointSize, color: look.warningInk, bold: true,
            maxWidth: layout.textMaxWidth)
    }
}
