import SwipeCore
import Testing

@testable import SwipeSDL

/// A card back lays out only the lines that can show (issue 10, item 2): a description of line breaks
/// must not become a surface thousands of lines tall. Since issue 12 the cut shows as "…".
extension SDLSuites {
    @Suite struct CardBackLinesTests {
        @Test func onlyTheLinesThatCanShowAreKept() {
            #expect(TextCleaning.cleaned("a\nb\nc", maxLines: 2, maxCharacters: 99) == ("a\nb", true))
            #expect(TextCleaning.cleaned("a\nb\nc", maxLines: 3, maxCharacters: 99) == ("a\nb\nc", false))
            #expect(TextCleaning.cleaned("a\r\nb\rc", maxLines: 9, maxCharacters: 99) == ("a\nb\nc", false))
            #expect(TextCleaning.cleaned("\n\n\n", maxLines: 1, maxCharacters: 99) == ("   ", false))
            #expect(TextCleaning.cleaned("é\n😀\nx", maxLines: 2, maxCharacters: 99) == ("é\n😀", true))
            #expect(TextCleaning.cleaned("a\u{0}b\u{1B}c\td", maxLines: 1, maxCharacters: 99) == ("abc d", false))
            #expect(TextCleaning.cleaned("👩‍👩‍👧‍👦abc", maxLines: 1, maxCharacters: 2) == ("👩‍👩‍👧‍👦a", true))
        }

        @Test func aDescriptionOfLineBreaksPaintsLikeItsVisibleLines() throws {
            _ = TestSDL.context
            let backs = CardBackArtist(
                fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let face = CardFace(id: "n", title: "N", background: RGBA(40, 90, 160), imagePath: nil)
            let size = PixelSize(width: 340, height: 460)
            let bomb = String(repeating: "line\n", count: 2_000)
            let painted = try backs.paintWithLayout(face, description: bomb, size: size)
            let visible = try backs.paint(face, description: String(repeating: "line\n", count: 40), size: size)
            #expect(painted.surface.size == size)
            #expect(painted.description.lines.count < 40 && painted.description.lines.last == "line…")
            for y in stride(from: 0, to: size.height, by: 7) {
                #expect(painted.surface.pixel(x: 40, y: y) == visible.pixel(x: 40, y: y), "row \(y)")
            }
        }
    }
}
