import SwipeCore

/// How a photo card shows its picture.
public enum PhotoFit: Sendable, Equatable {
    /// The whole picture, fitted inside the card, the rest of the card filled from the picture itself,
    /// blurred and dimmed (as phone galleries do): a panorama or a 3:2 photo loses nothing. The default.
    case whole
    /// The picture covers the card, centre-cropped, as dating apps draw it.
    case cover

    /// The way photo cards start, and come back to at a kiosk's idle reset: `.whole`.
    public static let standard = PhotoFit.whole

    /// The other one (the `Z` key).
    public var toggled: PhotoFit { self == .whole ? .cover : .whole }
}

/// The photo-first card (`CardFaceStyle.photo`): the picture fills the card (`PhotoFit`), aspect kept;
/// the title and subtitle are white, bottom left, on a gradient from clear to dark that keeps them
/// legible on any picture.
extension CardArtist {
    /// Share of the card's height, from the bottom, that the gradient covers. 0.45.
    public static let photoGradientShare = 0.45
    /// Opacity of the gradient at the card's bottom edge, 0…1. 0.78.
    public static let photoGradientDarkness = 0.78
    /// The blurred fill behind a whole picture is the picture at this fraction of its size, scaled
    /// up again: 1/24.
    static let photoBlurFactor = 24
    /// Opacity of the black laid over the blurred fill, 0…1: 0.45 (the sharp picture stands out).
    static let photoFillDimming = 0.45

    /// Paints `face` with its picture at `path` filling `size` as `photoFit` says, or returns nil when
    /// the picture cannot be shown (the caller then paints the text card with its placeholder and error).
    func paintPhoto(_ face: CardFace, path: String, size: PixelSize, photoFit: PhotoFit) throws -> CardPainting? {
        // Decoded at most 4 times the card's size a side, so cover scaling has pixels to crop from.
        let bound = PixelSize(width: size.width * 4, height: size.height * 4)
        guard let picture = try? Surface.load(path: path, limits: limits, fitting: bound) else { return nil }
        let card = try Surface(size: size)
        card.fill(RGBA(face.background.r, face.background.g, face.background.b))
        let cover = Self.coverRect(of: picture.size, in: size)
        let place = photoFit == .cover ? cover : Self.fitRect(of: picture.size, in: size)
        if place != cover { try paintBlurredFill(picture, cover: cover, on: card) }
        let target = PixelSize(width: place.width, height: place.height)
        let scaled = picture.size == target ? picture : try picture.scaled(to: target)
        card.blend(scaled, at: (place.x, place.y))
        try drawBottomGradient(on: card)
        try drawPhotoText(face, on: card)
        card.makeOpaque()
        RoundedRect.applyMask(to: card, radius: style.cornerRadius(forWidth: size.width))
        return CardPainting(surface: card, imageError: nil)
    }

    /// Where a picture of `picture` pixels goes to show whole in `card` pixels: scaled by the smaller of
    /// the two ratios (aspect kept), centred, at least 1 pixel a side.
    public static func fitRect(of picture: PixelSize, in card: PixelSize) -> PixelRect {
        let scale = min(
            Double(card.width) / Double(max(1, picture.width)), Double(card.height) / Double(max(1, picture.height)))
        let w = min(card.width, max(1, Int((Double(picture.width) * scale).rounded())))
        let h = min(card.height, max(1, Int((Double(picture.height) * scale).rounded())))
        return PixelRect(x: (card.width - w) / 2, y: (card.height - h) / 2, width: w, height: h)
    }

    /// The picture covering the card, blurred (shrunk by `photoBlurFactor`, then stretched back with
    /// linear filtering) and dimmed by `photoFillDimming`: the ground a whole picture sits on.
    private func paintBlurredFill(_ picture: Surface, cover: PixelRect, on card: Surface) throws {
        let small = PixelSize(
            width: max(1, cover.width / Self.photoBlurFactor), height: max(1, cover.height / Self.photoBlurFactor))
        let blurred = try picture.scaled(to: small).stretchedLinear(
            to: PixelSize(width: cover.width, height: cover.height))
        card.blend(blurred, at: (cover.x, cover.y))
        let shade = try Surface(size: card.size)
        shade.fill(RGBA(0, 0, 0).withAlpha(Self.photoFillDimming))
        card.blend(shade, at: (0, 0))
    }

