import SwipeCore
import Testing

/// Drag behaviour through `DeckController`: taps, slop, a second pointer, cancels, the grabbed point.
/// What a release decides is in `DeckControllerReleaseTests`.
/// The card rests at x 256…544, y 72…456 in the 800 × 600 test viewport; threshold 0.3 · 288 = 86.4 px.
@Suite struct DeckControllerDragTests {
    let centre = Vector2(400, 264)
    let rest = Rect(x: 256, y: 72, width: 288, height: 384).quad

    func swiped(_ events: [DeckEvent]) -> [Int] {
        events.compactMap { if case .swiped(let i, _) = $0 { return i } else { return nil } }
    }

    @Test func pressAndReleaseWithinSlopSelects() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        #expect(c.cardRect.quad == rest)
        c.down(centre, at: 0)
        c.move(centre + Vector2(5, 5), at: 0.01) // 7.07 px: inside the 8 px slop
        #expect(c.gesture.isTracking && !c.gesture.isDragging)
        #expect(try #require(c.topCardQuad) == rest, "the card does not move within the slop")
        c.up(centre + Vector2(5, 5), at: 0.02)
        let events = c.takeEvents()
        #expect(
            events == [.selected(index: 0), .flipped(index: 0, showsBack: true)],
            "a tap selects and turns the card over")
        #expect(!c.gesture.isTracking)
    }

    @Test func movingPastSlopDrags() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        c.down(centre, at: 0)
        c.move(centre + Vector2(9, 0), at: 0.01)
        #expect(c.gesture.isDragging)
        let q = try #require(c.topCardQuad)
        #expect(isClose(q.center, centre + Vector2(9, 0), 1e-9), "centre grabbed, centre under the pointer")
        c.up(centre + Vector2(9, 0), at: 0.5)
        let events = c.takeEvents()
        #expect(!events.contains(.selected(index: 0)) && swiped(events).isEmpty)
    }

    @Test func aPressOffTheCardDoesNotDrag() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        c.down(Vector2(50, 50), at: 0)
        c.move(Vector2(300, 200), at: 0.05)
        c.move(Vector2(600, 200), at: 0.1)
        #expect(!c.gesture.isTracking && !c.gesture.isDragging)
        #expect(try #require(c.topCardQuad) == rest)
        c.up(Vector2(600, 200), at: 0.15)
        let events = c.takeEvents()
        #expect(events.isEmpty)
    }

    @Test func aSecondPointerNeitherMovesNorCancels() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        drag(&c, from: centre, to: centre + Vector2(50, 0), steps: 5, duration: 0.1, startTime: 0, release: false)
        let held = try #require(c.topCardQuad)
        let finger = PointerID.finger(touch: 3, finger: 1)
        c.down(Vector2(300, 300), at: 0.11, finger)
        c.move(Vector2(100, 500), at: 0.12, finger)
        c.advance(to: 0.12)
        #expect(try #require(c.topCardQuad) == held)
        c.handle(.pointer(PointerEvent(.cancel, finger, at: Vector2(100, 500))), at: 0.13)
        c.up(Vector2(100, 500), at: 0.14, finger)
        c.advance(to: 0.14)
        #expect(c.gesture.isDragging && c.gesture.pointer == .mouse)
        #expect(try #require(c.topCardQuad) == held)
        c.move(centre + Vector2(60, 0), at: 0.15)
        #expect(isClose(try #require(c.topCardQuad).center, centre + Vector2(60, 0), 1e-9))
    }

    enum Cancel: CaseIterable { case cancelAll, pointerCancel, stale, resize }

    @Test(arguments: Cancel.allCases)
    func cancelSpringsBack(how: Cancel) throws {
        var c = DeckController(count: 5, viewport: testViewport)
        // 120 px right: past the threshold, but a cancel never swipes.
        let t = drag(
            &c, from: centre, to: centre + Vector2(120, 0), steps: 12, duration: 0.06, startTime: 0, release: false)
        var cancelTime = t
        switch how {
        case .cancelAll: c.handle(.cancelAll, at: t)
        case .pointerCancel: c.handle(.pointer(PointerEvent(.cancel, at: centre + Vector2(120, 0))), at: t)
        case .resize: c.handle(.resize(testViewport), at: t)
        case .stale:
            #expect(c.nextDeadline == t + c.options.staleTimeout)
            c.run(until: t + c.options.staleTimeout, step: 0.5)
            #expect(c.gesture.isDragging, "not stale yet at exactly the timeout")
            cancelTime = t + c.options.staleTimeout + 0.01
            c.advance(to: cancelTime)
        }
        #expect(!c.gesture.isTracking && !c.gesture.isDragging)
        #expect(c.nextDeadline == nil)
        let events = c.takeEvents()
        #expect(swiped(events).isEmpty && c.deck.position == 0)
        #expect(events.last == .progress(nil))
        c.run(until: cancelTime + 1.5)
        #expect(maxDistance(try #require(c.topCardQuad), rest) <= 0.05)
        #expect(!c.isAnimating)
        // The next event starts from scratch.
        c.move(centre, at: cancelTime + 1.6)
        #expect(c.gesture.state == .possible)
    }

    /// The grabbed point stays under the pointer, wherever the card was grabbed.
    @Test(arguments: [Vector2(400, 264), Vector2(300, 420), Vector2(520, 90), Vector2(270, 300), Vector2(420, 450)])
    func grabbedPointStaysUnderThePointer(grab: Vector2) throws {
        var c = DeckController(count: 5, viewport: testViewport)
        let (u, v) = localCoordinates(of: grab, in: try #require(c.topSceneCard).quad)
        c.down(grab, at: 0)
        c.advance(to: 0)
        var t = 0.0
        // A curving path out to the right and back to the left, past both thresholds.
        for i in 1...60 {
            t += 0.008
            let a = Double(i) / 60 * 2 * Double.pi
            let p = grab + Vector2(200 * sin(a), 60 * (1 - cos(a)))
            c.move(p, at: t)
            if i % 2 == 0 { c.advance(to: t) }
            let quad = try #require(c.topSceneCard).quad
            if c.gesture.isDragging {
                #expect(quad.point(u: u, v: v).distance(to: p) <= 0.01, "step \(i)")
            }
        }
        #expect(c.gesture.isDragging)
    }

    @Test func rotationTiltsByGrabbedHalf() throws {
        for (grab, clockwise) in [(Vector2(400, 150), true), (Vector2(400, 400), false)] {
            var c = DeckController(count: 5, viewport: testViewport)
            drag(&c, from: grab, to: grab + Vector2(144, 0), steps: 4, duration: 0.2, startTime: 0, release: false)
            let q = try #require(c.topCardQuad)
            let edge = q.topRight - q.topLeft
            let angle = atan2(edge.y, edge.x)
            // θ = sign · π/10 · (144 / 288); positive angles turn clockwise.
            #expect(abs(angle - (clockwise ? 1 : -1) * Double.pi / 10 * 0.5) < 1e-9)
        }
    }

    /// The top card keeps moving up after the previous card was swiped; grabbing it mid-way still
    /// keeps the point pressed under the pointer.
    @Test func grabbedPointStaysUnderThePointerDuringAFlyOff() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        c.advance(to: 0)
        let didSwipe = c.swipe(.right)
        #expect(didSwipe)
        c.run(until: 0.05)
        let top = try #require(c.topSceneCard)
        #expect(top.index == 1 && c.scene.cards.contains { $0.isFlying && $0.index == 0 })
        let grab = Vector2(330, 380)
        #expect(top.quad.contains(grab))
        let (u, v) = localCoordinates(of: grab, in: top.quad)
        c.down(grab, at: 0.05)
        c.advance(to: 0.058) // a frame while the press is still within the slop
        var t = 0.058
        for i in 1...40 {
            t += 0.004
            let p = grab + Vector2(Double(i) * -3, Double(i) * 1.5)
            c.move(p, at: t)
            if i % 4 == 0 { c.advance(to: t) }
            let quad = try #require(c.topSceneCard).quad
            #expect(try #require(c.topSceneCard).index == 1)
            if c.gesture.isDragging {
                #expect(quad.point(u: u, v: v).distance(to: p) <= 0.01, "step \(i) at \(t)")
            }
        }
        #expect(c.gesture.isDragging && c.scene.cards.contains { $0.isFlying })
    }
}

#if canImport(Glibc)
import Glibc
#endif
