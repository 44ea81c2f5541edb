import Foundation
import SwipeCore
import Testing

@testable import SwipeDeck

/// A manifest's `"lang"`, per deck and per card: the language speech reads the cards in (issue 29).
@Suite struct ManifestLanguageTests {
    func load(_ json: String) throws -> LoadedDeck {
        let dir = try TempFolder(); defer { dir.remove() }
        try dir.write("deck.json", json)
        return try DeckLoader.load(path: dir.path)
    }

    @Test func aCardSpeaksItsOwnLanguageElseTheDecksElseTheLabels() throws {
        let loaded = try load(
            """
            {"lang": "fr", "labels": {"right": "J'aime"},
             "cards": [{"id": "a", "title": "Chat", "lang": "de"}, {"id": "b", "title": "Chien", "lang": null}]}
            """)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let deck = loaded.deck
        #expect(deck.language == "fr" && deck.entry(at: 0).language == "de" && deck.entry(at: 1).language == nil)
        #expect(deck.labelsLanguage == "fr", "the manifest's words are in its language")
        #expect(deck.spokenCard(at: 0, labelsLanguage: "en").language == "de")
        #expect(deck.spokenCard(at: 1, labelsLanguage: "en").language == "fr")
    }

    @Test func withoutLangEverythingIsTheLabelsLanguage() throws {
        let deck = try load("{\"cards\": [{\"id\": \"a\", \"title\": \"A\", \"description\": \"Back\"}]}").deck
        #expect(deck.language == nil && deck.labelsLanguage == "en")
        #expect(
            deck.spokenCard(at: 0, labelsLanguage: "en")
                == SpokenCard(title: "A", subtitle: "", description: "Back", language: "en"))
        let french = try load("{\"lang\": \"fr\", \"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}").deck
        #expect(french.labelsLanguage == "en", "no words given: the English defaults stay English")
    }

    @Test func aBadLangIsAWarningAndTheCardStays() throws {
        let loaded = try load(
            """
            {"lang": 3, "cards": [{"id": "a", "title": "A", "lang": "klingon!"}]}
            """)
        #expect(loaded.deck.count == 1 && loaded.deck.language == nil && loaded.deck.entry(at: 0).language == nil)
        #expect(loaded.warnings.count == 2, "\(loaded.warnings)")
        #expect(
            loaded.warnings.contains {
                $0.hasSuffix("\"lang\" must be a string such as \"fr\", found a number; ignored")
            })
        #expect(
            loaded.warnings.contains {
                $0.contains(
                    "card 1 (\"a\"): \"lang\" \"klingon!\" is not a language tag such as \"fr\" or \"pt-BR\"; ignored")
            })
    }
}
