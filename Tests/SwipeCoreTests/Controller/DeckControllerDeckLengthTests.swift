import SwipeCore
import Testing

/// Deck length through `DeckController`: a million cards, a looping deck, a finite deck running out,
/// select and reset.
@Suite struct DeckControllerDeckLengthTests {
    let centre = Vector2(400, 264)
    let rest = Rect(x: 256, y: 72, width: 288, height: 384).quad

    @Test func aMillionCardsAreNotMaterialised() throws {
        var c = DeckController(count: 1_000_000, viewport: testViewport)
        #expect(c.scene.cards.count == 3 && c.scene.cards.map(\.index) == [2, 1, 0])
        c.advance(to: 0)
        for _ in 0..<4 { c.swipe(.left) }
        c.run(until: 2)
        #expect(c.deck.topIndex == 4 && c.scene.cards.map(\.index) == [6, 5, 4])
        c.undo()
        c.run(until: 4)
        #expect(c.deck.topIndex == 3 && c.scene.cards.map(\.index) == [5, 4, 3])
        #expect(c.scene.cards.count == 3 && !c.scene.isEmpty)
    }

    @Test func aLoopingDeckNeverRunsOut() {
        var o = DeckOptions()
        o.loops = true
        var c = DeckController(count: 3, viewport: testViewport, options: o)
        c.advance(to: 0)
        var now = 0.0, events: [DeckEvent] = []
        for _ in 0..<7 {
            let ok = c.swipe(.right)
            #expect(ok)
            now += 0.3; c.run(until: now)
            events += c.takeEvents()
        }
        #expect(c.deck.topIndex == 1 && !c.scene.isEmpty)
        #expect(!events.contains(.ranOut))
        #expect(events == [0, 1, 2, 0, 1, 2, 0].map { DeckEvent.swiped(index: $0, direction: .right) })
        c.run(until: now + 2)
        #expect(c.scene.cards.map(\.index) == [0, 2, 1])
    }

    @Test func aFiniteDeckRunsOutOnce() {
        var c = DeckController(count: 3, viewport: testViewport)
        c.advance(to: 0)
        for _ in 0..<3 { c.swipe(.left) }
        let more = c.swipe(.left)
        #expect(!more)
        let events = c.takeEvents()
        #expect(events.filter { $0 == .ranOut }.count == 1 && events.last == .ranOut)
        #expect(c.scene.isEmpty && c.topCardQuad == nil)
        c.run(until: 2)
        #expect(c.scene.cards.isEmpty && !c.isAnimating)
        // A press where the card was does nothing.
        c.down(centre, at: 2.1); c.move(centre + Vector2(50, 0), at: 2.2); c.up(centre + Vector2(50, 0), at: 2.3)
        let pressEvents = c.takeEvents()
        #expect(pressEvents.isEmpty)
        // Undo brings the last card back.
        c.undo()
        #expect(!c.scene.isEmpty && c.deck.topIndex == 2)
    }

    @Test func selectAndReset() throws {
        var c = DeckController(count: 4, viewport: testViewport)
        c.advance(to: 0)
        c.select()
        c.swipe(.right); c.swipe(.left)
        c.select()
        let events = c.takeEvents()
        #expect(
            events == [
                .selected(index: 0), .flipped(index: 0, showsBack: true), .swiped(index: 0, direction: .right),
                .swiped(index: 1, direction: .left), .selected(index: 2), .flipped(index: 2, showsBack: true),
            ])
        c.reset()
        #expect(c.deck.position == 0 && !c.deck.canUndo && c.deck.topIndex == 0)
        #expect(c.scene.cards.filter(\.isFlying).count == 2, "cards in flight finish their flight")
        c.run(until: 3)
        let top = try #require(c.topCardQuad)
        #expect(c.scene.cards.map(\.index) == [2, 1, 0] && maxDistance(top, rest) < 0.05)
        #expect(!c.isAnimating)
        let none = DeckController(count: 0, viewport: testViewport)
        #expect(none.scene.isEmpty && none.scene.cards.isEmpty)
    }
}
