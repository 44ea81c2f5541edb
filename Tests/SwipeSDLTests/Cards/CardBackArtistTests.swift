import SwipeCore
import Testing

@testable import SwipeSDL

extension SDLSuites {
    @Suite struct CardBackArtistTests {
        let backs: CardBackArtist
        let size = PixelSize(width: 340, height: 460)
        let face = CardFace(id: "a", title: "Aurora", subtitle: "", background: RGBA(40, 90, 160), imagePath: nil)

        init() {
            _ = TestSDL.context
            backs = CardBackArtist(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
        }

        /// The back's fill: the front's colour, `CardBackArtist.shade` darker.
        var shaded: RGBA {
            let k = 1 - CardBackArtist.shade
            return RGBA(UInt8(40 * k), UInt8(90 * k), UInt8(160 * k))
        }

        /// Pixels of `row` that differ from the fill (ink).
        func inked(_ s: Surface, row y: Int) -> Int {
            (20..<320).filter { s.pixel(x: $0, y: y) != shaded }.count
        }

        @Test func backIsTheDarkerColourWithRoundCornersAndText() throws {
            let s = try backs.paint(face, description: "Green curtains of light over the fjord.", size: size)
            #expect(s.size == size)
            #expect(s.pixel(x: 0, y: 0)?.a == 0)
            #expect(s.pixel(x: 170, y: 440) == shaded)
            let textRows = (17..<120).filter { inked(s, row: $0) > 0 }
            #expect(textRows.count > 20, "title and description are drawn near the top")
        }

        @Test func longDescriptionStopsAtTheBottomPadding() throws {
            let long = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 80)
            let s = try backs.paint(face, description: long, size: size)
            let pad = Int((CardStyle().padding * 340).rounded())
            #expect(inked(s, row: 200) > 0, "the text fills the middle of the card")
            for y in (460 - pad + 1)..<(460 - 14) {
                #expect(inked(s, row: y) == 0, "row \(y) is inside the bottom padding")
            }
        }

        @Test func emptyDescriptionSaysSo() throws {
            let blank = try backs.paint(face, description: "", size: size)
            let titled = try backs.paint(
                CardFace(id: "a", title: "Aurora", background: face.background, imagePath: nil),
                description: "", size: size)
            #expect((17..<160).contains { inked(blank, row: $0) > 0 })
            #expect(blank.pixel(x: 30, y: 80) == titled.pixel(x: 30, y: 80))
        }

        /// A title too long for the front's one line is shown whole on the back, wrapped.
        @Test func aLongTitleIsShownWholeOnTheBack() throws {
            let title = "The Great Northern Lights Expedition of the Winter of 1998"
            let long = CardFace(id: "t", title: title, background: face.background, imagePath: nil)
            let back = try backs.paintWithLayout(long, description: "Seen from Tromsø.", size: size)
            #expect(!back.title.isCut && back.title.lines.count > 1)
            #expect(back.title.lines.joined(separator: " ").split(separator: " ") == title.split(separator: " "))
            #expect(back.description.lines == ["Seen from Tromsø."], "the description still follows the title")
        }
    }
}
