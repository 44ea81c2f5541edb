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
        self.textScale = textScale.clamped(to: DeckOptions.textScaleRange, nan: 1)
    }

    /// Smallest title, pixels before `textScale`: 11 (bold). A card under ~150 px wide (a window
    /// under ~250 px tall) gets it; a longer title is cut with "…" rather than drawn unreadably small.
    public static let smallestTitle = 11.0
    /// Smallest subtitle or other card text, pixels before `textScale`: 9.
    public static let smallestText = 9.0

    /// The bold title font for a card `width` pixels wide (at least `smallestTitle`), `textScale` included.
    public func titleFont(forWidth width: Int) -> TextFont {
        TextFont(pixelSize: Int(max(Self.smallestTitle * textScale, titleSize * textScale * Double(width))), bold: true)
    }

    /// The regular subtitle font for a card `width` pixels wide (at least `smallestText`), `textScale` included.
    public func subtitleFont(forWidth width: Int) -> TextFont {
        TextFont(pixelSize: textSize(subtitleSize, forWidth: width))
    }

    /// A text size of `share` of a card `width` pixels wide, `textScale` included, at least `smallestText`.
    public func textSize(_ share: Double, forWidth width: Int) -> Int {
        Int(max(Self.smallestText * textScale, share * textScale * Double(width)))
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
