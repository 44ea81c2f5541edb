import SwipeCore

extension ChromePainter {
    /// Panel colour under the idle warning: a near-black slate, nearly opaque (white text on it is
    /// about 15:1).
    public static let warningPanel = RGBA(28, 30, 40, 240)
    /// Text colour of the idle warning: white.
    public static let warningInk = RGBA(255, 255, 255)

    /// The idle warning: `text` in white on a solid dark panel across the middle of `viewport`,
    /// over everything; the text `pointSize` pixels high, smaller where the panel is too narrow.
    public func drawWarning(_ text: String, viewport: Size, pointSize: Int) {
        let height = Double(pointSize) * 3, width = viewport.width * 0.94
        let panel = Rect(center: viewport.center, size: Size(width: width, height: height))
        drawShape(size: panel.size, radius: height / 4, in: panel, color: Self.warningPanel)
        drawLabel(
            text, centeredAt: panel.center, pointSize: pointSize, color: Self.warningInk, bold: true,
            maxWidth: width - Double(pointSize))
    }
}
