import SwipeCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What a release decides through `DeckController`: threshold, flicks, velocity at release, and the same
/// spring-back at any frame rate. The card rests at x 256…544, y 72…456 in the 800 × 600 test viewport;
/// threshold 0.3 · 288 = 86.4 px.
@Suite struct DeckControllerReleaseTests {
    let centre = Vector2(400, 264)
    let rest = Rect(x: 256, y: 72, width: 288, height: 384).quad

    func swiped(_ events: [DeckEvent]) -> [Int] {
        events.compactMap { if case .swiped(let i, _) = $0 { return i } else { return nil } }
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
        var t = drag(
            &c, from: centre, to: centre + Vector2(70, 0), steps: 14, duration: 0.3, startTime: 0, release: false)
        for i in 1...10 { // back 30 px in 20 ms: −1500 px/s, still 40 px right of where it started
            t += 0.002
            c.move(centre + Vector2(70 - 3 * Double(i), 0), at: t)
        }
        c.up(centre + Vector2(40, 0), at: t)
        let events = c.takeEvents()
        #expect(swiped(events).isEmpty && c.deck.position == 0)
    }

    @Test func holdThenReleaseIsNoFlick() {
        var c = DeckController(count: 5, viewport: testViewport)
        let t = drag(
            &c, from: centre, to: centre + Vector2(40, 0), steps: 10, duration: 0.03, startTime: 0, release: false)
        c.run(until: t + 0.2)
        c.up(centre + Vector2(40, 0), at: t + 0.2)
        let events = c.takeEvents()
        #expect(swiped(events).isEmpty && c.deck.position == 0)
    }

    @Test func pastTheThresholdIsSwipedEvenWhenSlow() {
        var c = DeckController(count: 5, viewport: testViewport)
        let t = drag(
            &c, from: centre, to: centre + Vector2(90, 30), steps: 30, duration: 0.9, startTime: 0, release: false)
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
        #expect(
            velocity.distance(to: pointerVelocity) <= 0.04 * pointerVelocity.length,
            "card \(velocity) vs pointer \(pointerVelocity)")
    }

    /// Released at a moment that is not a frame, the spring-back follows the same path at 30, 60 and
    /// 144 Hz and at jittered frame times.
    @Test func springBackIsTheSameAtAnyFrameRate() throws {
        let grab = Vector2(330, 200)
        var inputs: [(Double, DeckInput)] = [(0.0013, .pointer(PointerEvent(.down, at: grab)))]
        for i in 1...24 {
            inputs.append(
                (
                    0.0013 + Double(i) * 0.005,
                    .pointer(PointerEvent(.move, at: grab + Vector2(Double(i) * 3, Double(i))))
                ))
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
