import SwipeCore

/// Anti-aliased rounded rectangles, computed per pixel by coverage.
public enum RoundedRect {
    /// How much of the pixel at (x, y) lies inside a rounded rectangle of `size` at the origin with corner
    /// `radius` (pixels), 0…1: 1 inside, 0 outside, in between on a 1-pixel-wide edge along the curves.
    public static func coverage(x: Int, y: Int, size: PixelSize, radius: Double) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let w = Double(size.width), h = Double(size.height)
        guard px >= 0, py >= 0, px <= w, py <= h else { return 0 }
        let r = min(radius, w / 2, h / 2)
        guard r > 0 else { return 1 }
        let cx = px < r ? r : (px > w - r ? w - r : px)
        let cy = py < r ? r : (py > h - r ? h - r : py)
        let dx = px - cx, dy = py - cy
        guard dx != 0 || dy != 0 else { return 1 }
        return min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5))
    }

    /// Multiplies the alpha of every pixel of `surface` (ARGB8888) by its coverage, so the corners outside
    /// a rounded rectangle of `radius` pixels become transparent. Only the four corner squares are visited.
    public static func applyMask(to surface: Surface, radius: Double) {
        let size = surface.size
        let r = Int(min(radius, Double(size.width) / 2, Double(size.height) / 2).rounded(.up))
        guard r > 0 else { return }
        surface.withPixels { pixels, stride in
            for y in 0..<size.height where y < r || y >= size.height - r {
                for x in 0..<size.width where x < r || x >= size.width - r {
                    let c = coverage(x: x, y: y, size: size, radius: radius)
                    if c >= 1 { continue }
                    let v = pixels[y * stride + x]
                    let a = UInt32((Double(v >> 24) * c).rounded())
                    pixels[y * stride + x] = a << 24 | (v & 0x00FF_FFFF)
                }
            }
        }
    }

    /// A surface of `size` holding a rounded rectangle in `color`, transparent outside (RGB kept there,
    /// so bilinear filtering does not darken the edge).
    public static func surface(size: PixelSize, radius: Double, color: RGBA) throws -> Surface {
        let s = try Surface(size: size)
        s.fill(color)
        applyMask(to: s, radius: radius)
        return s
    }
}
