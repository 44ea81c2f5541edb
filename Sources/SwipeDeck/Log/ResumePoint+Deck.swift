extension ResumePoint {
    /// Where this session goes on in `deck`: the position after its last decided card (found by id), or
    /// `position` when that card is gone; nil when none of the cards its last session names
    /// are in `deck` (another deck's log).
    func resumedPosition(in deck: Deck) -> Int? {
        var indexOf: [String: Int]?
        let cardIndex = { (id: String) -> Int? in
            if indexOf == nil {
                indexOf = [:]
                for index in (0..<deck.count).reversed() { indexOf?[deck.card(at: index).id] = index }
            }
            return indexOf?[id]
        }
        if isForeign(cardIndex: cardIndex) { return nil }
        return start(cardIndex: cardIndex, count: deck.count)
    }
}
