import SwipeCore
import SwipeFormats

/// Paints the back of a card, shown when it is turned over: its colour, a little deeper, the title in
/// bold at the top, whole (wrapped in up to `titleLines` lines: the front cuts a long title with "…",
/// so the back is where it can be read) and the description wrapped below it (a photo card without
/// one: its file's name, pixels, size and date, `PhotoFacts`). A description that does not fit the
/// back ends with "…" on its last visible line. Right-to-left text is
/// right-aligned. Rounded corners as the front.
///
/// ```swift
/// let backs = CardBackArtist(fonts: .dejaVu(in: "Assets/Fonts"))
/// let surface = try backs.paint(face, description: "Opened in 1998…", size: PixelSize(width: 340, height: 460))
/// ```
public final class CardBackArtist {
    public let style: CardStyle
    /// Lays out and renders the back's text (its own Pango context: one thread at a time).
    let text: TextPainter
    /// How much darker the back is than the front, 0…1. 0.12.
    public static let shade = 0.12
    /// Shown when the card has no description.
    public static let emptyText = "No description"
    /// Most lines the title wraps into on the back (then "…"), at most a third of the card's height. 3.
    public static let titleLines = 3
    /// Description font size ÷ card width: the subtitle's, 1.15 times. 0.0575 by default.
    public static let bodySizeFactor = 1.15

    public init(fonts: FontPaths, style: CardStyle = CardStyle()) {
        self.text = TextPainter(fonts: fonts); self.style = style
    }

    /// The back of `face` at `size` pixels, with `description` (may be empty).
    public func paint(_ face: CardFace, description: String, size: PixelSize) throws -> Surface {
        try paintWithLayout(face, description: description, size: size).surface
    }

    /// The back as `paint` makes it, and how its title and description were laid out (for checks and
    /// tests): the title at (padding, padding), the description at (padding, `descriptionTop`).
    public func paintWithLayout(_ face: CardFace, description: String, size: PixelSize) throws
        -> (surface: Surface, title: TextRendering, description: TextRendering, descriptionTop: Int)
    {
        let card = try Surface(size: size)
        let bg = face.background
        let k = 1 - Self.shade
        let back = RGBA(UInt8(Double(bg.r) * k), UInt8(Double(bg.g) * k), UInt8(Double(bg.b) * k), bg.a)
        card.fill(back)
        let ink = back.luminance > 0.6 ? RGBA(28, 28, 30) : RGBA(255, 255, 255)
        let pad = max(1, Int((style.padding * Double(size.width)).rounded()))
        let textWidth = max(1, size.width - 2 * pad)
        var y = pad
        let title = text.render(
            face.title, font: style.titleFont(forWidth: size.width), color: ink, maxWidth: textWidth,
            maxLines: Self.titleLines, maxHeight: max(1, size.height / 3))
        if let surface = title.surface {
            card.blend(surface, at: (pad, y))
            y += surface.size.height + pad / 2
        }
        let body = description.isEmpty ? Self.facts(of: face) ?? Self.emptyText : description
        let bodyFont = TextFont(
            pixelSize: style.textSize(style.subtitleSize * Self.bodySizeFactor, forWidth: size.width))
        let laidOut = text.render(
            body, font: bodyFont, color: body == Self.emptyText ? ink.withAlpha(0.6) : ink,
            maxWidth: textWidth, maxLines: TextLimits.lines, maxHeight: max(1, size.height - pad - y),
            maxCharacters: TextLimits.descriptionCharacters)
        if let surface = laidOut.surface { card.blend(surface, at: (pad, y)) }
        if bg.a == 255 { card.makeOpaque() }
        RoundedRect.applyMask(to: card, radius: style.cornerRadius(forWidth: size.width))
        return (card, title, laidOut, y)
    }

    /// What a photo card without a description shows on its back: its file's name, pixels, size and
    /// date (`PhotoFacts`); nil for other cards, or when the file cannot be read.
    static func facts(of face: CardFace) -> String? {
        guard face.style == .photo, let path = face.imagePath else { return nil }
        return PhotoFacts.read(path: path)?.text
    }
}
