#if canImport(Glibc)
import Glibc
#endif

/// WCAG 2's measures of colour, for choosing text colours the app can read (1.4.3, 1.4.6).
extension RGBA {
    /// Relative luminance of the colour (its alpha ignored), 0 (black) … 1 (white), as WCAG 2 defines it.
    public var relativeLuminance: Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// WCAG's contrast ratio between this colour and `other` (alphas ignored), 1…21.
    public func contrastRatio(with other: RGBA) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Black or white, whichever stands out more on `background`: at least 4.58:1 on any colour (the
    /// worst, a background of luminance 0.18, is as far from both).
    public static func readableInk(on background: RGBA) -> RGBA {
        let black = RGBA(0, 0, 0), white = RGBA(255, 255, 255)
        return background.contrastRatio(with: black) >= background.contrastRatio(with: white) ? black : white
    }
}
