import SwipeCore

/// The word stamped over a card that leans toward a decision, like dating apps do.
public enum Stamp: String, CaseIterable, Hashable, Sendable {
    case like, nope, superLike, later

    /// The stamp for a direction: right → LIKE, left → NOPE, up → SUPER, down → LATER; diagonals use the
    /// horizontal one they lean to.
    public init(_ direction: SwipeDirection) {
        switch direction {
        case .right, .upRight, .downRight: self = .like
        case .left, .upLeft, .downLeft: self = .nope
        case .up: self = .superLike
        case .down: self = .later
        }
    }

    /// The word printed.
    public var text: String {
        switch self {
        case .like: return "LIKE"
        case .nope: return "NOPE"
        case .superLike: return "SUPER"
        case .later: return "LATER"
        }
    }

    /// Ink colour: green, red, blue, orange.
    public var color: RGBA {
        switch self {
        case .like: return RGBA(46, 204, 113)
        case .nope: return RGBA(235, 64, 82)
        case .superLike: return RGBA(52, 152, 219)
        case .later: return RGBA(243, 156, 18)
        }
    }

    /// Where the stamp sits on the card: its centre in card-local fractions (0…1 of width and height) and
    /// its tilt in radians (positive turns clockwise). LIKE at the upper left tilted anticlockwise, NOPE at
    /// the upper right tilted clockwise (Tinder's arrangement), SUPER low in the middle, LATER at the top.
    public var placement: (center: Vector2, angle: Double) {
        let tilt = Double.pi / 12
        switch self {
        case .like: return (Vector2(0.28, 0.13), -tilt)
        case .nope: return (Vector2(0.72, 0.13), tilt)
        case .superLike: return (Vector2(0.5, 0.78), -tilt / 2)
        case .later: return (Vector2(0.5, 0.13), 0)
        }
    }

    /// Stamp width ÷ card width.
    public static let widthFraction = 0.42

    /// The stamp as a surface: bordered word on a transparent background (ARGB8888), drawn with `font`
    /// (a bold face; its size sets the resolution) by `text`.
    public func makeSurface(font: TextFont, text painter: TextPainter) throws -> Surface {
        let word = painter.render(text, font: font, color: color).surface
        let textWidth = word?.size.width ?? 0, textHeight = word?.size.height ?? painter.lineHeight(font)
        let border = max(2, font.pixelSize / 9)
        let padX = font.pixelSize / 3, padY = font.pixelSize / 8
        let size = PixelSize(width: textWidth + 2 * (border + padX), height: textHeight + 2 * (border + padY))
        let surface = try Surface(size: size)
        surface.fill(color)
        var clear = color; clear.a = 0    // transparent but ink-coloured: blending keeps edges clean
        surface.fill(clear, rect: PixelRect(x: border, y: border, width: size.width - 2 * border, height: size.height - 2 * border))
        RoundedRect.applyMask(to: surface, radius: Double(border) * 2)
        if let word {
            surface.blend(word, at: ((size.width - word.size.width) / 2, (size.height - word.size.height) / 2))
        }
        return surface
    }
}
