internal import CSDL2
import Foundation

/// Owns a `TTF_Font`: one typeface file at one size. Use on one thread at a time.
///
/// ```swift
/// let bold = try Font(path: "Assets/Fonts/DejaVuSans-Bold.ttf", pointSize: 28)
/// let title = bold.ellipsized(face.title, toWidth: 300)
/// let surface = try bold.render(title, color: RGBA(255, 255, 255))   // nil for ""
/// ```
public final class Font {
    let pointer: OpaquePointer
    /// The file it was opened from.
    public let path: String
    /// Size in points; SDL_ttf renders at 72 dpi, so one point is one pixel.
    public let pointSize: Int

    /// Opens `path` at `pointSize` (≥ 1). Throws SDL_ttf's error for a missing or unreadable file.
    public init(path: String, pointSize: Int) throws {
        let opened = Font.faceLock.withLock { TTF_OpenFont(path, Int32(max(1, pointSize))) }
        guard let p = opened else { throw SDLError.last("TTF_OpenFont \(path)") }
        pointer = p
        self.path = path
        self.pointSize = max(1, pointSize)
    }

    deinit { Font.faceLock.withLock { TTF_CloseFont(pointer) } }

    /// Serialises opening and closing fonts: SDL_ttf shares one FreeType library, whose faces may be
    /// created and destroyed by one thread at a time. Fonts themselves are per thread (each card
    /// painter has its own), so rendering needs no lock.
    static let faceLock = NSLock()

    /// Recommended distance between baselines, pixels.
    public var lineHeight: Int { Int(TTF_FontLineSkip(pointer)) }
    /// Height of a rendered line (ascent + descent), pixels.
    public var height: Int { Int(TTF_FontHeight(pointer)) }

    /// Width of `text` on one line, pixels; 0 for the empty string.
    public func width(of text: String) -> Int {
        guard !text.isEmpty else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(pointer, text, &w, &h) == 0 else { return 0 }
        return Int(w)
    }

    /// Whether the font has a glyph for `scalar`.
    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        TTF_GlyphIsProvided32(pointer, scalar.value) != 0
    }

    /// `text` anti-aliased (blended) in `color` on a transparent ARGB8888 surface, or nil for the empty
    /// string (SDL_ttf cannot render one). Throws SDL_ttf's error otherwise.
    public func render(_ text: String, color: RGBA) throws -> Surface? {
        guard !text.isEmpty else { return nil }
        guard let p = TTF_RenderUTF8_Blended(pointer, text, color.sdl) else { throw SDLError.last("TTF_RenderUTF8_Blended") }
        return try Surface(owning: p).convertedToARGB8888()
    }

    /// `text` unchanged when it fits in `maxWidth` pixels, otherwise its longest prefix (whole characters,
    /// trailing spaces dropped) followed by "…" that fits; "" when not even "…" fits.
    public func ellipsized(_ text: String, toWidth maxWidth: Int) -> String {
        if width(of: text) <= maxWidth { return text }
        let characters = Array(text)
        func candidate(_ n: Int) -> String {
            var prefix = String(characters[0..<n])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            return prefix + "…"
        }
        guard width(of: "…") <= maxWidth else { return "" }
        var low = 0, high = characters.count - 1        // candidate(low) fits; find the largest that does
        while low < high {
            let mid = (low + high + 1) / 2
            if width(of: candidate(mid)) <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return candidate(low)
    }
}
