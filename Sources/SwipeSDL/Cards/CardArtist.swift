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
        // Black or white, whichever reads better (≥ 4.58:1 on any colour; the first rule, dark only over
        // luminance 0.6, put white at 1.6–4.1:1 on mid colours); white on a black plate for high contrast.
        let ink = face.highContrast ? RGBA(255, 255, 255) : RGBA.readableInk(on: face.background)
        let laid = layOut(face, size: size, ink: ink)
        var imageError: SDLError?
        if let path = face.imagePath, let box = laid.boxes.picture {
            do {
                try drawPicture(path: path, into: box, on: card)
            } catch {
                imageError = error as? SDLError ?? SDLError("\(path): \(error)")
                try drawPlaceholder(in: box, on: card, ink: ink, highContrast: face.highContrast)
            }
        }
        if face.highContrast { // a solid black plate under the text block
            let pad = laid.boxes.title.x, top = laid.boxes.title.y
            let height = laid.boxes.subtitle.y + laid.boxes.subtitle.height - top + pad / 2
            card.fill(
                RGBA(0, 0, 0), rect: PixelRect(x: pad / 2, y: top - pad / 4, width: size.width - pad, height: height))
        }
        if let t = laid.title.surface { card.blend(t, at: (laid.boxes.title.x, laid.boxes.title.y)) }
        if let s = laid.subtitle.surface { card.blend(s, at: (laid.boxes.subtitle.x, laid.boxes.subtitle.y)) }
        if face.background.a == 255 { card.makeOpaque() }
        RoundedRect.applyMask(to: card, radius: style.cornerRadius(forWidth: size.width))
        return CardPainting(surface: card, imageError: imageError)
    }

    /// Where a text card's picture, title and subtitle go on a card of `size` (pixels, from its top
    /// left): the picture in the upper `CardStyle.pictureArea`, less what the title and subtitle need
    /// under it at `style.textScale` (the picture gives way to larger text); the title and subtitle
    /// one line each, "…" when cut. Without a picture the text is centred. For painting and for tests.
    public func textCardBoxes(_ face: CardFace, size: PixelSize) -> CardTextBoxes {
        layOut(face, size: size, ink: RGBA(0, 0, 0)).boxes
    }

    /// `textCardBoxes` with the title and subtitle rendered in `ink`.
    private func layOut(_ face: CardFace, size: PixelSize, ink: RGBA)
        -> (boxes: CardTextBoxes, title: TextRendering, subtitle: TextRendering)
    {
        let pad = max(1, Int((style.padding * Double(size.width)).rounded()))
        let textWidth = max(1, size.width - 2 * pad)
        // No picture: the text is centred; under one it starts at the reading side (right for RTL).
        let alignment: TextAlignment = face.imagePath == nil ? .center : .start
        let titleFont = style.titleFont(forWidth: size.width), subtitleFont = style.subtitleFont(forWidth: size.width)
        let title = text.render(face.title, font: titleFont, color: ink, maxWidth: textWidth, alignment: alignment)
        let subtitle = text.render(
            face.subtitle, font: subtitleFont, color: ink, maxWidth: textWidth, alignment: alignment)
        let titleHeight = title.surface == nil ? text.lineHeight(titleFont) : title.size.height
        let subtitleHeight = subtitle.size.height
        var picture: PixelRect?
        var textTop: Int
        if face.imagePath != nil {
            let natural = Int((style.pictureArea * Double(size.height)).rounded())
            let pictureBottom = max(pad + 1, min(natural, size.height - pad - titleHeight - subtitleHeight - pad / 2))
            picture = PixelRect(x: pad, y: pad, width: textWidth, height: max(1, pictureBottom - pad))
            textTop = pictureBottom + pad / 2
        } else { // no picture: centre the text block vertically
            textTop = max(pad, (size.height - titleHeight - subtitleHeight) / 2)
        }
        let boxes = CardTextBoxes(
            picture: picture, title: PixelRect(x: pad, y: textTop, width: textWidth, height: titleHeight),
            subtitle: PixelRect(x: pad, y: textTop + titleHeight, width: textWidth, height: subtitleHeight),
            titleCut: title.isCut, subtitleCut: subtitle.isCut)
        return (boxes, title, subtitle)
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

    /// A muted box with a short note, where the picture should have been. The note is in the card's
    /// `ink` (4.5:1 or more on the card's colour), and the box moves the ground away from it (12 % of
    /// black under white ink, of white under dark ink), so the note keeps its contrast; with
    /// `highContrast` the box is solid black under a white note. (The note was 60 % ink on a box 12 %
    /// toward the ink: 2.6–4.4:1, `TextContrastTests`.)
    private func drawPlaceholder(in box: PixelRect, on card: Surface, ink: RGBA, highContrast: Bool) throws {
        let away = ink.relativeLuminance > 0.5 ? RGBA(0, 0, 0) : RGBA(255, 255, 255)
        let shade = try RoundedRect.surface(
            size: PixelSize(width: box.width, height: box.height),
            radius: style.cornerRadius(forWidth: card.size.width) / 2,
            color: highContrast ? RGBA(0, 0, 0) : away.withAlpha(0.12))
        card.blend(shade, at: (box.x, box.y))
        let note = text.render(
            "picture unavailable", font: TextFont(pixelSize: style.textSize(1.0 / 16, forWidth: box.width)),
            color: highContrast ? RGBA(255, 255, 255) : ink, maxWidth: max(1, box.width - 8), alignment: .center)
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

/// Where a text card's parts lie (`CardArtist.textCardBoxes`), pixels from the card's top left.
public struct CardTextBoxes: Hashable, Sendable {
    /// The picture's box; nil for a card without a picture.
    public var picture: PixelRect?
    /// The title's line, as wide as the text may be.
    public var title: PixelRect
    /// The subtitle's line (0 high when there is none).
    public var subtitle: PixelRect
    /// Whether the title or the subtitle was cut (then it ends with "…").
    public var titleCut: Bool, subtitleCut: Bool
}
