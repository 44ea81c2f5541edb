import Foundation
import SwipeCore

/// How a stamp of any label length keeps its look: its box is sized from its text, its lettering
/// keeps one height on every card until the box would pass `maxWidthFraction` of the card, and then
/// shrinks so the box fits. Pure functions of sizes (pixels; card-local fractions for places).
///
/// ```swift
/// let p = StampFit.pointSize(textWidth: painter.size(of: word, font: bold64).width, at: 64)   // texture resolution
/// let size = StampFit.drawnSize(texture: texture.size, cardWidth: 340)              // on the card
/// ```
public enum StampFit {
    /// Box height ÷ card width while the text fits: 0.2051, the height the English "LIKE" had when
    /// stamps were drawn at 0.42 of the card's width (so English stamps look as before).
    public static let heightFraction = 0.2051
    /// Widest a stamp is drawn, ÷ card width: 0.84. Longer labels shrink their lettering to fit.
    public static let maxWidthFraction = 0.84
    /// Least distance between a stamp's box and the card's side, ÷ card width: 0.04 (a wide stamp
    /// moves toward the middle rather than off the card).
    public static let sideMargin = 0.04
    /// Widest stamp texture, pixels: 1024. A long label is rendered at a smaller point size so its
    /// texture stays within this (it is drawn at most some hundreds of pixels wide anyway).
    public static let maxTextureWidth = 1024
    /// Smallest point size a stamp texture is rendered at: 12.
    public static let minPointSize = 12

    /// The stamp's box around a text of `text` pixels rendered at `pointSize`: the text, a padding of a
    /// third of the point size left and right and an eighth above and below, and a border of a ninth
    /// (at least 2 px) all round. `border` is the border's width, pixels.
    public static func box(text: PixelSize, pointSize: Int) -> (size: PixelSize, border: Int) {
        let border = max(2, pointSize / 9)
        let padX = pointSize / 3, padY = pointSize / 8
        return (PixelSize(width: text.width + 2 * (border + padX), height: text.height + 2 * (border + padY)), border)
    }

    /// The point size to render a stamp at: `pointSize` (the style's, e.g. 64) unless the box of a text
    /// `textWidth` pixels wide at that size would be wider than `maxTextureWidth`; then the largest
    /// size whose box fits (widths grow in proportion to the size), at least `minPointSize`.
    public static func pointSize(textWidth: Int, at pointSize: Int) -> Int {
        let width = box(text: PixelSize(width: textWidth, height: 0), pointSize: pointSize).size.width
        guard width > maxTextureWidth else { return pointSize }
        let scaled = Int((Double(pointSize) * Double(maxTextureWidth) / Double(width)).rounded(.down))
        return min(pointSize, max(minPointSize, scaled))
    }

    /// The size a stamp texture of `texture` pixels is drawn at on a card `cardWidth` pixels wide: its
    /// own proportions, `heightFraction` × `textScale` (`--text-scale`, 1…2, default 1) of the card width
    /// high, unless that is wider than `maxWidthFraction` of the card: then that wide and lower. Zero
    /// for an empty texture.
    public static func drawnSize(texture: PixelSize, cardWidth: Double, textScale: Double = 1) -> Size {
        guard texture.width > 0, texture.height > 0, cardWidth > 0 else { return Size(width: 0, height: 0) }
        let aspect = Double(texture.width) / Double(texture.height)
        let scale = textScale.clamped(to: DeckOptions.textScaleRange, nan: 1)
        var height = heightFraction * scale * cardWidth
        var width = height * aspect
        let widest = maxWidthFraction * cardWidth
        if width > widest { width = widest; height = width / aspect }
        return Size(width: width, height: height)
    }

    /// How much a stamp may be magnified before a sharper texture is made, as a share: 0.1 (a 4K card's
    /// stamp is 2.03 times the 64-point texture: drawn from the ×2 one, not the ×3).
    public static let resolutionSlack = 0.1
    /// Largest `resolutionScale`: 4 (a 64-point stamp rendered at 256 points at most).
    public static let maxResolutionScale = 4

    /// How many times the style's point size a stamp is rendered at so it is not magnified on the
    /// screen: a stamp drawn `drawnHeight` pixels high whose texture at the style's size is
    /// `textureHeight` pixels high is rendered at the smallest whole multiple that is about as high
    /// (magnified by at most `resolutionSlack`: 1 on a full-HD card, 2 on a 4K one), within
    /// 1…`maxResolutionScale`.
    public static func resolutionScale(drawnHeight: Double, textureHeight: Int) -> Int {
        guard textureHeight > 0, drawnHeight.isFinite, drawnHeight > 0 else { return 1 }
        let ratio = (drawnHeight / Double(textureHeight) - resolutionSlack).rounded(.up)
        return Int(min(max(ratio, 1), Double(maxResolutionScale)))
    }

    /// Where a stamp `size` pixels large, turned by `angle` radians, goes on a card `card` pixels large:
    /// `preferred` (card-local fractions, `Stamp.placement`), moved sideways just enough to stay
    /// `sideMargin` inside the card (centred when it is too wide for both margins), and up or down just
    /// enough that its turned box stays on the card (a stamp made larger by `--text-scale`; at the
    /// standard size on the standard card every stamp is inside already, and stays where it was).
    public static func center(preferred: Vector2, size: Size, angle: Double = 0, card: Size) -> Vector2 {
        guard card.width > 0 else { return preferred }
        let half = size.width / card.width / 2
        let low = half + sideMargin, high = 1 - half - sideMargin
        let x = low > high ? 0.5 : min(max(preferred.x, low), high)
        guard card.height > 0 else { return Vector2(x, preferred.y) }
        let reach = (size.height * abs(cos(angle)) + size.width * abs(sin(angle))) / 2 / card.height
        let y = reach > 0.5 ? 0.5 : min(max(preferred.y, reach), 1 - reach)
        return Vector2(x, y)
    }
}
