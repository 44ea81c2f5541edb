import SwipeCore
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// The shadow's faint tail (alpha at most 1/255 all along a border row or column) is not drawn.
    @Suite struct ShadowTailTests {
        static let sizes = [
            PixelSize(width: 340, height: 452), PixelSize(width: 340, height: 340), PixelSize(width: 340, height: 680),
        ]

        /// Each outer column and row of a shadow has a pixel of alpha 2 or more: no line of alpha 1/255
        /// or less (`faintestLevel`) is left at the border to cost pixels. (Before the tail was cut at
        /// level 1, the outer lines of these shadows peaked at 1.)
        @Test(arguments: sizes)
        func everyOuterRowAndColumnShows(size: PixelSize) throws {
            _ = TestSDL.context
            let s = try ShadowPainter.make(cardSize: size, cornerRadius: 0.04 * 340).surface
            let w = s.size.width, h = s.size.height
            let left = (0..<h).map { s.pixel(x: 0, y: $0)?.a ?? 0 }.max() ?? 0
            let right = (0..<h).map { s.pixel(x: w - 1, y: $0)?.a ?? 0 }.max() ?? 0
            let top = (0..<w).map { s.pixel(x: $0, y: 0)?.a ?? 0 }.max() ?? 0
            let bottom = (0..<w).map { s.pixel(x: $0, y: h - 1)?.a ?? 0 }.max() ?? 0
            #expect(max(left, right) >= 2, "outer columns \(left), \(right)")
            #expect(max(top, bottom) >= 2, "outer rows \(top), \(bottom)")
        }

        /// Rows and columns at or below `faintest` count as clear; one pixel above it keeps its line.
        @Test func faintLinesCountAsClear() {
            // 5 × 5: the border ring at level 1 except one pixel of level 2 in the right column.
            var levels = [UInt32](repeating: 1, count: 25)
            for y in 1...3 { for x in 1...3 { levels[y * 5 + x] = 50 } }
            let zeros = ShadowPainter.transparentBorder(levels, width: 5, height: 5)
            #expect(zeros.columns == 0 && zeros.rows == 0)
            let faint = ShadowPainter.transparentBorder(levels, width: 5, height: 5, faintest: 1)
            #expect(faint.columns == 1 && faint.rows == 1)
            levels[2 * 5 + 4] = 2
            let kept = ShadowPainter.transparentBorder(levels, width: 5, height: 5, faintest: 1)
            #expect(kept.columns == 0 && kept.rows == 1)
        }
    }
}
