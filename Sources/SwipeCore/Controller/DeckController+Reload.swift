extension DeckController {
    /// The deck changed under the app (files added or removed, manifest edited): it now has `count`
    /// cards, the card on top is at `topIndex` (see `DeckState.replaceCount`), and `mapIndex` gives
    /// an old card's new index (nil when it is gone). The top card stays where it is on screen, a
    /// drag goes on; cards beneath take the new deck's cards at their places; cards past the new end
    /// leave, and leaving or flying cards that are gone (`mapIndex` nil) vanish at once. Nothing is decided or logged.
    public mutating func replaceDeck(count: Int, topIndex: Int, mapIndex: (Int) -> Int?) {
        let before = deck.position
        deck.replaceCount(count, topIndex: topIndex, mapIndex: mapIndex)
        let delta = deck.position - before
        // A card whose index means nothing in the new deck is dropped at once: it cannot be drawn.
        stack = stack.compactMap { card in
            var card = card
            card.position += delta
            guard let index = deck.index(atPosition: card.position) ?? mapIndex(card.index) else { return nil }
            card.index = index
            return card
        }
        flying = flying.compactMap { card in
            var card = card
            card.position += delta
            guard let index = mapIndex(card.index) else { return nil }
            card.index = index
            return card
        }
        reconcileStack()
    }
}
