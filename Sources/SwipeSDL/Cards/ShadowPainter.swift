import SwipeCore

/// How a card's drop shadow looks.
public struct ShadowStyle: Hashable, Sendable {
    /// Blur radius ÷ card width. Default 0.045 (about 15 px on a 340 px card).
    public var blur: Double
    /// Downward offset ÷ card height, in screen space. Default 0.015.
    public var offset: Double
    /// Darkest alpha of the shadow, 0…1. Default 0.35.
    public var opacity: Double
    /// The shadow is computed at 1/`downscale` resolution and scaled up by the GPU (it is blurry anyway). Default 4.
    public var downscale: Int

    public init(blur: Double = 0.045, offset: Double = 0.015, opacity: Double = 0.35, downscale: Int = 4) {
        self.blur = blur; self.offset = offset; self.opacity = opacity; self.downscale = max(1, downscale)
    }
}

/// A blurred dark rounded rectangle to draw under a card, and how far it reaches beyond the card.
public struct ShadowImage {
    /// Black with alpha falloff, ARGB8888.
    public let surface: Surface
    /// How far the image extends beyond the card on the left and right, as a fraction of the card's width.
    public let marginU: Double
    /// How far it extends above and below the card, as a fraction of the card's height.
    public let marginV: Double
}

/// Builds shadow images: rounded-rectangle coverage on a small buffer, three box blurs per axis (close to a
/// Gaussian), then alpha. Build once per card size.
public enum ShadowPainter {
    /// A shadow for a card of `cardSize` pixels with corner `cornerRadius` pixels.
    public static func make(cardSize: PixelSize, cornerRadius: Double, style: ShadowStyle = ShadowStyle()) throws
        -> ShadowImage
    {
        let k = style.downscale
        let w = max(1, (cardSize.width + k - 1) / k), h = max(1, (cardSize.height + k - 1) / k)
        let blur = max(1, Int((style.blur * Double(cardSize.width) / Double(k)).rounded()))
        let margin = 3 * blur
        let bw = w + 2 * margin, bh = h + 2 * margin
        var alpha = [Double](repeating: 0, count: bw * bh)
        let inner = PixelSize(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                alpha[(y + margin) * bw + x + margin] = RoundedRect.coverage(
                    x: x, y: y, size: inner, radius: cornerRadius / Double(k))
            }
        }
        for _ in 0..<3 {
            boxBlur(&alpha, width: bw, height: bh, radius: blur, horizontal: true)
            boxBlur(&alpha, width: bw, height: bh, radius: blur, horizontal: false)
        }
        let levels = alpha.map { UInt32(min(255, max(0, ($0 * style.opacity * 255).rounded()))) }
        // The blur's far tail rounds to alpha 0 or `faintestLevel`: leave those rows and columns out,
        // they would cost as much to draw as visible ones.
        let trim = transparentBorder(levels, width: bw, height: bh, faintest: faintestLevel)
        let mx = margin - trim.columns, my = margin - trim.rows
        let cw = w + 2 * mx, ch = h + 2 * my
        let surface = try Surface(size: PixelSize(width: cw, height: ch))
        surface.withPixels { pixels, stride in
            for y in 0..<ch {
                for x in 0..<cw {
                    pixels[y * stride + x] = levels[(y + trim.rows) * bw + x + trim.columns] << 24
                }
            }
        }
        return ShadowImage(surface: surface, marginU: Double(mx) / Double(w), marginV: Double(my) / Double(h))
    }

    /// The alpha level (of 255) at or below which the shadow's outer rows and columns are left out:
    /// 1. Drawn, a level of 1 darkens the background by less than one level (237 → 236.1); left out
    /// with the zeros, the ring drawn around a card is about 11 % smaller.
    static let faintestLevel: UInt32 = 1

    /// How many whole columns (the fewer of left and right) and rows (of top and bottom) of `levels`
    /// are at most `faintest` (default 0) at the image's border, at most half the image less one.
    static func transparentBorder(
        _ levels: [UInt32], width: Int, height: Int, faintest: UInt32 = 0
    ) -> (columns: Int, rows: Int) {
        func columnIsClear(_ x: Int) -> Bool { (0..<height).allSatisfy { levels[$0 * width + x] <= faintest } }
        func rowIsClear(_ y: Int) -> Bool { (0..<width).allSatisfy { levels[y * width + $0] <= faintest } }
        var columns = 0, rows = 0
        while columns < (width - 1) / 2, columnIsClear(columns), columnIsClear(width - 1 - columns) { columns += 1 }
        while rows < (height - 1) / 2, rowIsClear(rows), rowIsClear(height - 1 - rows) { rows += 1 }
        return (columns, rows)
    }

    /// One pass of a box blur of `radius` along one axis, with zero outside the buffer. O(pixels).
    static func boxBlur(_ values: inout [Double], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 1 : width
        let span = Double(2 * radius + 1)
        var line = [Double](repeating: 0, count: length)
        for l in 0..<lines {
            let base = horizontal ? l * width : l
            for i in 0..<length { line[i] = values[base + i * step] }
            var sum = 0.0
            for i in 0...min(radius, length - 1) { sum += line[i] }
            for i in 0..<length {
                values[base + i * step] = sum / span
                let add = i + radius + 1, drop = i - radius
                if add < length { sum += line[add] }
                if drop >= 0 { sum -= line[drop] }
            }
        }
    }
}