    /// Where a picture of `picture` pixels goes to cover `card` pixels: scaled by the larger of the two
    /// ratios (aspect kept, never stretched), centred, so it overflows on one axis by the same amount
    /// on both sides (negative `x` or `y`).
    public static func coverRect(of picture: PixelSize, in card: PixelSize) -> PixelRect {
        let scale = max(
            Double(card.width) / Double(max(1, picture.width)), Double(card.height) / Double(max(1, picture.height)))
        let w = max(card.width, Int((Double(picture.width) * scale).rounded()))
        let h = max(card.height, Int((Double(picture.height) * scale).rounded()))
        return PixelRect(x: (card.width - w) / 2, y: (card.height - h) / 2, width: w, height: h)
    }

    /// Black from transparent to `photoGradientDarkness` over the bottom `photoGradientShare` of the card
    /// (eased, so it has no visible upper edge).
    private func drawBottomGradient(on card: Surface) throws {
        let height = max(1, Int(Double(card.size.height) * Self.photoGradientShare))
        let shade = try Surface(size: PixelSize(width: card.size.width, height: height))
        for row in 0..<height {
            let t = Double(row + 1) / Double(height)
            let alpha = Self.photoGradientDarkness * t * t * (3 - 2 * t)
            shade.fill(RGBA(0, 0, 0).withAlpha(alpha), rect: PixelRect(x: 0, y: row, width: card.size.width, height: 1))
        }
        card.blend(shade, at: (0, card.size.height - height))
    }

    /// The title (bold) and subtitle in white at the card's bottom left (right for right-to-left text),
    /// inside its padding; on a solid black band for high contrast.
    private func drawPhotoText(_ face: CardFace, on card: Surface) throws {
        let laid = layOutPhotoText(face, size: card.size)
        if face.highContrast { // a solid black band under the text, to the card's bottom
            let pad = laid.boxes.title.x, top = max(0, laid.boxes.title.y - pad / 2)
            card.fill(
                RGBA(0, 0, 0), rect: PixelRect(x: 0, y: top, width: card.size.width, height: card.size.height - top))
        }
        if let t = laid.title.surface { card.blend(t, at: (laid.boxes.title.x, laid.boxes.title.y)) }
        if let s = laid.subtitle.surface { card.blend(s, at: (laid.boxes.subtitle.x, laid.boxes.subtitle.y)) }
    }

    /// Where a photo card's title and subtitle go on a card of `size` (pixels from its top left), one
    /// line each at `style.textScale` ("…" when cut), the subtitle's bottom on the padding. For tests.
    public func photoTextBoxes(_ face: CardFace, size: PixelSize) -> CardTextBoxes {
        layOutPhotoText(face, size: size).boxes
    }

    private func layOutPhotoText(_ face: CardFace, size: PixelSize)
        -> (boxes: CardTextBoxes, title: TextRendering, subtitle: TextRendering)
    {
        let pad = max(1, Int((style.padding * Double(size.width)).rounded()))
        let width = max(1, size.width - 2 * pad)
        let titleFont = style.titleFont(forWidth: size.width)
        let title = text.render(face.title, font: titleFont, color: RGBA(255, 255, 255), maxWidth: width)
        let subtitle = text.render(
            face.subtitle, font: style.subtitleFont(forWidth: size.width),
            color: RGBA(255, 255, 255), maxWidth: width)
        let titleHeight = title.surface == nil ? text.lineHeight(titleFont) : title.size.height
        let y = size.height - pad - subtitle.size.height - titleHeight
        let boxes = CardTextBoxes(
            picture: nil, title: PixelRect(x: pad, y: y, width: width, height: titleHeight),
            subtitle: PixelRect(x: pad, y: y + titleHeight, width: width, height: subtitle.size.height),
            titleCut: title.isCut, subtitleCut: subtitle.isCut)
        return (boxes, title, subtitle)
    }
}
