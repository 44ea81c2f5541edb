import SwipeCore
import Testing

@testable import SwipeSDL

/// Red team round 3, text through Pango (issue 30): hostile titles, subtitles and descriptions are
/// laid out and painted within their card, front and back, without a crash or a runaway layout. Tried
/// by hand on the release build first (a deck of them swiped through under Xvfb): none broke; these
/// keep it so.
extension SDLSuites {
    @Suite struct RedTeamTextTests {
        let fonts = FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true))
        let size = PixelSize(width: 340, height: 460)
        let background = RGBA(40, 90, 160)

        init() { _ = TestSDL.context }

        /// The hostile texts, by name.
        static let hostile: [(name: String, text: String)] = [
            ("100,000 combining marks", "a" + String(repeating: "\u{301}", count: 100_000)),
            ("zalgo", zalgo),
            ("an unclosed bidi override", "abc \u{202E} unclosed override def"),
            ("an unclosed bidi isolate", "x \u{2067} unclosed isolate y"),
            ("openers without closers", String(repeating: "\u{202B}\u{202D}\u{2066}\u{2068} open ", count: 500)),
            ("10,000 emoji ZWJ sequences", String(repeating: "👨\u{200D}👩\u{200D}👧\u{200D}👦", count: 10_000)),
            ("control characters", "bell\u{7} esc\u{1B}[31m nel\u{85} ls\u{2028} ps\u{2029} del\u{7F} nul\u{0} end"),
            (
                "lone surrogates decoded as U+FFFD",
                String(decoding: [0x61, 0xED, 0xA0, 0x80, 0x62] as [UInt8], as: UTF8.self)
            ),
        ]

        /// Thirty marks above and below each letter, as zalgo generators make.
        static var zalgo: String {
            "Zalgo comes".enumerated().map { i, c in
                String(c)
                    + String(String.UnicodeScalarView((0..<30).map { Unicode.Scalar(0x300 + (i * 7 + $0) % 0x70)! }))
            }.joined()
        }

        @Test func combiningMarksPastEightInARowAreDropped() {
            let hostile = TextCleaning.cleaned(Self.hostile[0].text, maxLines: 1, maxCharacters: 200).text
            #expect(hostile.unicodeScalars.count == 1 + TextLimits.marksPerCharacter)
            // Real stacks are kept whole: Vietnamese (decomposed), Hebrew with points and an accent.
            for real in ["E\u{323}\u{302} Vie\u{302}\u{323}t", "\u{5E9}\u{5C1}\u{5BC}\u{5B8}\u{591}"] {
                #expect(
                    TextCleaning.cleaned(real, maxLines: 1, maxCharacters: 200).text.unicodeScalars.elementsEqual(
                        real.unicodeScalars))
            }
        }

        @Test(arguments: hostile.map(\.name))
        func aHostileTitleStaysOnItsLineAndItsCard(name: String) throws {
            let text = try #require(Self.hostile.first { $0.name == name }).text
            let painter = TextPainter(fonts: fonts)
            let font = CardArtist(fonts: fonts).style.titleFont(forWidth: size.width)
            let line = painter.render(text, font: font, color: RGBA(0, 0, 0), maxWidth: 306)
            #expect(line.size.width <= 306, "\(name): as wide as its box at most")
            #expect(line.lines.count <= 1, "\(name): one line")
            #expect(line.size.height <= 3 * painter.lineHeight(font), "\(name): \(line.size.height) px high")
            let face = CardFace(id: "h", title: text, subtitle: text, background: background, imagePath: nil)
            let card = try CardArtist(fonts: fonts).paint(face, size: size).surface
            #expect(card.size == size)
            // The side margins stay the card's colour: no text leaves its box.
            for y in stride(from: 40, to: 420, by: 20) {
                #expect(
                    card.pixel(x: 4, y: y) == background && card.pixel(x: 335, y: y) == background, "\(name) at y \(y)")
            }
        }

        @Test(arguments: hostile.map(\.name))
        func aHostileDescriptionStaysOnTheBack(name: String) throws {
            let text = try #require(Self.hostile.first { $0.name == name }).text
            let face = CardFace(id: "h", title: text, subtitle: "", background: background, imagePath: nil)
            let back = try CardBackArtist(fonts: fonts).paint(
                face, description: String(repeating: text, count: 3), size: size)
            #expect(back.size == size)
            #expect(back.pixel(x: 0, y: 0)?.a == 0, "\(name): the corner stays round")
        }
    }
}
