import SwipeCore

extension ChromePainter {
    /// The idle warning: `text` in `look.warningInk` on a solid dark panel (`look.warningPanel`)
    /// across the middle of `viewport`, over everything; the text `pointSize` pixels high, smaller
    /// where the panel is too narrow.
    public func drawWarning(_ text: String, viewport: Size, pointSize: Int, look: ChromeLook = .standard) {
        let height = Double(pointSize) * 3, width = viewport.width * 0.94
        let panel = Rect(center: viewport.center, size: Size(width: width, height: height))
        drawShape(size: panel.size, radius: height / 4, in: panel, color: look.warningPanel)
        drawLabel(
            text, centeredAt: panel.center, pointSize: pointSize, color: look.warningInk, bold: true,
            maxWidth: width - Double(pointSize))
    }

    /// `text` as `drawLabel` draws it, on a solid rounded plate of `plate` a little larger than the
    /// text when one is given (high contrast), straight on what is under it otherwise.
    public func drawLabel(
        _ text: String, centeredAt center: Vector2, pointSize: Int, color: RGBA, plate: RGBA?, bold: Bool = false,
        maxWidth: Double? = nil
    ) {
        if let plate, !text.isEmpty {
            let size =
                maxWidth.map { fittedPointSize(text, pointSize: pointSize, bold: bold, maxWidth: $0) } ?? pointSize
            let pad = Double(size) * 0.4
            let width = Double(textWidth(text, pointSize: size, bold: bold)) + 2 * pad
            let box = Rect(center: center, size: Size(width: width, height: Double(size) * 1.6))
            drawShape(size: box.size, radius: box.height / 4, in: box, color: plate)
        }
        drawLabel(text, centeredAt: center, pointSize: pointSize, color: color, bold: bold, maxWidth: maxWidth)
    }
}
