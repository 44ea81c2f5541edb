import SwipeCore

/// A typeface request for `TextPainter`: weight and size. The family is always `TextFont.family` first
/// (the bundled DejaVu Sans: the guaranteed look for Latin, Greek and Cyrillic); characters it lacks fall
/// back to any installed font that has them (fontconfig).
public struct TextFont: Hashable, Sendable {
    /// Em size in pixels, ≥ 1 (what SDL_ttf called the point size at 72 dpi).
    public var pixelSize: Int
    /// Bold (700) or regular (400) weight.
    public var bold: Bool

    public init(pixelSize: Int, bold: Bool = false) {
        self.pixelSize = max(1, pixelSize); self.bold = bold
    }

    /// The family asked for first: "DejaVu Sans" (Assets/Fonts, added to fontconfig as application fonts).
    public static let family = "DejaVu Sans"
}

/// Where lines sit inside the box `TextPainter` renders into.
public enum TextAlignment: Hashable, Sendable {
    /// Left for left-to-right paragraphs, right for right-to-left ones (the direction comes from the text).
    case start
    /// Centred, whatever the direction.
    case center
}

/// The longest text, in characters (grapheme clusters), a field is laid out with; longer text is cut
/// there before layout and ends with "…". These bound the work and memory of one card's text.
public enum TextLimits {
    /// Card titles and subtitles, and chrome labels: 200 characters.
    public static let singleLineCharacters = 200
    /// Card descriptions (the back): 2,000 characters.
    public static let descriptionCharacters = 2_000
    /// Combining marks kept in a row on one character: 8. Real scripts stack at most about five
    /// (Vietnamese two, Hebrew and Tibetan four or five); zalgo stacks dozens, and a hostile title put
    /// 100,000 on one letter, which counts as one character and took Pango minutes to lay out.
    public static let marksPerCharacter = 8
    /// Lines of a multi-line text laid out at most: 200.
    public static let lines = 200
    /// A rendered text surface's largest side, pixels: 8,192.
    public static let surfaceSide = 8_192
}
