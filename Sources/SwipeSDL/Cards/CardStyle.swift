import SwipeCore

/// Proportions of a painted card, as fractions of the card's pixel width or height.
public struct CardStyle: Hashable, Sendable {
    /// Corner radius ÷ card width. Default 0.04 (13.6 px on a 340 px card).
    public var cornerRadius: Double
    /// Inner margin ÷ card width. Default 0.05.
    public var padding: Double
    /// Height of the picture area (top of the card) ÷ card height, 0…1. Default 0.70.
    public var pictureArea: Double
    /// Title font size ÷ card width. Default 0.075 (bold).
    public var titleSize: Double
    /// Subtitle font size ÷ card width. Default 0.05 (regular).
    public var subtitleSize: Double
    /// Every text on the card, front and back, is drawn this much larger (`--text-scale`,
    /// `DeckOptions.textScale`), 1…2. Default 1.
    public var textScale: Double

    public init(
        cornerRadius: Double = 0.04, padding: Double = 0.05, pictureArea: Double = 0.70,
        titleSize: Double = 0.075, subtitleSize: Double = 0.05, textScale: Double = 1
    ) {
        self.cornerRadius = cornerRadius; self.padding = padding; self.pictureArea = pictureArea
        self.titleSize = titleSize; self.subtitleSize = subtitleSize
        self.textScale = textScale.isNaN ? 1 : min(max(textScale, 1), 2)
    }

    /// The bold title font for a card `width` pixels wide (at least 8 px), `textScale` included.
    public func titleFont(forWidth width: Int) -> TextFont {
        TextFont(pixelSize: max(8, Int(titleSize * textScale * Double(width))), bold: true)
    }

    /// The regular subtitle font for a card `width` pixels wide (at least 6 px), `textScale` included.
    public func subtitleFont(forWidth width: Int) -> TextFont {
        TextFont(pixelSize: max(6, Int(subtitleSize * textScale * Double(width))))
    }

    /// A text size of `share` of a card `width` pixels wide, `textScale` included, at least 6 px.
    public func textSize(_ share: Double, forWidth width: Int) -> Int {
        max(6, Int(share * textScale * Double(width)))
    }

    /// Corner radius in pixels for a card `width` pixels wide.
    public func cornerRadius(forWidth width: Int) -> Double { cornerRadius * Double(width) }
}

/// Paths of the bundled typefaces (regular and bold TrueType files of "DejaVu Sans"): `TextPainter` adds
/// them to fontconfig as application fonts, the guaranteed look for Latin, Greek and Cyrillic.
public struct FontPaths: Hashable, Sendable {
    public var regular: String
    public var bold: String
    public init(regular: String, bold: String) { self.regular = regular; self.bold = bold }

    /// DejaVu Sans from `directory` (e.g. "Assets/Fonts" or "/usr/share/fonts/truetype/dejavu").
    public static func dejaVu(in directory: String) -> FontPaths {
        FontPaths(regular: directory + "/DejaVuSans.ttf", bold: directory + "/DejaVuSans-Bold.ttf")
    }
}
