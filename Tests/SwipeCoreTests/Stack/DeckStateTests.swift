import SwipeCore
import Testing

@Suite struct DeckStateTests {
    @Test func decideAndUndo() {
        var deck = DeckState(count: 6)
        #expect(deck.topIndex == 0 && !deck.canUndo)
        #expect(deck.decide(.right) == Decision(index: 0, direction: .right))
        #expect(deck.decide(.left) == Decision(index: 1, direction: .left))
        #expect(deck.topIndex == 2 && deck.position == 2)
        #expect(deck.history == [Decision(index: 0, direction: .right), Decision(index: 1, direction: .left)])
        #expect(deck.undo() == Decision(index: 1, direction: .left))
        #expect(deck.topIndex == 1 && deck.position == 1 && deck.history.count == 1)
        #expect(deck.undo() != nil)
        #expect(deck.undo() == nil && deck.position == 0)
    }

    @Test func runsOut() {
        var deck = DeckState(count: 2)
        deck.decide(.left); deck.decide(.left)
        #expect(deck.isExhausted && deck.topIndex == nil)
        #expect(deck.decide(.left) == nil && deck.position == 2)
        #expect(deck.visiblePositions(3).isEmpty)
        #expect(DeckState(count: 0).isExhausted && DeckState(count: 0, loops: true).isExhausted)
    }

    @Test func visiblePositions() {
        var deck = DeckState(count: 4)
        #expect(deck.visiblePositions(3) == 0..<3)
        deck.decide(.right); deck.decide(.right)
        #expect(deck.visiblePositions(3) == 2..<4)
        var loop = DeckState(count: 2, loops: true)
        loop.decide(.right)
        #expect(loop.visiblePositions(3) == 1..<3) // never the same card twice
        #expect(loop.index(atPosition: 2) == 0)
    }

    @Test func loopingDeckNeverRunsOut() {
        var deck = DeckState(count: 3, loops: true)
        for _ in 0..<7 { #expect(deck.decide(.left) != nil) }
        #expect(deck.topIndex == 1 && deck.position == 7 && !deck.isExhausted)
        #expect(deck.history.map(\.index) == [0, 1, 2, 0, 1, 2, 0])
        deck.undo()
        #expect(deck.topIndex == 0)
    }

    @Test func undoLimitForgetsOldDecisions() {
        var deck = DeckState(count: 10, undoLimit: 2)
        for _ in 0..<5 { deck.decide(.right) }
        #expect(deck.history.map(\.index) == [3, 4])
        deck.undo(); deck.undo()
        #expect(!deck.canUndo && deck.topIndex == 3)
    }

    @Test func aMillionCardsAreAFewIntegers() {
        var deck = DeckState(count: 1_000_000)
        for _ in 0..<5 { deck.decide(.left) }
        #expect(deck.topIndex == 5 && deck.visiblePositions(3) == 5..<8)
        deck.reset()
        #expect(deck.position == 0 && deck.history.isEmpty && deck.topIndex == 0)
        #expect(MemoryLayout<DeckState>.size < 64)
    }

    @Test func historyAgreesWithTop() {
        var deck = DeckState(count: 5, loops: true)
        var rng = SplitMix64(seed: 3)
        for _ in 0..<200 {
            if Bool.random(using: &rng) { deck.decide(.left) } else { deck.undo() }
            #expect(deck.topIndex == deck.index(atPosition: deck.position))
            if let last = deck.history.last { #expect(deck.index(atPosition: deck.position - 1) == last.index) }
        }
    }
}
