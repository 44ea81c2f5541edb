/// An 8-bit-per-channel colour, sRGB, straight (not premultiplied) alpha.
public struct RGBA: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// Parses `#rrggbb` or `#rrggbbaa` (case-insensitive, the `#` is required); nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff))
        } else {
            self.init(
                UInt8(value >> 24 & 0xff), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff))
        }
    }
}

/// What one card shows: the content the app hands to the platform to paint a card texture.
public struct CardFace: Hashable, Sendable {
    /// Stable identifier (file name without extension, or the manifest's `id`).
    public var id: String
    /// Large text, one line, ellipsised when too long.
    public var title: String
    /// Smaller text under the title; empty for none.
    public var subtitle: String
    /// Card background.
    public var background: RGBA
    /// Absolute path of the picture, or nil for a card without one.
    public var imagePath: String?
    /// How the card is laid out: `.text` (the picture inside a margin, the text below) or `.photo`
    /// (the picture covers the card, the text on a dark gradient at its bottom). Default `.text`.
    public var style: CardFaceStyle
    /// Painted for `--high-contrast`: the title and subtitle white on a solid black plate (21:1), a
    /// back in black and white. Default false.
    public var highContrast = false

    public init(
        id: String, title: String, subtitle: String = "", background: RGBA, imagePath: String?,
        style: CardFaceStyle = .text
    ) {
        self.id = id; self.title = title; self.subtitle = subtitle; self.background = background
        self.imagePath = imagePath; self.style = style
    }
}

/// The two looks of a card face, named as on the command line (`--card-style`) and in a manifest.
public enum CardFaceStyle: String, CaseIterable, Hashable, Sendable {
    /// The picture aspect-fitted into the upper 70 % inside a margin, the title and subtitle below it.
    case text
    /// The picture covering the whole card (aspect kept, centre-cropped), the title and subtitle in
    /// white on a dark gradient at the bottom. A card without a picture is drawn as `.text`.
    case photo
}
