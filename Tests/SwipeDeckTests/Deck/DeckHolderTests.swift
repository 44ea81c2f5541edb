import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// `DeckHolder`: a reloaded deck takes the current one's place without losing the visitor's.
@Suite struct DeckHolderTests {
    static func deck(_ ids: [String]) -> Deck {
        Deck(
            name: "d", sourcePath: "",
            cards: ids.map { DeckCard(face: CardFace(id: $0, title: $0, background: RGBA(1, 2, 3), imagePath: nil)) })
    }

    static func ids(_ holder: DeckHolder) -> [String] { (0..<holder.deck.count).map { holder.deck.card(at: $0).id } }

    @Test func theTopCardStaysOnTopAndIndicesFollowTheirCards() {
        let holder = DeckHolder(Self.deck(["a", "b", "c", "d"]))
        var state = DeckState(count: 4)
        state.decide(.right); state.decide(.left) // c on top
        let (top, map) = holder.replace(with: Self.deck(["x", "a", "c", "d"]), shown: [2, 3], state: state)
        #expect(Self.ids(holder) == ["x", "a", "c", "d"])
        #expect(top == 2 && holder.deck.card(at: top).id == "c")
        #expect(map(0) == 1 && map(1) == nil && map(2) == 2 && map(3) == 3 && map(4) == nil)
    }

    @Test func aShownCardWhoseEntryWentStaysUntilSwiped() {
        let holder = DeckHolder(Self.deck(["a", "b", "c"]))
        var state = DeckState(count: 3)
        state.decide(.right) // b on top, c under it
        let (top, _) = holder.replace(with: Self.deck(["a", "c"]), shown: [1, 2], state: state)
        #expect(holder.deck.card(at: top).id == "b", "the card on screen is kept")
        #expect(Set(Self.ids(holder)) == ["a", "b", "c"])
    }

    @Test func anExhaustedDeckStandsAfterTheLastDecidedCard() {
        let holder = DeckHolder(Self.deck(["a", "b"]))
        var state = DeckState(count: 2)
        state.decide(.right); state.decide(.right)
        let (top, _) = holder.replace(with: Self.deck(["a", "b", "new"]), shown: [], state: state)
        #expect(top == 2 && holder.deck.card(at: top).id == "new", "the added card comes next")
    }

    @Test func picturesAreComparedOncePerInterval() {
        let holder = DeckHolder(Self.deck(["a"]))
        let step = DeckHolder.pictureCheckInterval
        let due = [5, 5 + step / 2, 5 + step].map { holder.pictureCheck.take(at: $0) }
        #expect(due == [true, false, true])
        #expect(holder.watcher == nil && holder.takeReloaded() == nil, "a deck with no source on disk is not watched")
        holder.watch(recursive: false) {}
        #expect(holder.watcher == nil)
    }
}
