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
/// and subtitle below (each one line, ending with "…" when too long), rounded anti-aliased corners.
///
/// Painting happens on the CPU and can run on a worker thread (with its own artist); upload the result
/// with `Texture(renderer:surface:)` on the render thread.
///
/// ```swift
/// let artist = CardArtist(fonts: .dejaVu(in: "Assets/Fonts"))   // bundled DejaVu first, then system fonts
/// let painting = try artist.paint(face, size: PixelSize(width: 340, height: 460))
/// if let e = painting.imageError { print("card \(face.id): \(e)") }
/// ```
public final class CardArtist {
    public let style: CardStyle
    public let limits: ImageLimits
    /// Lays out and renders the card's text (its own Pango context: one thread at a time).
    let text: TextPainter

    public init(
        fonts: FontPaths, style: CardStyle = CardStyle(), limits: ImageLimits = .standard
    ) {
        self.text = TextPainter(fonts: fonts); self.style = style; self.limits = limits
    }

    /// Lays out and rasterises a word in the title's and the subtitle's fonts and throws the result
    /// away: the text painter's one-time costs (Pango's font map and shaping, cairo's first glyphs,
    /// ~10 ms) are paid before a card waits on them. For painter threads that start before any card
    /// is asked for.
    public func warmUp() {
        let width = 400
        for font in [style.titleFont(forWidth: width), style.subtitleFont(forWidth: width)] {
            _ = text.render("Ag", font: font, color: RGBA(0, 0, 0))
        }
    }

    /// Paints `face` at `size` pixels, a photo card's picture shown as `photoFit` says (default
    /// `PhotoFit.standard`, the whole picture). Throws only when the surface or a font cannot be made;
    /// a bad picture is reported in `CardPainting.imageError` and replaced by a placeholder.
    public func paint(_ face: CardFace, size: PixelSize, photoFit: PhotoFit = .standard) throws -> CardPainting {
        if face.style == .photo, let path = face.imagePath,
            let photo = try paintPhoto(face, path: path, size: size, photoFit: photoFit)
        {
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

        let textWidth = size.width - 2 * pad
        // No picture: the text is centred; under one it starts at the reading side (right for RTL).
        let alignment: TextAlignment = face.imagePath == nil ? .center : .start
        let titleFont = style.titleFont(forWidth: size.width), subtitleFont = style.subtitleFont(forWidth: size.width)
        let title = text.render(face.title, font: titleFont, color: ink, maxWidth: textWidth, alignment: alignment)
        let subtitle = text.render(
            face.subtitle, font: subtitleFont, color: ink.withAlpha(0.8), maxWidth: textWidth, alignment: alignment)
        let titleHeight = title.surface == nil ? text.lineHeight(titleFont) : title.size.height
        if face.imagePath == nil { // no picture: centre the text block vertically
            textTop = max(pad, (size.height - titleHeight - subtitle.size.height) / 2)
        }
        if let t = title.surface { card.blend(t, at: (pad, textTop)) }
        if let s = subtitle.surface { card.blend(s, at: (pad, textTop + titleHeight)) }
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
        let picture = try Surface.load(
            path: path, limits: limits, fitting: PixelSize(width: box.width, height: box.height))
        let target = AspectFit.rect(of: picture.size, in: box)
        let fitted =
            picture.size == PixelSize(width: target.width, height: target.height)
            ? picture : try picture.scaled(to: PixelSize(width: target.width, height: target.height))
        let radius = style.cornerRadius(forWidth: card.size.width) / 2
        RoundedRect.applyMask(to: fitted, radius: radius)
        card.blend(fitted, at: (target.x, target.y))
    }

    /// A muted box with a short note, where the picture should have been.
    private func drawPlaceholder(in box: PixelRect, on card: Surface, background: RGBA, ink: RGBA) throws {
        let shade = try RoundedRect.surface(
            size: PixelSize(width: box.width, height: box.height),
            radius: style.cornerRadius(forWidth: card.size.width) / 2,
            color: ink.withAlpha(0.12))
        card.blend(shade, at: (box.x, box.y))
        let note = text.render(
            "picture unavailable", font: TextFont(pixelSize: max(6, box.width / 16)),
            color: ink.withAlpha(0.6), maxWidth: max(1, box.width - 8), alignment: .center)
        if let surface = note.surface {
            card.blend(surface, at: (box.x + 4, box.y + (box.height - surface.size.height) / 2))
        }
    }
}

extension CardArtist {
    /// Paints `face` and uploads it: the texture, and the picture's error if it had to be replaced.
    /// Render thread only (textures belong to it).
    public func makeTexture(_ face: CardFace, size: PixelSize, renderer: Renderer) throws -> (
        texture: Texture, imageError: SDLError?
    ) {
        let painting = try paint(face, size: size)
        return (try Texture(renderer: renderer, surface: painting.surface), painting.imageError)
    }
}
