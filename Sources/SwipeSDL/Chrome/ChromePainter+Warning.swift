import SwipeCore

extension ChromePainter {
    /// Panel colour under the idle warning: a near-black slate, nearly opaque (white text on it is
    /// about 15:1).
    public static let warningPanel = RGBA(28, 30, 40, 240)
    /// Text colour of the idle warning: white.
    public static let warningInk = RGBA(255, 255, 255)
    /// Most lines the idle warning wraps into before it is drawn smaller: 3.
    public static let warningLines = 3
    /// The warning stays on one line, a little smaller, when that keeps at least this share of its
    /// size (as it always was drawn at `--text-scale 1`): 0.75. Otherwise it wraps.
    public static let oneLineShare = 0.75

    /// The idle warning: `text` in white on a solid dark panel across the middle of `viewport`, over
    /// everything; the text `pointSize` pixels high (`--text-scale` included), centred: on one line
    /// when it fits there at `oneLineShare` of that size or more, else wrapped into up to
    /// `warningLines` lines, smaller only when even those cannot hold it. The panel is as tall as its
    /// lines.
    public func drawWarning(_ text: String, viewport: Size, pointSize: Int) {
        guard let box = warningBox(text, viewport: viewport, pointSize: pointSize) else { return }
        drawShape(
            size: box.panel.size, radius: min(box.panel.height, Double(pointSize) * 3) / 4, in: box.panel,
            color: Self.warningPanel)
        guard
            let texture = try? textTexture(
                text, pointSize: box.pointSize, color: Self.warningInk, bold: true, maxWidth: box.textWidth,
                maxLines: Self.warningLines)
        else { return }
        let w = Double(texture.size.width), h = Double(texture.size.height)
        let center = box.panel.center
        renderer.copy(
            texture, to: Rect(x: (center.x - w / 2).rounded(), y: (center.y - h / 2).rounded(), width: w, height: h))
    }

    /// Where the idle warning goes in `viewport` and at what size: its panel (0.94 of the width, as
    /// tall as the text's lines plus a text size; at least 3 text sizes), its text's width, pixels,
    /// and the text size it is drawn at (≤ `pointSize`). Nil for empty text.
    public func warningBox(_ text: String, viewport: Size, pointSize: Int)
        -> (panel: Rect, textWidth: Int, pointSize: Int, textHeight: Int)?
    {
        let width = viewport.width * 0.94
        let size = fittedWarningSize(text, pointSize: pointSize, width: width)
        let textWidth = max(1, Int(width - Double(size)))
        let key = "warningHeight\(size)w\(textWidth)#\(text)"
        let textHeight: Int
        if let known = fitted[key] {
            textHeight = known
        } else {
            textHeight =
                self.text.render(
                    text, font: TextFont(pixelSize: size, bold: true), color: Self.warningInk, maxWidth: textWidth,
                    maxLines: Self.warningLines, alignment: .center
                ).size.height
            if fitted.count >= textCacheLimit { fitted = [:] }
            fitted[key] = textHeight
        }
        guard textHeight > 0 else { return nil }
        let height = min(viewport.height, max(Double(size) * 3, Double(textHeight + size)))
        return (Rect(center: viewport.center, size: Size(width: width, height: height)), textWidth, size, textHeight)
    }

    /// The one-line size (`TextFit`) when it keeps `oneLineShare` of `pointSize`; else the largest size
    /// ≤ `pointSize` (not below `TextFit.minPointSize`) at which `text` wraps into `warningLines` lines
    /// of `width` less a text size without being cut. Remembered.
    private func fittedWarningSize(_ text: String, pointSize: Int, width: Double) -> Int {
        let key = "warning\(pointSize)w\(Int(width))#\(text)"
        if let size = fitted[key] { return size }
        let oneLine = TextFit.pointSize(preferred: pointSize, maxWidth: width - Double(pointSize)) {
            self.text.size(of: text, font: TextFont(pixelSize: $0, bold: true)).width
        }
        var size = Double(oneLine) >= Double(pointSize) * Self.oneLineShare ? oneLine : pointSize
        while size > TextFit.minPointSize && size != oneLine {
            let rendering = self.text.render(
                text, font: TextFont(pixelSize: size, bold: true), color: Self.warningInk,
                maxWidth: max(1, Int(width - Double(size))), maxLines: Self.warningLines, alignment: .center)
            if !rendering.isCut { break }
            size = max(TextFit.minPointSize, size - max(1, size / 12))
        }
        if fitted.count >= textCacheLimit { fitted = [:] }
        fitted[key] = size
        return size
    }
}
