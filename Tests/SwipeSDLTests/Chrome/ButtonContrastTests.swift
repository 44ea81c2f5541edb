import Foundation
import SwipeCore
import SwipeSDL
import Testing

/// The buttons' symbols stand out from their discs (WCAG 1.4.11, non-text contrast: at least 3:1),
/// at rest and pressed, for every kind of button.
@Suite struct ButtonContrastTests {
    @Test(arguments: ButtonKind.allCases)
    func inkIsAtLeastThreeToOneOnItsFill(kind: ButtonKind) {
        let style = ButtonStyle.standard(kind)
        let rest = WCAGContrast.ratio(style.ink, style.fill),
            pressed = WCAGContrast.ratio(style.ink, style.highlightedFill)
        #expect(rest >= 3, "\(kind) at rest: \(rest):1")
        #expect(pressed >= 3, "\(kind) pressed: \(pressed):1")
    }

    @Test func theRatioIsWCAGs() {
        #expect(abs(WCAGContrast.ratio(RGBA(0, 0, 0), RGBA(255, 255, 255)) - 21) < 1e-9)
        #expect(abs(WCAGContrast.ratio(RGBA(119, 119, 119), RGBA(255, 255, 255)) - 4.48) < 0.01)
    }
}
