/// CMYK JPEGs (print shops, Photoshop exports, some scanners). SDL_image 2.6 decodes their four
/// channels as they are into an ARGB8888 surface — cyan in blue, magenta in green, yellow in red, black
/// in alpha — so without help they show in wrong colours and partly transparent.
enum CMYKJPEG {
    /// What the JPEG's headers say about its colour channels.
    struct Layout: Hashable {
        /// The frame has four components (CMYK or YCCK).
        var isCMYK: Bool
        /// An Adobe APP14 segment is present: Adobe stores CMYK inverted (255 = no ink), as
        /// Photoshop and ImageMagick write it.
        var inverted: Bool
    }

    /// Walks the segments before the image data; a file it cannot follow counts as not CMYK.
    static func layout(of b: [UInt8]) -> Layout {
        var result = Layout(isCMYK: false, inverted: false)
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return result }
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { break }
            let code = b[i + 1]
            if code == 0xFF { i += 1; continue }
            if code == 0xD8 || code == 0x01 || (0xD0...0xD7).contains(code) { i += 2; continue }
            if code == 0xD9 || code == 0xDA { break }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if code == 0xEE, i + 9 <= b.count, Array(b[(i + 4)..<(i + 9)]) == Array("Adobe".utf8) { result.inverted = true }
            let isSOF = (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
            if isSOF, i + 9 < b.count { result.isCMYK = b[i + 9] == 4 }
            i += 2 + length
        }
        return result
    }

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
