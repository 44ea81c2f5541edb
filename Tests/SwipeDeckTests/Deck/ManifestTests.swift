import Foundation
import SwipeCore
import SwipeDeck
import SwipeSDL
import Testing

@Suite struct ManifestTests {
    @Test func sampleDeckLoads() throws {
        let folder = packageRoot() + "/Assets/SampleDeck"
        let loaded = try DeckLoader.load(path: folder)
        #expect(loaded.warnings.isEmpty)
        let deck = loaded.deck
        #expect(deck.count == 6)
        #expect(deck.sourcePath == folder + "/deck.json")
        #expect(deck.ids == ["hamburger", "panda", "puppy", "poop", "robot", "clown"])
        let expected: [(String, String, RGBA)] = [
            ("McDonalds", "Hamburger", RGBA(0xF5, 0xCF, 0x75)), ("Panda", "Animal", RGBA(0x4A, 0xA3, 0xF5)),
            ("Puppy", "Pet", RGBA(0x4A, 0xA1, 0x7D)), ("Poop", "Smelly", RGBA(0xB0, 0x85, 0x61)),
            ("Robot", "Future", RGBA(0xE6, 0xFC, 0xF7)), ("Clown", "Scary", RGBA(0xD4, 0xD1, 0xB0)),
        ]
        for (index, (title, subtitle, colour)) in expected.enumerated() {
            let card = deck.card(at: index)
            #expect(card.title == title)
            #expect(card.subtitle == subtitle)
            #expect(card.background == colour)
            let image = try #require(card.imagePath)
            #expect(image == folder + "/\(card.id).png")
            #expect(FileManager.default.fileExists(atPath: image))
        }
        // The same manifest addressed directly gives the same deck.
        #expect(try DeckLoader.load(path: folder + "/deck.json").deck == deck)
    }

