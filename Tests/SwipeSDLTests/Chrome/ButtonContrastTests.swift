import Foundation
import SwipeCore
import SwipeSDL
import Testing

/// The buttons' symbols stand out from their discs (WCAG 1.4.11, non-text contrast: at least 3:1),
/// at rest and pressed, for every kind of button.
@Suite struct ButtonContrastTests {
    /// WCAG's relative luminance of an sRGB colour, 0…1.
    static func luminance(_ c: RGBA) -> Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// WCAG's contrast ratio of two colours, 1…21.
    static func contrast(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    @Test(arguments: ButtonKind.allCases)
    func inkIsAtLeastThreeToOneOnItsFill(kind: ButtonKind) {
        let style = ButtonStyle.standard(kind)
        let rest = Self.contrast(style.ink, style.fill), pressed = Self.contrast(style.ink, style.highlightedFill)
        #expect(rest >= 3, "\(kind) at rest: \(rest):1")
        #expect(pressed >= 3, "\(kind) pressed: \(pressed):1")
    }

    @Test func theRatioIsWCAGs() {
        #expect(abs(Self.contrast(RGBA(0, 0, 0), RGBA(255, 255, 255)) - 21) < 1e-9)
        #expect(abs(Self.contrast(RGBA(119, 119, 119), RGBA(255, 255, 255)) - 4.48) < 0.01)
    }
}
