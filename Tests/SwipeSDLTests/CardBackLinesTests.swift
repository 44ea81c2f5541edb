import Testing
@testable import SwipeSDL
import SwipeCore

/// A card back renders only the lines that fit on it (issue 10, item 2): a description of line
/// breaks must not become a surface thousands of lines tall.
extension SDLSuites {
    @Suite struct CardBackLinesTests {
        @Test func onlyTheLinesThatFitAreKept() {
            #expect(CardBackArtist.firstLines("a\nb\nc", 2) == "a\nb")
            #expect(CardBackArtist.firstLines("a\nb\nc", 3) == "a\nb\nc")
            #expect(CardBackArtist.firstLines("a\nb\nc", 9) == "a\nb\nc")
            #expect(CardBackArtist.firstLines("\n\n\n", 1) == "")
            #expect(CardBackArtist.firstLines("é\n😀\nx", 2) == "é\n😀")
        }

        @Test func aDescriptionOfLineBreaksPaintsLikeItsVisibleLines() throws {
            _ = TestSDL.context
            let backs = CardBackArtist(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let face = CardFace(id: "n", title: "N", background: RGBA(40, 90, 160), imagePath: nil)
            let size = PixelSize(width: 340, height: 460)
            let bomb = String(repeating: "line\n", count: 2_000)
            let font = try Font(path: TestSDL.fontPath(), pointSize: 18)
            let whole = try #require(try font.renderWrapped(bomb, color: RGBA(0, 0, 0), width: 300))
            #expect(whole.size.height > 20_000, "the whole text would be \(whole.size.height) pixels tall")
            let painted = try backs.paint(face, description: bomb, size: size)
            let visible = try backs.paint(face, description: String(repeating: "line\n", count: 40), size: size)
            #expect(painted.size == size)
            for y in stride(from: 0, to: size.height, by: 7) {
                #expect(painted.pixel(x: 40, y: y) == visible.pixel(x: 40, y: y), "row \(y)")
            }
        }
    }
}
