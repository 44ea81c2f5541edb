import Foundation
import SwipeCore
import Testing

@testable import SwipeDeck

/// A manifest's `"labels"`: the stamps' and empty view's words in the visitor's language.
@Suite struct ManifestLabelsTests {
    /// Loads a one-card manifest with `labels` (JSON text) as its `"labels"` member.
    func load(labels: String) throws -> LoadedDeck {
        let dir = try TempFolder(); defer { dir.remove() }
        try dir.write("deck.json", "{\"labels\": \(labels), \"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}")
        return try DeckLoader.load(path: dir.path)
    }

    /// The error loading a manifest with `labels` gives, as the user reads it (without the path).
    func error(labels: String) throws -> String {
        do {
            _ = try load(labels: labels)
        } catch let error as DeckError {
            return String(error.description.split(separator: " ", maxSplits: 1)[1])
        }
        Issue.record("\(labels) was accepted")
        return ""
    }

    @Test func labelsAreReadWithoutWarnings() throws {
        let loaded = try load(
            labels: """
                {"right": "J'aime", "left": "Non", "up": "Super", "down": "Plus tard",
                 "empty": "Plus de cartes", "startOver": "Recommencer"}
                """)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let labels = loaded.deck.labels
        #expect(
            Labels.Key.allCases.prefix(6).map { labels[$0] } == [
                "J'aime", "Non", "Super", "Plus tard", "Plus de cartes", "Recommencer",
            ])
    }

    @Test func missingLabelsStayEnglish() throws {
        let some = try load(labels: "{\"right\": \"Oui\", \"left\": null}").deck.labels
        #expect(some == Labels([.right: "Oui"]))
        #expect(some[.left] == "NOPE" && some[.empty] == "No more cards")
        #expect(try load(labels: "null").deck.labels == Labels())
        #expect(try load(labels: "{}").deck.labels == Labels())
    }

    @Test func aManifestWithoutLabelsAndAFolderHaveNone() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        try dir.write("deck.json", "{\"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}")
        #expect(try DeckLoader.load(path: dir.path).deck.labels == Labels())
    }

    @Test func badTypesAreTheManifestsErrors() throws {
        #expect(
            try error(labels: "3")
                == "\"labels\" must be an object such as {\"right\": \"J'aime\", \"left\": \"Non\"}, found a number")
        #expect(try error(labels: "[\"J'aime\"]").hasSuffix("found an array"))
        #expect(try error(labels: "\"J'aime\"").hasSuffix("found a string"))
        #expect(try error(labels: "{\"right\": 3}") == "\"labels\": \"right\" must be a string, found a number")
        #expect(
            try error(labels: "{\"startOver\": {\"fr\": \"Encore\"}}")
                == "\"labels\": \"startOver\" must be a string, found an object")
        #expect(try error(labels: "{\"empty\": true}") == "\"labels\": \"empty\" must be a string, found a boolean")
    }

    @Test func emptyLongAndUnknownLabelsWarn() throws {
        let long = String(repeating: "x", count: 45)
        let loaded = try load(labels: "{\"right\": \"  \", \"left\": \"\(long)\", \"like\": \"Oui\"}")
        #expect(loaded.deck.labels == Labels([.left: String(repeating: "x", count: 40)]))
        let path = loaded.deck.sourcePath
        #expect(
            loaded.warnings == [
                "\(path): \"labels\": \"right\" is empty; showing the default \"LIKE\"",
                "\(path): \"labels\": \"left\" is longer than 40 characters; cut to 40",
                "\(path): \"labels\": unknown key \"like\" ignored; labels are \"right\", \"left\", \"up\", \"down\", \"empty\", \"startOver\", "
                    + "\"spokenRight\", \"spokenLeft\", \"spokenUp\", \"spokenDown\", \"spokenUndo\", \"spokenPosition\", \"idleWarning\", "
                    + "\"speechOn\", \"speechOff\", \"hint\"",
            ])
    }
}
