import SwipeCore
import Testing

@testable import SwipeDeck

/// A deck that holds no card says so, instead of "No more cards" as if the user had finished.
@Suite struct EmptyDeckMessageTests {
    @Test func anEmptyFolderNamesItselfAndTheKindsOfPictureRead() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let deck = try DeckLoader.load(path: dir.path).deck
        let shown = DeckHolder(deck).labels[.empty]
        #expect(shown.hasPrefix("No pictures in \(deck.name) ("))
        #expect(shown.contains("jpg") && shown.contains("png") && shown.contains("open another folder"))
    }

    @Test func aManifestWithoutCardsSaysSo() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let deck = try DeckLoader.load(path: try dir.write("deck.json", "{\"cards\": []}")).deck
        #expect(DeckHolder(deck).labels[.empty] == "deck.json has no cards: add some, or open another deck")
    }

    @Test func aDeckSwipedToItsEndStillSaysNoMoreCards() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let deck = try DeckLoader.load(
            path: try dir.write("deck.json", "{\"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}")
        )
        .deck
        #expect(DeckHolder(deck).labels[.empty] == Labels.english[.empty])
        #expect(DeckHolder(deck, labels: Labels([.empty: "Fin"])).labels[.empty] == "Fin")
    }
}
