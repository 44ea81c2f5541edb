import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

/// A text painter made and warmed up on another thread, then handed over (`PreparedTextPainter`): the
/// chrome's, started before SDL so its first layout is not on the first frame.
extension SDLSuites {
    @Suite struct PreparedTextPainterTests {
        let fonts = FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true))

        init() { _ = TestSDL.context }

        @Test func theHandedOverPainterDrawsLikeOneMadeHere() throws {
            let font = TextFont(pixelSize: 30, bold: true)
            let prepared = PreparedTextPainter(fonts: fonts, warming: ChromePainter.warmUpTexts)
            let handedOver = prepared.take().render("✕ ↺ ♥ 12 / 40", font: font, color: RGBA(200, 30, 60))
            let madeHere = TextPainter(fonts: fonts).render("✕ ↺ ♥ 12 / 40", font: font, color: RGBA(200, 30, 60))
            let a = try #require(handedOver.surface), b = try #require(madeHere.surface)
            #expect(a.size == b.size)
            let inkA = (0..<a.size.width).reduce(0) { sum, x in
                sum + (0..<a.size.height).filter { (a.pixel(x: x, y: $0)?.a ?? 0) > 64 }.count
            }
            let inkB = (0..<b.size.width).reduce(0) { sum, x in
                sum + (0..<b.size.height).filter { (b.pixel(x: x, y: $0)?.a ?? 0) > 64 }.count
            }
            #expect(inkA > 0 && inkA == inkB, "the same glyphs: \(inkA) and \(inkB) inked pixels")
        }

        @Test func settlingWaitsForAPainterNobodyTook() {
            let prepared = PreparedTextPainter(fonts: fonts, warming: ChromePainter.warmUpTexts)
            prepared.settle() // waits for the warming thread
            #expect(prepared.painter != nil, "settled: the thread has made it")
            prepared.settle() // a second time returns at once
            let taken = PreparedTextPainter(fonts: fonts, warming: [])
            #expect(taken.take().render("x", font: TextFont(pixelSize: 12), color: RGBA(0, 0, 0)).surface != nil)
            taken.settle() // after take: nothing to wait for
        }

        @Test func theWarmUpCoversTheButtonSymbolsAndTheCounter() {
            let texts = ChromePainter.warmUpTexts.map(\.0).joined()
            for kind in ButtonKind.allCases where kind.isRound { #expect(texts.contains(kind.symbol)) }
            #expect("0123456789/".allSatisfy { texts.contains($0) })
            #expect(
                ChromePainter.warmUpTexts.contains { $0.1.bold } && ChromePainter.warmUpTexts.contains { !$0.1.bold })
        }
    }
}
