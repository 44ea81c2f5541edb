import SwipeCore
import Testing

/// Drag behaviour through `DeckController`: taps, slop, grabbed point, release decisions, velocity.
/// The card rests at x 256…544, y 72…456 in the 800 × 600 test viewport; threshold 0.3 · 288 = 86.4 px.
@Suite struct DeckControllerDragTests {
    let centre = Vector2(400, 264)
    let rest = Rect(x: 256, y: 72, width: 288, height: 384).quad

    func swiped(_ events: [DeckEvent]) -> [Int] {
        events.compactMap { if case let .swiped(i, _) = $0 { return i } else { return nil } }
    }

    @Test func pressAndReleaseWithinSlopSelects() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        #expect(c.cardRect.quad == rest)
        c.down(centre, at: 0)
        c.move(centre + Vector2(5, 5), at: 0.01)    // 7.07 px: inside the 8 px slop
        #expect(c.gesture.isTracking && !c.gesture.isDragging)
        #expect(try #require(c.topCardQuad) == rest, "the card does not move within the slop")
        c.up(centre + Vector2(5, 5), at: 0.02)
        let events = c.takeEvents()
        #expect(events == [.selected(index: 0), .flipped(index: 0, showsBack: true)], "a tap selects and turns the card over")
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
        let t = drag(&c, from: centre, to: centre + Vector2(120, 0), steps: 12, duration: 0.06, startTime: 0, release: false)
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
        c.advance(to: 0.058)                       // a frame while the press is still within the slop
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

