import Testing

@testable import SwipeSDL

/// A small card's text stays readable (issue 30: at 200×200 the title was 8 px and the subtitle 6 px):
/// it stops shrinking at `CardStyle.smallestTitle` and `smallestText`, larger with `--text-scale`,
/// and cards of the usual sizes keep their proportional sizes.
@Suite struct SmallCardTextTests {
    @Test func aSmallCardsTextStopsShrinkingWhereItIsStillReadable() {
        let style = CardStyle()
        #expect(style.titleFont(forWidth: 80).pixelSize >= 11)
        #expect(style.subtitleFont(forWidth: 80).pixelSize >= 9)
        #expect(style.textSize(0.04, forWidth: 80) >= 9)
        let large = CardStyle(textScale: 2)
        #expect(large.titleFont(forWidth: 80).pixelSize >= 22)
        #expect(large.subtitleFont(forWidth: 80).pixelSize >= 18)
    }

    @Test func usualCardsKeepTheirProportions() {
        let style = CardStyle()
        for width in [288, 384, 691] {
            #expect(style.titleFont(forWidth: width).pixelSize == Int(style.titleSize * Double(width)))
            #expect(style.subtitleFont(forWidth: width).pixelSize == Int(style.subtitleSize * Double(width)))
        }
    }
}
