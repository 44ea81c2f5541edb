import SwipeCore
import Testing

@Suite struct DeckReloadTests {
    @Test func growingKeepsTheTopCardAndMapsHistory() {
        var deck = DeckState(count: 5)
        deck.decide(.right); deck.decide(.left) // cards 0 and 1 decided, 2 on top
        // Two cards inserted before the top card: old i → i + 2 from index 1 on.
        deck.replaceCount(7, topIndex: 4, mapIndex: { $0 == 0 ? 0 : $0 + 2 })
        #expect(deck.count == 7 && deck.topIndex == 4 && deck.position == 4)
        #expect(deck.history == [Decision(index: 0, direction: .right), Decision(index: 3, direction: .left)])
        #expect(deck.undo() == Decision(index: 3, direction: .left))
    }

    @Test func removedCardsLeaveHistoryAndExhaustedDeckGrows() {
        var deck = DeckState(count: 3)
        deck.decide(.right); deck.decide(.right); deck.decide(.right)
        #expect(deck.isExhausted)
        // card 1 gone, one added at the end
        deck.replaceCount(4, topIndex: 2, mapIndex: { $0 == 1 ? nil : ($0 == 0 ? 0 : 1) })
        #expect(!deck.isExhausted && deck.topIndex == 2)
        #expect(deck.history.map(\.index) == [0, 1])
        deck.replaceCount(0, topIndex: 5, mapIndex: { _ in nil })
        #expect(deck.isExhausted && deck.position == 0 && deck.history.isEmpty)
    }

    @Test func loopingDeckKeepsItsLap() {
        var deck = DeckState(count: 2, loops: true)
        for _ in 0..<3 { deck.decide(.right) } // lap 1, card 1 on top
        deck.replaceCount(4, topIndex: 3, mapIndex: { $0 + 2 })
        #expect(deck.position == 7 && deck.topIndex == 3)
    }

    @Test func controllerKeepsTheDraggedTopCardWhileTheDeckChanges() {
        var c = DeckController(count: 4, viewport: Size(width: 800, height: 600))
        c.swipe(.right)
        c.advance(to: 5)
        #expect(c.deck.topIndex == 1)
        let center = c.cardRect.center
        c.handle(.pointer(PointerEvent(.down, at: center)), at: 6)
        c.handle(.pointer(PointerEvent(.move, at: center + Vector2(60, 0))), at: 6.05)
        c.advance(to: 6.05)
        let before = c.topCardQuad
        // A new card 0 before everything: the top card is now index 2.
        c.replaceDeck(count: 5, topIndex: 2, mapIndex: { $0 + 1 })
        #expect(c.deck.topIndex == 2 && c.deck.count == 5)
        #expect(c.gesture.isDragging)
        #expect(c.topCardQuad == before, "the dragged card does not jump")
        c.advance(to: 8)
        #expect(c.scene.cards.map(\.index).sorted() == [2, 3, 4])
        c.handle(.pointer(PointerEvent(.move, at: center + Vector2(400, 0))), at: 8.01)
        c.handle(.pointer(PointerEvent(.up, at: center + Vector2(400, 0))), at: 8.02)
        #expect(c.takeEvents().contains(.swiped(index: 2, direction: .right)))
    }

    @Test func shrinkingPastTheVisibleCardsLetsThemLeave() {
        var c = DeckController(count: 6, viewport: Size(width: 800, height: 600))
        c.advance(to: 0)
        c.replaceDeck(count: 1, topIndex: 0, mapIndex: { $0 == 0 ? 0 : nil })
        c.advance(to: 10)
        #expect(c.scene.cards.map(\.index) == [0])
        #expect(!c.isAnimating)
    }
}
