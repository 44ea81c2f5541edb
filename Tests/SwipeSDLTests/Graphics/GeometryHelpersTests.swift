import SwipeCore
import Testing

@testable import SwipeSDL

@Suite struct GeometryHelpersTests {
    let card = PixelSize(width: 340, height: 460)

    @Test func roundedRectCoverage() {
        #expect(RoundedRect.coverage(x: 0, y: 0, size: card, radius: 13.6) == 0)
        #expect(RoundedRect.coverage(x: 170, y: 0, size: card, radius: 13.6) == 1) // straight top edge
        #expect(RoundedRect.coverage(x: 13, y: 13, size: card, radius: 13.6) == 1) // corner circle centre
        #expect(RoundedRect.coverage(x: 339, y: 459, size: card, radius: 13.6) == 0)
        #expect(RoundedRect.coverage(x: -1, y: 5, size: card, radius: 13.6) == 0)
        let edge = RoundedRect.coverage(x: 3, y: 4, size: card, radius: 13.6) // on the curve: partial
        #expect(edge > 0 && edge < 1)
    }

    @Test func aspectFit() {
        #expect(
            AspectFit.size(of: PixelSize(width: 600, height: 300), in: PixelSize(width: 300, height: 300))
                == PixelSize(width: 300, height: 150))
        #expect(
            AspectFit.size(of: PixelSize(width: 10, height: 20), in: PixelSize(width: 100, height: 100))
                == PixelSize(width: 50, height: 100))
        #expect(
            AspectFit.rect(of: PixelSize(width: 600, height: 300), in: PixelRect(x: 10, y: 10, width: 300, height: 300))
                == PixelRect(x: 10, y: 85, width: 300, height: 150))
    }

    @Test func colourHelpers() {
        let c = RGBA(0x12, 0x34, 0x56, 0x78)
        #expect(c.argb8888 == 0x7812_3456)
        #expect(RGBA(argb8888: c.argb8888) == c)
        #expect(RGBA(10, 10, 10, 200).withAlpha(0.5).a == 100)
        #expect(RGBA(255, 255, 255).luminance > 0.99 && RGBA(0, 0, 0).luminance == 0)
    }

    @Test func boxBlurKeepsTheTotal() {
        var values = [Double](repeating: 0, count: 21)
        values[10] = 1
        ShadowPainter.boxBlur(&values, width: 21, height: 1, radius: 2, horizontal: true)
        #expect(abs(values.reduce(0, +) - 1) < 1e-12)
        #expect(abs(values[8] - 0.2) < 1e-12 && values[7] == 0)
    }
}
