import SwipeCore
import Testing

@testable import SwipeDeck

/// A held pointer with no event for `DeckOptions.staleTimeout` (10 s) is let go through the real loop,
/// and its card is seen springing back (red team round 3, issue 30: under Xvfb a drag held past it, or
/// whose process was stopped meanwhile, stayed on screen with its LIKE stamp: the engine let it go, but
/// its spring was moved on by the whole gap in the same step, nothing was left animating, and no frame
/// was drawn).
@Suite struct StalePointerAppTests {
    func heldDrag(_ app: AppHarness, finger: Bool) {
        let c = app.card
        if finger {
            app.finger(.down, at: c.center)
            app.elapse(0.02)
            app.finger(.motion, at: c.center + Vector2(200, 0))
        } else {
            app.mouse(.down, at: c.center)
            app.elapse(0.02)
            app.mouse(.move, at: c.center + Vector2(200, 0))
        }
    }

    @Test(arguments: [false, true])
    func aDragHeldStillPastTheStaleTimeSpringsBack(finger: Bool) throws {
        let app = try AppHarness()
        heldDrag(app, finger: finger)
        #expect(app.runtime.controller.gesture.isTracking)
        app.settle()
        let drawn = app.runtime.framesDrawn
        app.idle(DeckOptions().staleTimeout + 1)
        #expect(!app.runtime.controller.gesture.isTracking, "the held \(finger ? "finger" : "mouse") was let go")
        #expect(app.runtime.framesDrawn > drawn + 5, "the spring back is drawn, frame by frame")
        #expect(!app.runtime.needsFrame, "and it has ended")
        if finger {
            app.finger(.up, at: app.card.center + Vector2(200, 0))
        } else {
            app.mouse(.up, at: app.card.center + Vector2(200, 0))
        }
        app.settle()
        #expect(app.decisions.isEmpty, "neither the time nor the late release decides")
        #expect(app.runtime.controller.deck.topIndex == 0)
    }

    /// The process stopped (SIGSTOP) past the stale time: the loop's clock jumps on without a pass.
    @Test func aDragWhoseProcessWasStoppedIsLetGoAtTheNextPass() throws {
        let app = try AppHarness()
        heldDrag(app, finger: false)
        app.settle()
        app.elapse(DeckOptions().staleTimeout + 2)
        let drawn = app.runtime.framesDrawn
        app.idle(1)
        #expect(!app.runtime.controller.gesture.isTracking)
        #expect(app.runtime.framesDrawn > drawn + 5, "the card springs back from where it was held: no jump")
        app.mouse(.up, at: app.card.center + Vector2(200, 0))
        app.settle()
        #expect(app.decisions.isEmpty)
    }
}
