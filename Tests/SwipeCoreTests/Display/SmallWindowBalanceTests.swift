import Testing

@testable import SwipeCore

/// A 200×200 window is mostly card, not buttons (issue 30): the buttons shrink with a small window,
/// never under the touch target, and `collect` keeps no wide gap for its waiting card.
@Suite struct SmallWindowBalanceTests {
    static let small = Size(width: 200, height: 200)

    @Test(arguments: StackLayoutKind.allCases)
    func theCardTakesMoreOfTheHeightThanTheButtons(kind: StackLayoutKind) {
        let layout = ScreenLayout.make(viewport: Self.small, kind: kind, visible: 3)
        // Before: 93 px of card beside 48 px buttons (inset), 70 px (collect, its 1.5× waiting card kept clear).
        #expect(
            layout.card.height >= 2 * layout.buttonDiameter, "card \(layout.card), buttons \(layout.buttonDiameter)")
        #expect(layout.card.height >= 0.4 * Self.small.height, "card \(layout.card)")
    }

    @Test func theButtonsShrinkButStayTouchable() {
        let metrics = ChromeMetrics(viewport: Self.small)
        #expect(metrics.buttonDiameter < 48)
        #expect(metrics.buttonDiameter >= metrics.touchTarget)
        let dense = ChromeMetrics(viewport: Self.small, density: DisplayDensity(pixelsPerPoint: 1, reportedDPI: 120))
        #expect(dense.buttonDiameter >= dense.touchTarget - 1e-9, "9 mm at 120 dpi (43 px) wins over 36 points")
    }

    @Test func usualWindowsKeepTheirButtons() {
        for side in [400.0, 600, 800, 1080] {
            let metrics = ChromeMetrics(viewport: Size(width: side * 4 / 3, height: side))
            #expect(metrics.buttonDiameter >= 48, "at \(side) px the buttons keep 48 points at least")
        }
    }
}
