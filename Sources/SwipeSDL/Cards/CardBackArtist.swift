internal import CSDL2
import SwipeCore

/// Paints the back of a card, shown when it is turned over: its colour, a little deeper, the title in
/// bold at the top and the description word-wrapped below it (text that does not fit is cut at the
/// bottom padding). Rounded corners as the front.
///
/// ```swift
/// let backs = CardBackArtist(fonts: .dejaVu(in: "Assets/Fonts"))
/// let surface = try backs.paint(face, description: "Opened in 1998…", size: PixelSize(width: 340, height: 460))
/// ```
public final class CardBackArtist {
    public let style: CardStyle
    private let fonts: FontCache
    /// How much darker the back is than the front, 0…1. 0.12.
    public static let shade = 0.12
    /// Shown when the card has no description.
    public static let emptyText = "No description"

    public init(fonts: FontPaths, style: CardStyle = CardStyle()) {
        self.fonts = FontCache(paths: fonts); self.style = style
    }

    /// The back of `face` at `size` pixels, with `description` (may be empty).
    public func paint(_ face: CardFace, description: String, size: PixelSize) throws -> Surface {
        let card = try Surface(size: size)
        let bg = face.background
        let k = 1 - Self.shade
        let back = RGBA(UInt8(Double(bg.r) * k), UInt8(Double(bg.g) * k), UInt8(Double(bg.b) * k), bg.a)
        card.fill(back)
        let ink = back.luminance > 0.6 ? RGBA(28, 28, 30) : RGBA(255, 255, 255)
        let pad = max(1, Int((style.padding * Double(size.width)).rounded()))
        let textWidth = size.width - 2 * pad
        let titleFont = try fonts.font(bold: true, pointSize: max(8, Int(style.titleSize * Double(size.width))))
        let bodyFont = try fonts.font(bold: false, pointSize: max(6, Int(style.subtitleSize * 1.15 * Double(size.width))))
        var y = pad
        if let title = try titleFont.render(titleFont.ellipsized(face.title, toWidth: textWidth), color: ink) {
            card.blend(title, at: (pad, y))
            y += titleFont.lineHeight + pad / 2
        }
        let text = description.isEmpty ? Self.emptyText : description
        let color = description.isEmpty ? ink.withAlpha(0.6) : ink
        let room = max(0, size.height - pad - y)
        let lines = Self.firstLines(text, room / max(1, bodyFont.lineHeight) + 2)
        if let body = try bodyFont.renderWrapped(String(lines), color: color, width: textWidth) {
            var clip = SDL_Rect(x: Int32(pad), y: Int32(y), w: Int32(textWidth), h: Int32(max(0, size.height - pad - y)))
            SDL_SetClipRect(card.pointer, &clip)
            card.blend(body, at: (pad, y))
            SDL_SetClipRect(card.pointer, nil)
        }
        if bg.a == 255 { card.makeOpaque() }
        RoundedRect.applyMask(to: card, radius: style.cornerRadius(forWidth: size.width))
        return card
    }

    /// `text` up to (not including) its `maxLines`-th line break ("\n"), whole when it has fewer: the
    /// lines below the card's bottom are never drawn, and a description made of line breaks would
    /// otherwise ask SDL_ttf for a surface thousands of lines tall. `maxLines` ≥ 1.
    static func firstLines(_ text: String, _ maxLines: Int) -> Substring {
        var breaks = 0
        for i in text.utf8.indices where text.utf8[i] == UInt8(ascii: "\n") {
            breaks += 1
            if breaks >= max(1, maxLines) { return text[..<i] }
        }
        return text[...]
    }
}
