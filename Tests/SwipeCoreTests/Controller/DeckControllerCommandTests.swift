import SwipeCore
import Testing

/// Swipes, fly-offs and undo through `DeckController`; deck length, loops and reset are in
/// `DeckControllerDeckLengthTests`.
@Suite struct DeckControllerCommandTests {
    let centre = Vector2(400, 264)
    let viewportRect = Rect(x: 0, y: 0, width: 800, height: 600)
    let rest = Rect(x: 256, y: 72, width: 288, height: 384).quad

    func noDuplicates(_ scene: Scene) -> Bool {
        let indices = scene.cards.filter { !$0.isFlying }.map(\.index)
        return Set(indices).count == indices.count
    }

    @Test(arguments: [SwipeDirection.left, .right])
    func aFlyOffEndsOffScreen(direction: SwipeDirection) throws {
        var c = DeckController(count: 5, viewport: testViewport)
        let sign = direction == .right ? 1.0 : -1.0
        let t = drag(&c, from: centre, to: centre + Vector2(sign * 100, 10), steps: 10, duration: 0.2, startTime: 0)
        var events = c.takeEvents()
        #expect(
            events.filter { if case .swiped = $0 { true } else { false } } == [.swiped(index: 0, direction: direction)])
        var frames = 0, seenInside = false, last: Quad?
        var now = t
        while let flying = c.scene.cards.first(where: { $0.isFlying }) {
            #expect(flying.index == 0)
            if flying.quad.intersects(viewportRect) { seenInside = true }
            last = flying.quad
            now += 1.0 / 60
            c.advance(to: now)
            frames += 1
            try #require(frames < 120, "still flying after 2 s")
        }
        #expect(seenInside)
        // It left on its side: its last drawn quad was heading out past that edge.
        let lastCentre = try #require(last).center
        #expect(direction == .right ? lastCentre.x > 800 : lastCentre.x < 0)
        #expect(!c.scene.cards.contains { $0.isFlying || $0.index == 0 })
        c.run(until: now + 1)
        #expect(!c.isAnimating)
        events = c.takeEvents()
        #expect(events.isEmpty)
        #expect(c.scene.cards.map(\.index) == [3, 2, 1] && c.topCardQuad == rest)
    }

    @Test func commandSwipeFliesAndOnlyAllowedDirections() {
        var c = DeckController(count: 5, viewport: testViewport)
        c.advance(to: 0)
        let up = c.swipe(.up)
        #expect(!up && c.deck.position == 0)
        let left = c.swipe(.left)
        #expect(left)
        let events = c.takeEvents()
        #expect(events == [.swiped(index: 0, direction: .left)])
        #expect(c.isAnimating && c.scene.cards.contains { $0.isFlying && $0.index == 0 })
        c.run(until: 1.5)
        #expect(!c.isAnimating && c.scene.cards.allSatisfy { !$0.isFlying })
    }

    @Test func undoDuringAFlyOffBringsThatCardBack() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        let t = drag(&c, from: centre, to: centre + Vector2(120, 0), steps: 10, duration: 0.2, startTime: 0)
        c.run(until: t + 0.1)
        let flying = try #require(c.scene.cards.first { $0.isFlying })
        #expect(flying.index == 0 && c.deck.position == 1)
        _ = c.takeEvents()
        let undone = c.undo()
        #expect(undone)
        let events = c.takeEvents()
        #expect(events == [.undone(index: 0)])
        #expect(c.deck.position == 0 && c.deck.topIndex == 0 && c.deck.history.isEmpty)
        let scene = c.scene
        #expect(scene.cards.filter { $0.index == 0 }.count == 1 && scene.cards.allSatisfy { !$0.isFlying })
        let top = try #require(c.topSceneCard)
        #expect(top.index == 0)
        #expect(maxDistance(top.quad, flying.quad) < 1e-6, "it comes back from where it was")
        var now = t + 0.1
        for _ in 0..<90 {
            now += 1.0 / 60
            c.advance(to: now)
            #expect(noDuplicates(c.scene))
            #expect(!c.scene.cards.contains { $0.isFlying })
        }
        #expect(maxDistance(try #require(c.topCardQuad), rest) <= 0.05)
        #expect(c.scene.cards.map(\.index) == [2, 1, 0])
    }

    @Test(arguments: [SwipeDirection.left, .right])
    func undoAfterTheFlightComesFromTheSideItLeft(direction: SwipeDirection) throws {
        var c = DeckController(count: 5, viewport: testViewport)
        c.advance(to: 0)
        c.swipe(direction)
        c.run(until: 1.5)
        #expect(!c.scene.cards.contains { $0.isFlying })
        c.undo()
        c.advance(to: 1.5 + 1.0 / 60)
        let top = try #require(c.topSceneCard)
        #expect(top.index == 0)
        let x = top.quad.center.x
        #expect(direction == .right ? x > 800 : x < 0, "centre \(x)")
        c.run(until: 3.5)
        #expect(maxDistance(try #require(c.topCardQuad), rest) <= 0.05)
        #expect(!c.isAnimating && noDuplicates(c.scene))
    }

    @Test func grabbingTheNextCardDuringAFlyOff() throws {
        var c = DeckController(count: 8, viewport: testViewport)
        var t = drag(&c, from: centre, to: centre + Vector2(100, 0), steps: 5, duration: 0.05, startTime: 0)
        t = drag(
            &c, from: centre, to: centre + Vector2(-45, 0), steps: 6, duration: 0.03, startTime: t + 0.03,
            release: false)
        #expect(c.gesture.isDragging && c.scene.cards.contains { $0.isFlying && $0.index == 0 })
        c.up(centre + Vector2(-45, 0), at: t)
        c.swipe(.right)
        c.advance(to: t + 0.02)
        let flying = c.scene.cards.filter(\.isFlying).map(\.index)
        #expect(flying.sorted() == [0, 1, 2])
        var events = c.takeEvents()
        #expect(
            events.filter { if case .swiped = $0 { true } else { false } }
                == [
                    .swiped(index: 0, direction: .right), .swiped(index: 1, direction: .left),
                    .swiped(index: 2, direction: .right),
                ])
        #expect(c.deck.topIndex == 3 && noDuplicates(c.scene))
        // Undo twice while they fly: cards 2 then 1 come back, one each.
        c.undo(); c.undo()
        events = c.takeEvents()
        #expect(events == [.undone(index: 2), .undone(index: 1)])
        #expect(c.scene.cards.filter(\.isFlying).map(\.index) == [0])
        #expect(c.topSceneCard?.index == 1 && noDuplicates(c.scene))
    }

    /// When a card is swiped by dragging it past the threshold, the cards beneath (which followed the
    /// drag) stay where they are on screen at the release and then move on smoothly.
    @Test(arguments: [StackLayoutKind.inset, .scaled, .collect])
    func backgroundCardsDoNotJumpAtRelease(layout: StackLayoutKind) throws {
        var o = DeckOptions()
        o.layout = layout
        var c = DeckController(count: 6, viewport: testViewport, options: o)
        let t = drag(
            &c, from: centre, to: centre + Vector2(130, 0), steps: 10, duration: 0.3, startTime: 0, release: false)
        let before = c.scene.cards.filter { !$0.isFlying && $0.index != 0 }
        c.up(centre + Vector2(130, 0), at: t)
        let after = c.scene
        for card in before {
            let same = try #require(after.cards.first { $0.index == card.index && !$0.isFlying })
            #expect(maxDistance(same.quad, card.quad) < 1e-6, "card \(card.index) jumped")
            #expect(abs(same.opacity - card.opacity) < 1e-9)
        }
    }

    @Test func swipeDuringADragTakesTheCardFromWhereItIs() throws {
        var c = DeckController(count: 6, viewport: testViewport)
        let t = drag(
            &c, from: centre, to: centre + Vector2(50, 20), steps: 5, duration: 0.1, startTime: 0, release: false)
        let held = c.scene
        let swiped = c.swipe(.left)
        #expect(swiped && !c.gesture.isTracking)
        let after = c.scene
        for card in held.cards {
            let same = try #require(after.cards.first { $0.index == card.index })
            #expect(maxDistance(same.quad, card.quad) < 1e-6, "card \(card.index) jumped")
        }
        c.up(centre + Vector2(50, 20), at: t + 0.01)
        #expect(c.deck.position == 1)
    }

    @Test func swipeUndoSwipeNeverShowsACardTwice() {
        var c = DeckController(count: 10, viewport: testViewport)
        c.advance(to: 0)
        var now = 0.0
        for round in 0..<6 {
            c.swipe(.right)
            now += 0.02; c.advance(to: now)
            c.undo()
            now += 0.02; c.advance(to: now)
            c.swipe(.left)
            for _ in 0..<3 {
                let scene = c.scene, unique = noDuplicates(scene)
                #expect(unique, "round \(round): \(scene.cards.map { ($0.index, $0.isFlying) })")
                now += 0.01; c.advance(to: now)
            }
        }
        c.run(until: now + 2)
        #expect(c.scene.cards.map(\.index) == [8, 7, 6])
    }

    /// After a reset, card 0 can be in flight twice (before and after the reset); undo brings back the
    /// flight it just made, not the older one.
    @Test func undoAfterResetBringsBackTheLatestFlight() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        c.advance(to: 0)
        c.swipe(.left)
        c.advance(to: 0.02)
        c.reset()
        c.advance(to: 0.04)
        c.swipe(.right)
        c.advance(to: 0.05)
        let flights = c.scene.cards.filter(\.isFlying)
        try #require(flights.count == 2 && flights.allSatisfy { $0.index == 0 })
        let latest = try #require(flights.last)
        c.undo()
        let top = try #require(c.topSceneCard)
        #expect(top.index == 0 && maxDistance(top.quad, latest.quad) < 1e-6)
        #expect(c.scene.cards.filter(\.isFlying).count == 1)
    }
}
