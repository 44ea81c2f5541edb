import SwipeCore
import SwipeFormats

/// What `CardArtist.paint` made: always a surface, plus the picture's error when it could not be shown.
public struct CardPainting {
    /// The card, ARGB8888, transparent outside its rounded corners.
    public let surface: Surface
    /// Why the picture is missing (file absent, broken, too large), or nil. The card then shows a placeholder.
    public let imageError: SDLError?
}

/// Paints a `CardFace` into a surface: background, picture aspect-fitted into the upper area, bold title
/// and subtitle below, rounded anti-aliased corners.
///
/// Painting happens on the CPU and can run on a worker thread (with its own artist); upload the result
/// with `Texture(renderer:surface:)` on the render thread.
///
/// ```swift
/// let artist = CardArtist(fonts: .dejaVu(in: "Assets/Fonts"))
/// let painting = try artist.paint(face, size: PixelSize(width: 340, height: 460))
/// if let e = painting.imageError { print("card \(face.id): \(e)") }
/// ```
public final class CardArtist {
    public let style: CardStyle
    public let limits: ImageLimits
    private let fonts: FontCache
    /// The artist's fonts, for its extensions (`paintPhoto`).
    var fontCache: FontCache { fonts }

    public init(fonts: FontPaths, style: CardStyle = CardStyle(), limits: ImageLimits = .standard) {
        self.fonts = FontCache(paths: fonts); self.style = style; self.limits = limits
    }

    /// Paints `face` at `size` pixels. Throws only when the surface or a font cannot be made; a bad picture
    /// is reported in `CardPainting.imageError` and replaced by a placeholder.
    public func paint(_ face: CardFace, size: PixelSize) throws -> CardPainting {
        if face.style == .photo, let path = face.imagePath, let photo = try paintPhoto(face, path: path, size: size) {
            return photo
        }
        let card = try Surface(size: size)
        card.fill(face.background)
        let pad = max(1, Int((style.padding * Double(size.width)).rounded()))
        let ink = face.background.luminance > 0.6 ? RGBA(28, 28, 30) : RGBA(255, 255, 255)
        var imageError: SDLError?
        var textTop = pad

        if let path = face.imagePath {
            let pictureBottom = Int((style.pictureArea * Double(size.height)).rounded())
            let box = PixelRect(x: pad, y: pad, width: size.width - 2 * pad, height: max(1, pictureBottom - pad))
            do {
                try drawPicture(path: path, into: box, on: card)
            } catch {
                imageError = error as? SDLError ?? SDLError("\(path): \(error)")
                try drawPlaceholder(in: box, on: card, background: face.background, ink: ink)
            }
            textTop = pictureBottom + pad / 2
        }

        let titleFont = try fonts.font(bold: true, pointSize: max(8, Int(style.titleSize * Double(size.width))))
        let subtitleFont = try fonts.font(bold: false, pointSize: max(6, Int(style.subtitleSize * Double(size.width))))
        let textWidth = size.width - 2 * pad
        let title = titleFont.ellipsized(face.title, toWidth: textWidth)
        let subtitle = subtitleFont.ellipsized(face.subtitle, toWidth: textWidth)
        if face.imagePath == nil {   // no picture: centre the text block vertically
            let block = titleFont.height + (subtitle.isEmpty ? 0 : subtitleFont.height)
            textTop = max(pad, (size.height - block) / 2)
        }
        if let t = try titleFont.render(title, color: ink) {
            let x = face.imagePath == nil ? (size.width - t.size.width) / 2 : pad
            card.blend(t, at: (x, textTop))
        }
        if let s = try subtitleFont.render(subtitle, color: ink.withAlpha(0.8)) {
            let x = face.imagePath == nil ? (size.width - s.size.width) / 2 : pad
            card.blend(s, at: (x, textTop + titleFont.height))
        }
        if face.background.a == 255 { card.makeOpaque() }
        RoundedRect.applyMask(to: card, radius: style.cornerRadius(forWidth: size.width))
        return CardPainting(surface: card, imageError: imageError)
    }

    /// Where the picture's box and the text start for a card of `size`: for layout checks and tests.
    public func pictureBox(for size: PixelSize) -> PixelRect {
        let pad = max(1, Int((style.padding * Double(size.width)).rounded()))
        let bottom = Int((style.pictureArea * Double(size.height)).rounded())
        return PixelRect(x: pad, y: pad, width: size.width - 2 * pad, height: max(1, bottom - pad))
    }

    private func drawPicture(path: String, into box: PixelRect, on card: Surface) throws {
        let picture = try Surface.load(path: path, limits: limits, fitting: PixelSize(width: box.width, height: box.height))
        let target = AspectFit.rect(of: picture.size, in: box)
        let fitted = picture.size == PixelSize(width: target.width, height: target.height)
            ? picture : try picture.scaled(to: PixelSize(width: target.width, height: target.height))
        let radius = style.cornerRadius(forWidth: card.size.width) / 2
        RoundedRect.applyMask(to: fitted, radius: radius)
        card.blend(fitted, at: (target.x, target.y))
    }

    /// A muted box with a short note, where the picture should have been.
    private func drawPlaceholder(in box: PixelRect, on card: Surface, background: RGBA, ink: RGBA) throws {
        let shade = try RoundedRect.surface(size: PixelSize(width: box.width, height: box.height),
                                            radius: style.cornerRadius(forWidth: card.size.width) / 2,
                                            color: ink.withAlpha(0.12))
        card.blend(shade, at: (box.x, box.y))
        let font = try fonts.font(bold: false, pointSize: max(6, box.width / 16))
        let note = font.ellipsized("picture unavailable", toWidth: box.width - 8)
        if let text = try font.render(note, color: ink.withAlpha(0.6)) {
            card.blend(text, at: (box.x + (box.width - text.size.width) / 2, box.y + (box.height - text.size.height) / 2))
        }
    }
}

extension CardArtist {
    /// Paints `face` and uploads it: the texture, and the picture's error if it had to be replaced.
    /// Render thread only (textures belong to it).
    public func makeTexture(_ face: CardFace, size: PixelSize, renderer: Renderer) throws -> (texture: Texture, imageError: SDLError?) {
        let painting = try paint(face, size: size)
        return (try Texture(renderer: renderer, surface: painting.surface), painting.imageError)
    }
}