    @Test func manifestWinsOverPicturesAndKeepsOptionalFields() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        try dir.write("pics/a.png"); try dir.write("other.png")
        try dir.write(
            "deck.json",
            """
            {"name": "Mine", "cards": [
              {"id": "a", "title": "A", "image": "pics/../pics/./a.png", "description": "long text", "extra": 1},
              {"id": "b", "title": "B", "subtitle": null, "color": "#11223344"}
            ], "version": 2}
            """)
        let loaded = try DeckLoader.load(path: dir.path)
        #expect(loaded.deck.name == "Mine")
        #expect(loaded.deck.ids == ["a", "b"])
        #expect(loaded.deck.card(at: 0).imagePath == dir.path + "/pics/a.png")
        #expect(loaded.deck.card(at: 0).background == DeckColors.neutral)
        #expect(loaded.deck.entry(at: 0).description == "long text")
        #expect(loaded.deck.card(at: 1).background == RGBA(0x11, 0x22, 0x33, 0x44))
        #expect(loaded.deck.card(at: 1).imagePath == nil)
        #expect(
            loaded.warnings == [
                "\(dir.path)/deck.json: unknown key \"version\" ignored",
                "\(dir.path)/deck.json: card 1 (\"a\"): unknown key \"extra\" ignored",
            ])
    }

    /// Writes `json` as deck.json in a fresh folder and returns the error loading it throws.
    private func loadError(_ json: String, files: [String] = []) throws -> (DeckError?, String) {
        let dir = try TempFolder(); defer { dir.remove() }
        for file in files { try dir.write(file) }
        let manifest = try dir.write("deck.json", json)
        do {
            _ = try DeckLoader.load(path: manifest)
            return (nil, manifest)
        } catch {
            return (error, manifest)
        }
    }

    @Test func syntaxErrorReportsLineAndColumn() throws {
        let json = "{\n  \"cards\": [\n    {\"id\": \"a\",, \"title\": \"A\"}\n  ]\n}"
        let (error, path) = try loadError(json)
        guard case .invalidJSON(let p, let line, let column, let reason)? = error else {
            Issue.record("expected invalidJSON, got \(String(describing: error))"); return
        }
        #expect(p == path)
        #expect(line == 3)
        #expect(column == 16)
        #expect(reason.contains("member name"))
        #expect(error?.description.hasPrefix("\(path):3:16: invalid JSON:") == true)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let (error, _) = try loadError("{\"cards\": [\"é\" x]}")
        guard case .invalidJSON(_, 1, 16, _)? = error else {
            Issue.record("expected line 1 column 16, got \(String(describing: error))"); return
        }
    }

    @Test func shapeErrors() throws {
        #expect(try loadError("[1, 2]").0?.description.contains("top level must be an object") == true)
        #expect(try loadError("{}").0?.description.contains("missing the \"cards\" array") == true)
        #expect(
            try loadError("{\"cards\": {}}").0?.description.contains("\"cards\" must be an array, found an object")
                == true)
        #expect(
            try loadError("{\"cards\": [3]}").0?.description.contains("card 1: must be an object, found a number")
                == true)
        #expect(
            try loadError("{\"cards\": [{\"title\": \"T\"}]}").0?.description.contains(
                "card 1: missing required key \"id\"") == true)
        #expect(
            try loadError("{\"cards\": [{\"id\": \"x\"}]}").0?.description.contains(
                "card 1 (\"x\"): missing required key \"title\"") == true)
        #expect(
            try loadError("{\"cards\": [{\"id\": \"x\", \"title\": 5}]}").0?.description.contains(
                "\"title\" must be a string, found a number") == true)
        #expect(
            try loadError("{\"cards\": [{\"id\": 7, \"title\": \"T\"}]}").0?.description.contains(
                "\"id\" must be a string") == true)
    }

    @Test func duplicateIDs() throws {
        let (error, path) = try loadError(
            """
            {"cards": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "a", "title": "A2"}]}
            """)
        #expect(error == .invalidCard(path: path, index: 2, id: "a", reason: "duplicate id, already used by card 1"))
    }

    /// A card with a problem still holds its id: a later card with the same id is reported beside it.
    @Test func aDuplicateOfACardWithAProblemIsReportedToo() throws {
        let (error, _) = try loadError(
            """
            {"cards": [{"id": "a", "title": 5}, {"id": "a", "title": "A2"}]}
            """)
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains("2 problems") && text.contains("card 2 (\"a\"): duplicate id, already used by card 1"))
    }

    @Test func badColour() throws {
        let (error, _) = try loadError("{\"cards\": [{\"id\": \"a\", \"title\": \"A\", \"color\": \"#12345\"}]}")
        #expect(error?.description.contains("card 1 (\"a\"): bad color \"#12345\"") == true)
    }

    @Test(arguments: ["../x.png", "/etc/x.png", "a/../../x.png"])
    func imagePathsOutsideTheFolderAreRefused(image: String) throws {
        let (error, path) = try loadError("{\"cards\": [{\"id\": \"a\", \"title\": \"A\", \"image\": \"\(image)\"}]}")
        guard case .invalidCard(let p, 0, "a", let reason)? = error else {
            Issue.record("expected invalidCard, got \(String(describing: error))"); return
        }
        #expect(p == path)
        #expect(reason.contains(image.hasPrefix("/") ? "is absolute" : "leaves the manifest's folder"))
    }

    @Test func missingImageIsAWarning() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let manifest = try dir.write(
            "deck.json", "{\"cards\": [{\"id\": \"a\", \"title\": \"A\", \"image\": \"gone.png\"}]}")
        let loaded = try DeckLoader.load(path: manifest)
        #expect(loaded.deck.count == 1)
        #expect(loaded.deck.card(at: 0).imagePath == nil)
        #expect(
            loaded.warnings == [
                "\(manifest): card 1 (\"a\"): image not found: \(dir.path)/gone.png; showing the card without a picture"
            ])
    }

    @Test func emptyCardsIsAnEmptyDeck() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let loaded = try DeckLoader.load(path: try dir.write("deck.json", "{\"cards\": []}"))
        #expect(loaded.deck.isEmpty)
        #expect(loaded.warnings.isEmpty)
    }
}
