import SwipeFormats

extension CMYKJPEG {
    /// Turns SDL_image's raw CMYK pixels in `surface` (ARGB8888) into opaque RGB in place:
    /// R = (255 − C)(255 − K)/255 and so on, with C, M, Y, K the ink amounts (stored values,
    /// complemented first when not `inverted`).
    static func convertInPlace(_ surface: Surface, inverted: Bool) {
        let size = surface.size
        surface.withPixels { p, stride in
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let v = p[y * stride + x]
                    var c = v & 0xFF, m = v >> 8 & 0xFF, yellow = v >> 16 & 0xFF, k = v >> 24
                    if !inverted { c = 255 - c; m = 255 - m; yellow = 255 - yellow; k = 255 - k }
                    // Now each holds 255 − ink: the share of light it lets through.
                    let r = c * k / 255, g = m * k / 255, b = yellow * k / 255
                    p[y * stride + x] = 0xFF00_0000 | r << 16 | g << 8 | b
                }
            }
        }
    }
}
