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

    public init(cornerRadius: Double = 0.04, padding: Double = 0.05, pictureArea: Double = 0.70,
                titleSize: Double = 0.075, subtitleSize: Double = 0.05) {
        self.cornerRadius = cornerRadius; self.padding = padding; self.pictureArea = pictureArea
        self.titleSize = titleSize; self.subtitleSize = subtitleSize
    }

    /// Corner radius in pixels for a card `width` pixels wide.
    public func cornerRadius(forWidth width: Int) -> Double { cornerRadius * Double(width) }
}

/// Paths of the two typefaces the painting code uses (regular and bold TrueType files).
public struct FontPaths: Hashable, Sendable {
    public var regular: String
    public var bold: String
    public init(regular: String, bold: String) { self.regular = regular; self.bold = bold }

    /// DejaVu Sans from `directory` (e.g. "Assets/Fonts" or "/usr/share/fonts/truetype/dejavu").
    public static func dejaVu(in directory: String) -> FontPaths {
        FontPaths(regular: directory + "/DejaVuSans.ttf", bold: directory + "/DejaVuSans-Bold.ttf")
    }
}

/// Opens fonts on demand and keeps them, keyed by weight and size. One thread at a time.
public final class FontCache {
    public let paths: FontPaths
    private var fonts: [String: Font] = [:]

    public init(paths: FontPaths) { self.paths = paths }

    /// The font of that weight at `pointSize` (≥ 1), opened once.
    public func font(bold: Bool, pointSize: Int) throws -> Font {
        let key = "\(bold ? "b" : "r")\(pointSize)"
        if let f = fonts[key] { return f }
        let f = try Font(path: bold ? paths.bold : paths.regular, pointSize: pointSize)
        fonts[key] = f
        return f
    }
}
