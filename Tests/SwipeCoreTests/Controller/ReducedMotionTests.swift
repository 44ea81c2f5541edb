import SwipeCore
import Testing

/// `DeckOptions.reducedMotion` (WCAG 2.3.3, issue 29): decisions slide without turning, springs do not
/// overshoot, no idle nudge, a card turns over at once; a drag still follows the finger.
@Suite struct ReducedMotionTests {
    static var options: DeckOptions {
        var o = DeckOptions()
        o.reducedMotion = true
        return o
    }

    /// Whether every edge of `q` is horizontal or vertical, within `tolerance` pixels.
    static func isAxisAligned(_ q: Quad, tolerance: Double = 1e-6) -> Bool {
        abs(q.topLeft.y - q.topRight.y) <= tolerance && abs(q.bottomLeft.y - q.bottomRight.y) <= tolerance
            && abs(q.topLeft.x - q.bottomLeft.x) <= tolerance && abs(q.topRight.x - q.bottomRight.x) <= tolerance
    }

    @Test func aSwipeByKeyFliesOffWithoutTurning() throws {
        var c = DeckController(count: 3, viewport: testViewport, options: Self.options)
        c.advance(to: 0)
        let swiped = c.swipe(.right)
        #expect(swiped)
        var frames = 0
        var t = 0.0
        while c.isAnimating && t < 3 {
            t += 1.0 / 60
            c.advance(to: t)
            for card in c.scene.cards where card.isFlying {
                frames += 1
                #expect(Self.isAxisAligned(card.quad), "frame at \(t) s: \(card.quad)")
            }
        }
        #expect(frames > 3, "the card was seen flying (\(frames) frames)")
    }

    @Test func theSameSwipeTurnsWithoutIt() throws {
        var c = DeckController(count: 3, viewport: testViewport)
        c.advance(to: 0)
        c.swipe(.right)
        c.advance(to: 0.1)
        let flying = try #require(c.scene.cards.first { $0.isFlying })
        #expect(!Self.isAxisAligned(flying.quad, tolerance: 1), "the default tilts: the test above can fail")
    }

    @Test func aDragFollowsTheFingerUprightAndADraggedSwipeLeavesUpright() throws {
        var c = DeckController(count: 3, viewport: testViewport, options: Self.options)
        c.advance(to: 0)
        let start = Vector2(400, 200)
        let end = drag(&c, from: start, to: Vector2(520, 230), steps: 12, duration: 0.2, startTime: 0, release: false) {
            c, p, _ in
            let q = c.topSceneCard!.quad
            #expect(Self.isAxisAligned(q))
        }
        let held = try #require(c.topSceneCard).quad
        #expect(isClose(held.topLeft.x - 256, 120, 0.5), "moved with the finger: \(held.topLeft.x - 256) px")
        c.up(Vector2(700, 230), at: end + 0.05)
        c.run(until: end + 1)
        #expect(c.deck.topIndex == 1)
    }

    @Test func aCardTurnsOverAtOnceWithoutNarrowing() throws {
        for reduced in [true, false] {
            var options = DeckOptions()
            options.reducedMotion = reduced
            var c = DeckController(count: 3, viewport: testViewport, options: options)
            c.advance(to: 0)
            let width = c.cardRect.width
            let turned = c.flip()
            #expect(turned)
            var narrowest = width, backAt: Double?
            for frame in 1...60 {
                let t = Double(frame) / 60
                c.advance(to: t)
                let top = try #require(c.scene.cards.last)
                narrowest = min(narrowest, top.quad.topRight.x - top.quad.topLeft.x)
                if backAt == nil, top.showsBack { backAt = t }
            }
            if reduced {
                #expect(abs(narrowest - width) < 1e-6, "no frame narrows the card (\(narrowest) of \(width))")
                #expect(backAt == 1.0 / 60, "the back shows in the first frame")
            } else {
                #expect(narrowest < width / 2, "the default turn narrows it: the check above can fail")
            }
        }
    }

    @Test func aReleasedCardSettlesWithoutOvershoot() {
        var c = DeckController(count: 3, viewport: testViewport, options: Self.options)
        c.advance(to: 0)
        let end = drag(&c, from: Vector2(400, 200), to: Vector2(440, 200), steps: 6, duration: 0.3, startTime: 0)
        var least = Double.infinity
        var t = end
        while t < end + 2 {
            t += 1.0 / 60
            c.advance(to: t)
            least = min(least, c.topSceneCard!.quad.topLeft.x - 256)
        }
        #expect(least > -0.5, "never swings past its place: \(least) px")
    }

    @Test func noIdleNudge() {
        var c = DeckController(count: 3, viewport: testViewport, options: Self.options)
        c.advance(to: 0)
        let nudged = c.nudge()
        #expect(!nudged)
        #expect(!c.isAnimating)
    }
}
