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

    /// Which label it prints: right, left, up or down (`Labels.Key`).
    public var labelKey: Labels.Key {
        switch self {
        case .like: return .right
        case .nope: return .left
        case .superLike: return .up
        case .later: return .down
        }
    }

    /// The word printed with `labels` (default English: LIKE, NOPE, SUPER, LATER).
    public func text(_ labels: Labels = .english) -> String { labels[labelKey] }

    /// Ink colour: green, red, blue, orange.
    public var color: RGBA {
        switch self {
        case .like: return RGBA(46, 204, 113)
        case .nope: return RGBA(235, 64, 82)
        case .superLike: return RGBA(52, 152, 219)
        case .later: return RGBA(243, 156, 18)
        }
    }

    /// The ground inside the stamp's border: a deep shade of its ink (`backingShade`), nearly opaque
    /// (`backingOpacity`), so the word keeps at least 3:1 contrast over any card, its own colour
    /// included (a green LIKE on a green card vanished with a clear inside).
    public var backing: RGBA {
        let k = Self.backingShade
        return RGBA(
            UInt8(Double(color.r) * k), UInt8(Double(color.g) * k), UInt8(Double(color.b) * k),
            UInt8(Self.backingOpacity * 255))
    }
    /// The word's colour: its own (`color`), or white in the high-contrast look (`--high-contrast`:
    /// 21:1 on its ground; the border keeps the stamp's colour).
    public func ink(highContrast: Bool) -> RGBA { highContrast ? RGBA(255, 255, 255) : color }
    /// The ground inside the border: `backing`, or opaque black in the high-contrast look.
    public func ground(highContrast: Bool) -> RGBA { highContrast ? RGBA(0, 0, 0) : backing }

    /// How much of the ink's colour the backing keeps, 0…1: 0.12.
    public static let backingShade = 0.12
    /// The backing's opacity, 0…1: 0.9.
    public static let backingOpacity = 0.9

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

    /// The stamp for `labels` as a surface: `makeSurface(font:text:painter:)` in bold at `pointSize` (the
    /// style's, e.g. 64), or smaller for a long word (`StampFit.pointSize`), rendered by `painter`.
    /// `highContrast`: the high-contrast look's word and ground (`ink(highContrast:)`). Default off.
    public func makeSurface(
        labels: Labels = .english, painter: TextPainter, pointSize: Int, highContrast: Bool = false
    ) throws -> Surface {
        let word = text(labels)
        let width = painter.size(of: word, font: TextFont(pixelSize: pointSize, bold: true)).width
        let size = StampFit.pointSize(textWidth: width, at: pointSize)
        return try makeSurface(
            font: TextFont(pixelSize: size, bold: true), text: word, painter: painter, highContrast: highContrast)
    }

    /// The stamp as a surface: `text` (default the English word) in a bordered box sized from it
    /// (`StampFit.box`) on its `backing`, transparent outside the rounded box (ARGB8888), drawn with `font` (a bold face; its size
    /// sets the resolution), rendered by `painter` (Pango: any script, right-to-left words too).
    public func makeSurface(
        font: TextFont, text: String? = nil, painter: TextPainter, highContrast: Bool = false
    ) throws -> Surface {
        let text = text ?? self.text()
        let rendered = painter.render(text, font: font, color: ink(highContrast: highContrast)).surface
        let measured = rendered?.size ?? PixelSize(width: 0, height: painter.lineHeight(font))
        let (size, border) = StampFit.box(text: measured, pointSize: font.pixelSize)
        let surface = try Surface(size: size)
        surface.fill(color)
        surface.fill(
            ground(highContrast: highContrast),
            rect: PixelRect(x: border, y: border, width: size.width - 2 * border, height: size.height - 2 * border))
        RoundedRect.applyMask(to: surface, radius: Double(border) * 2)
        if let word = rendered {
            surface.blend(word, at: ((size.width - word.size.width) / 2, (size.height - word.size.height) / 2))
        }
        return surface
    }
}
