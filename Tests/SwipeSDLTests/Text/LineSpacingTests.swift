import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

/// Lines never touch (issue 30): a font's line height can be smaller than its marks, as DejaVu Sans'
/// Arabic, whose descenders touched the hamza and shadda of the line below on a card's back.
extension SDLSuites {
    @Suite struct LineSpacingTests {
        let text = TextPainter(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
        let ink = RGBA(0, 0, 0)

        init() { _ = TestSDL.context }

        /// Bands of rows with ink (alpha > 0), top to bottom: touching lines make one band.
        func inkBands(_ surface: Surface) -> Int {
            var bands = 0, inBand = false
            for y in 0..<surface.size.height {
                let inked = (0..<surface.size.width).contains { x in (surface.pixel(x: x, y: y)?.a ?? 0) > 0 }
                if inked && !inBand { bands += 1 }
                inBand = inked
            }
            return bands
        }

        @Test(arguments: [
            "لمس المعروضات، والتصوير مسموح بدون فلاش. إنّ الأُمَّة تُؤْمِن بأنَّ التَّعَلُّم يَبْدَأ بالسُّؤال",
            "Ångström Élan Œuvre Ñandú Ĳssel gypsy jumpy Ÿpres Ǻrhus",
        ])
        func everyLinesInkStaysApartFromTheNext(_ words: String) throws {
            let shown = text.render(words, font: TextFont(pixelSize: 20), color: ink, maxWidth: 260, maxLines: 12)
            let surface = try #require(shown.surface)
            #expect(shown.lines.count >= 3, "\(shown.lines)")
            #expect(inkBands(surface) == shown.lines.count, "each line its own band of ink: \(shown.lines)")
        }

        @Test func latinTextKeepsItsFontsLineHeight() throws {
            let one = text.lineHeight(TextFont(pixelSize: 20))
            let shown = text.render(
                "one two three four five six seven eight", font: TextFont(pixelSize: 20), color: ink, maxWidth: 120)
            let surface = try #require(shown.surface)
            #expect(surface.size.height <= one * shown.lines.count + 2, "no space added where ink stays inside")
        }
    }
}
