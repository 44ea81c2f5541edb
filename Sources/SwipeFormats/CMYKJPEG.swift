/// CMYK JPEGs (print shops, Photoshop exports, some scanners). SDL_image 2.6 decodes their four
/// channels as they are into an ARGB8888 surface — cyan in blue, magenta in green, yellow in red, black
/// in alpha — so without help they show in wrong colours and partly transparent. This half reads the
/// headers; SwipeSDL's `CMYKJPEG.convertInPlace` turns the decoded pixels into RGB.
public enum CMYKJPEG {
    /// What the JPEG's headers say about its colour channels.
    public struct Layout: Hashable, Sendable {
        /// The frame has four components (CMYK or YCCK).
        public var isCMYK: Bool
        /// An Adobe APP14 segment is present: Adobe stores CMYK inverted (255 = no ink), as
        /// Photoshop and ImageMagick write it.
        public var inverted: Bool

        public init(isCMYK: Bool, inverted: Bool) { self.isCMYK = isCMYK; self.inverted = inverted }
    }

    /// Walks the segments before the image data (`JPEGSegments`); a file it cannot follow counts as
    /// not CMYK. The last frame header decides the component count.
    public static func layout(of b: [UInt8]) -> Layout {
        var result = Layout(isCMYK: false, inverted: false)
        for segment in JPEGSegments(b) where !segment.endsHeaders {
            let i = segment.offset
            if segment.marker == 0xEE, i + 9 <= b.count, Array(b[(i + 4)..<(i + 9)]) == Array("Adobe".utf8) {
                result.inverted = true
            }
            if segment.isFrameHeader, i + 9 < b.count { result.isCMYK = b[i + 9] == 4 }
        }
        return result
    }
}
