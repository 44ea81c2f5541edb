import SwipeCore
import Testing

/// `nudge()` (the idle hint) and `jump(to:)` (resuming a log).
@Suite struct DeckControllerKioskTests {
    let rest = Rect(x: 256, y: 72, width: 288, height: 384).quad

    @Test func nudgeLeansTheTopCardSidewaysAndItSpringsBackByItself() throws {
        var c = DeckController(count: 3, viewport: testViewport)
        c.advance(to: 0)
        #expect(!c.isAnimating)
        let nudged = c.nudge()
        #expect(nudged)
        #expect(c.isAnimating)
        var maxShift = 0.0, t = 0.0
        while t < 3 {
            t += 1.0 / 60
            c.advance(to: t)
            let q = try #require(c.topCardQuad)
            maxShift = max(maxShift, q.topLeft.x - rest.topLeft.x)
        }
        #expect(maxShift > 10 && maxShift < 60, "leans out visibly but not far: \(maxShift) px")
        #expect(!c.isAnimating)
        #expect(maxDistance(try #require(c.topCardQuad), rest) < 0.01)
        let events = c.takeEvents()
        #expect(events.isEmpty, "a nudge decides nothing")
        #expect(c.deck.topIndex == 0)
    }

    @Test func nudgeIsIgnoredWhileAPointerIsHeld() {
        var c = DeckController(count: 3, viewport: testViewport)
        c.handle(.pointer(PointerEvent(.down, at: Vector2(400, 264))), at: 0)
        let nudged = c.nudge()
        #expect(!nudged)
    }

    @Test func jumpStartsAtAPositionWithoutHistory() {
        var c = DeckController(count: 5, viewport: testViewport)
        c.jump(to: 3)
        #expect(c.deck.topIndex == 3)
        #expect(!c.deck.canUndo)
        #expect(!c.isAnimating, "the stack is already in place")
        c.jump(to: 9)
        #expect(c.deck.isExhausted)
        c.jump(to: -2)
        #expect(c.deck.topIndex == 0)
    }

    @Test func jumpOnALoopingDeckWrapsAround() {
        var o = DeckOptions()
        o.loops = true
        var c = DeckController(count: 4, viewport: testViewport, options: o)
        c.jump(to: 9)
        #expect(c.deck.topIndex == 1)
    }
}