    @Test func belowThresholdAndSlowComesBack() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        let t = drag(&c, from: centre, to: centre + Vector2(80, 0), steps: 40, duration: 0.4, startTime: 0)
        let events = c.takeEvents()
        #expect(swiped(events).isEmpty && c.deck.position == 0)
        #expect(c.isAnimating)
        c.run(until: t + 1.5)
        #expect(maxDistance(try #require(c.topCardQuad), rest) <= 0.05)
        #expect(!c.isAnimating)
    }

    @Test func belowThresholdAndFastIsSwiped() {
        var c = DeckController(count: 5, viewport: testViewport)
        // 40 px in 30 ms: about 1333 px/s, well under the 86.4 px threshold.
        drag(&c, from: centre, to: centre + Vector2(-40, 0), steps: 10, duration: 0.03, startTime: 0)
        let events = c.takeEvents()
        #expect(events.contains(.swiped(index: 0, direction: .left)))
        #expect(c.deck.topIndex == 1)
    }

    @Test func aFlickAgainstTheDragDoesNotSwipe() {
        var c = DeckController(count: 5, viewport: testViewport)
        var t = drag(&c, from: centre, to: centre + Vector2(70, 0), steps: 14, duration: 0.3, startTime: 0, release: false)
        for i in 1...10 {   // back 30 px in 20 ms: −1500 px/s, still 40 px right of where it started
            t += 0.002
            c.move(centre + Vector2(70 - 3 * Double(i), 0), at: t)
        }
        c.up(centre + Vector2(40, 0), at: t)
        let events = c.takeEvents()
        #expect(swiped(events).isEmpty && c.deck.position == 0)
    }

    @Test func holdThenReleaseIsNoFlick() {
        var c = DeckController(count: 5, viewport: testViewport)
        let t = drag(&c, from: centre, to: centre + Vector2(40, 0), steps: 10, duration: 0.03, startTime: 0, release: false)
        c.run(until: t + 0.2)
        c.up(centre + Vector2(40, 0), at: t + 0.2)
        let events = c.takeEvents()
        #expect(swiped(events).isEmpty && c.deck.position == 0)
    }

    @Test func pastTheThresholdIsSwipedEvenWhenSlow() {
        var c = DeckController(count: 5, viewport: testViewport)
        let t = drag(&c, from: centre, to: centre + Vector2(90, 30), steps: 30, duration: 0.9, startTime: 0, release: false)
        c.run(until: t + 0.3)
        c.up(centre + Vector2(90, 30), at: t + 0.3)
        let events = c.takeEvents()
        #expect(events.contains(.swiped(index: 0, direction: .right)))
    }

    /// The card's velocity just after release equals the pointer's just before it, both when it springs
    /// back and when it flies off.
    @Test(arguments: [(Vector2(600, 0), false), (Vector2(-500, 300), false), (Vector2(1500, 200), true)])
    func velocityIsContinuousAtRelease(pointerVelocity: Vector2, flies: Bool) throws {
        var c = DeckController(count: 5, viewport: testViewport)
        let grab = Vector2(350, 380)
        let (u, v) = localCoordinates(of: grab, in: try #require(c.topCardQuad))
        let duration = 0.04
        let t = drag(&c, from: grab, to: grab + pointerVelocity * duration, steps: 20, duration: duration, startTime: 0)
        let events = c.takeEvents()
        #expect(swiped(events).isEmpty == !flies)
        func grabbedPoint() throws -> Vector2 {
            let card = try #require(c.scene.cards.last { $0.index == 0 })
            #expect(card.isFlying == flies)
            return card.quad.point(u: u, v: v)
        }
        c.advance(to: t)
        let p0 = try grabbedPoint()
        #expect(isClose(p0, grab + pointerVelocity * duration, 1e-6))
        c.advance(to: t + 0.001)
        let velocity = (try grabbedPoint() - p0) / 0.001
        #expect(velocity.distance(to: pointerVelocity) <= 0.04 * pointerVelocity.length,
                "card \(velocity) vs pointer \(pointerVelocity)")
    }

    /// Released at a moment that is not a frame, the spring-back follows the same path at 30, 60 and
    /// 144 Hz and at jittered frame times.
    @Test func springBackIsTheSameAtAnyFrameRate() throws {
        let grab = Vector2(330, 200)
        var inputs: [(Double, DeckInput)] = [(0.0013, .pointer(PointerEvent(.down, at: grab)))]
        for i in 1...24 {
            inputs.append((0.0013 + Double(i) * 0.005, .pointer(PointerEvent(.move, at: grab + Vector2(Double(i) * 3, Double(i))))))
        }
        inputs.append((0.1237, .pointer(PointerEvent(.up, at: grab + Vector2(72, 24)))))
        let samples = stride(from: 0.13, through: 1.2, by: 0.03).map { $0 }

        func run(frames: [Double]) -> [Quad] {
            var c = DeckController(count: 5, viewport: testViewport)
            var quads: [Quad] = []
            var pending = inputs[...], frameQueue = frames[...], sampleQueue = samples[...]
            while !pending.isEmpty || !sampleQueue.isEmpty {
                let nextInput = pending.first?.0 ?? .infinity
                let nextFrame = frameQueue.first ?? .infinity
                let nextSample = sampleQueue.first ?? .infinity
                if nextInput <= min(nextFrame, nextSample) {
                    c.handle(pending.removeFirst().1, at: nextInput)
                } else if nextSample <= nextFrame {
                    c.advance(to: nextSample)
                    quads.append(c.topCardQuad!)
                    sampleQueue.removeFirst()
                } else {
                    c.advance(to: frameQueue.removeFirst())
                }
            }
            #expect(c.deck.position == 0)
            return quads
        }
        var rng = SplitMix64(seed: 99)
        var jitter: [Double] = [], t = 0.0
        while t < 1.3 { t += Double.random(in: 0.002...0.045, using: &rng); jitter.append(t) }
        var runs = [30.0, 60, 144].map { hz in run(frames: stride(from: 0, through: 1.3, by: 1 / hz).map { $0 }) }
        runs.append(run(frames: jitter))
        #expect(maxDistance(runs[0][0], Rect(x: 256, y: 72, width: 288, height: 384).quad) > 20, "still moving")
        for other in runs.dropFirst() {
            for (k, (a, b)) in zip(runs[0], other).enumerated() {
                #expect(maxDistance(a, b) <= 0.5, "sample \(samples[k])")
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
