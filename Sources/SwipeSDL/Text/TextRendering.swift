import SwipeCore

/// What `TextPainter.render` made: the pixels and what the layout decided.
public struct TextRendering {
    /// The text on a transparent ARGB8888 surface (straight alpha), or nil for empty text. As wide as
    /// the `maxWidth` asked for (lines aligned inside it), or as the text when there was none.
    public let surface: Surface?
    /// The visible lines in logical order, as laid out; a cut text's last line ends with "…".
    public let lines: [String]
    /// Whether the first paragraph's direction (from its first strong character) is right to left.
    public let isRightToLeft: Bool
    /// Whether text was left out (then the last visible line ends with "…").
    public let isCut: Bool
    /// ISO 15924 codes of the scripts of characters no installed font could draw ("Thai", "Hani"…),
    /// sorted; empty when every character had a glyph.
    public let missingScripts: [String]

    /// Width and height of `surface`, or zero.
    public var size: PixelSize { surface?.size ?? PixelSize(width: 0, height: 0) }

    /// Nothing to draw.
    static var empty: TextRendering {
        TextRendering(surface: nil, lines: [], isRightToLeft: false, isCut: false, missingScripts: [])
    }
}
