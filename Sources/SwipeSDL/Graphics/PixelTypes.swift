internal import CSDL2
import SwipeCore

/// An axis-aligned rectangle in whole pixels, top-left origin.
public struct PixelRect: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// Rounds a `SwipeCore.Rect` to whole pixels.
    public init(_ rect: Rect) {
        let x0 = Int(rect.minX.rounded()), y0 = Int(rect.minY.rounded())
        self.init(x: x0, y: y0, width: Int(rect.maxX.rounded()) - x0, height: Int(rect.maxY.rounded()) - y0)
    }
    var sdl: SDL_Rect { SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height)) }
}

extension RGBA {
    /// This colour as an ARGB8888 pixel value.
    public var argb8888: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
    /// The colour of an ARGB8888 pixel value.
    public init(argb8888 v: UInt32) {
        self.init(UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff), UInt8(v >> 24))
    }
    var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }
    /// The same colour with alpha multiplied by `factor` (0…1, clamped).
    public func withAlpha(_ factor: Double) -> RGBA {
        var c = self; c.a = UInt8((Double(a) * min(max(factor, 0), 1)).rounded()); return c
    }
    /// Relative luminance, 0 (black) … 1 (white), sRGB weights without gamma decoding.
    public var luminance: Double { (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255 }
}
