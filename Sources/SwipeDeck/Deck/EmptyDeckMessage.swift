/// What the empty view says when the deck itself holds no card (not a deck swiped to its end): a
/// folder without pictures, or a manifest without cards, so the user is not told they have finished.
enum EmptyDeckMessage {
    /// "No pictures in holiday (png, jpg, …): add some, or open another folder" for a folder deck;
    /// "deck.json has no cards" for a manifest.
    static func text(for deck: Deck) -> String {
        if deck.sourcePath.hasSuffix(".json") {
            return "\(FileSystem.fileName(of: deck.sourcePath)) has no cards: add some, or open another deck"
        }
        let kinds = FolderDeck.imageExtensions.sorted().joined(separator: ", ")
        return "No pictures in \(deck.name) (\(kinds)): add some, or open another folder"
    }

}
