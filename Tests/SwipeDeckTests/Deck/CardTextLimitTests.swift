import Foundation
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Every card field's text is bounded (issue 10, item 2): longer text is cut on a character boundary
/// with a warning naming the card, from manifests and from file names alike.
@Suite struct CardTextLimitTests {
    @Test func cutKeepsWholeCharactersAndCountsCodePoints() {
        #expect(CardTextLimits.cut("hello", to: 5) == "hello")
        #expect(CardTextLimits.cut("hello", to: 3) == "hel")
        #expect(CardTextLimits.cut("héllo", to: 2) == "hé", "a precomposed é is one code point")
        // "e" + COMBINING ACUTE is one character of two code points: never split, so it goes whole.
        #expect(CardTextLimits.cut("ae\u{301}b", to: 2) == "a")
        #expect(CardTextLimits.cut("ae\u{301}b", to: 3) == "ae\u{301}")
        // A flag is one character of two code points.
        #expect(CardTextLimits.cut("🇫🇷🇩🇪", to: 3) == "🇫🇷")
        // One character piled with combining marks longer than the limit is cut between code points.
        let pile = "e" + String(repeating: "\u{301}", count: 50)
        #expect(CardTextLimits.cut(pile, to: 10).unicodeScalars.count == 10)
        #expect(CardTextLimits.cut("", to: 0) == "")
    }

    @Test func everyManifestFieldIsCutToItsLimitWithAWarningNamingTheCard() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let huge = String(repeating: "word ", count: 2_000_000) // 10 MB
        let longID = String(repeating: "i", count: CardTextLimits.id + 5)
        let manifest = """
            {"cards": [
              {"id": "big", "title": "\(String(repeating: "T", count: 5_000))", "subtitle": "\(String(repeating: "s", count: 300))",
               "description": "\(huge)"},
              {"id": "\(longID)", "title": "ok"},
              {"id": "fine", "title": "Fine", "description": "short"}
            ]}
            """
        try dir.write("deck.json", manifest)
        let loaded = try DeckLoader.load(path: dir.path)
        let big = loaded.deck.entry(at: 0)
        #expect(big.face.title.unicodeScalars.count == CardTextLimits.title)
        #expect(big.face.subtitle.unicodeScalars.count == CardTextLimits.subtitle)
        #expect(big.description.unicodeScalars.count <= CardTextLimits.description)
        #expect(big.description.unicodeScalars.count > CardTextLimits.description - 5)
        #expect(loaded.deck.card(at: 1).id.count == CardTextLimits.id)
        #expect(loaded.deck.entry(at: 2).description == "short")
        #expect(loaded.warnings.count == 2, "one warning per card cut: \(loaded.warnings.map { $0.prefix(200) })")
        let first = try #require(loaded.warnings.first)
        #expect(
            first.contains("card 1 (\"big\")") && first.contains("title, subtitle, description too long"), "\(first)")
        #expect(loaded.warnings.allSatisfy { $0.utf8.count < 2_000 }, "warnings stay short")
    }

    @Test func longFileNamesGiveBoundedTitlesWithAWarning() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let stem = String(repeating: "n", count: 250) // within NAME_MAX (255 bytes)
        try dir.write(stem + ".png"); try dir.write("short.png")
        let loaded = try DeckLoader.load(path: dir.path)
        let long = try #require(
            (0..<loaded.deck.count).map { loaded.deck.card(at: $0) }.first { $0.imagePath!.contains(stem) })
        #expect(long.title.count == CardTextLimits.title)
        #expect(long.id == stem, "the id is within its limit and keeps naming the file")
        #expect(loaded.warnings.count == 1, "\(loaded.warnings)")
        #expect(loaded.warnings.first?.contains("title too long") == true)
    }

    @Test func turningOverACardWithATenMegabyteDescriptionShowsItsBack() throws {
        let huge = String(repeating: "lorem ipsum ", count: 900_000) // ~10 MB
        let app = try AppHarness(deckPath: { temp in
            try temp.write(
                "deck.json",
                "{\"cards\": [{\"id\": \"long\", \"title\": \"Long\", \"description\": \"\(huge)\"}, {\"id\": \"next\", \"title\": \"Next\"}]}"
            )
        })
        app.key(.enter)
        #expect(app.runtime.controller.scene.cards.last?.showsBack == true)
        #expect(app.runtime.painter.backs.count == 1, "the back was painted")
        app.key(.right)
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["long:right"])
    }
}

/// A cut id keeps a hash of the whole, so long ids that share their start stay distinct and stable.
struct CardIDLimitTests {
    @Test func aLongIDIsCutToTheLimitWithAHashOfTheWhole() {
        let start = String(repeating: "d/", count: 600)
        let a = CardTextLimits.cutID(start + "a"), b = CardTextLimits.cutID(start + "b")
        #expect(a != b)
        #expect(a.unicodeScalars.count == CardTextLimits.id && b.unicodeScalars.count == CardTextLimits.id)
        #expect(a == CardTextLimits.cutID(start + "a"), "the same id gives the same cut")
        #expect(a.hasPrefix(String(start.prefix(900))))
        #expect(a.suffix(17).first == "~" && a.suffix(16).allSatisfy(\.isHexDigit))
        #expect(CardTextLimits.cutID("short") == "short")
    }

    @Test func fnv1aMatchesItsPublishedTestVectors() {
        #expect(CardTextLimits.fnv1a64("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(CardTextLimits.fnv1a64("a".utf8) == 0xaf63_dc4c_8601_ec8c)
    }
}
