import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Time to decide (WCAG 2.2.1): the warning before an idle reset, its countdown, and a press during it
/// that keeps the visitor's card and session. On the virtual clock.
@Suite(.serialized) struct IdleWarningTests {
    /// Presses `key` and returns the loop's clock at the press, milliseconds.
    static func press(_ key: Key, in app: AppHarness) -> Int64 {
        let t0 = app.clock.ms
        app.key(key)
        return t0
    }

    /// Runs the loop idle until `quiet` seconds have passed since `t0` (ms).
    static func idle(until quiet: Double, since t0: Int64, in app: AppHarness) {
        app.idle(quiet - Double(app.clock.ms - t0) / 1000)
    }

    @Test func theLeadIsTwentySecondsFromAFortySecondIdleTimeAndHalfBelow() {
        #expect(IdleWarning.lead(idle: 60) == 20)
        #expect(IdleWarning.lead(idle: 40) == 20)
        #expect(IdleWarning.lead(idle: 30) == 15)
        #expect(IdleWarning.lead(idle: 10) == 5)
        #expect(IdleWarning.lead(idle: 9.9) == 0 && IdleWarning.secondsLeft(idle: 2, quiet: 1.5) == nil)
        #expect(IdleWarning.secondsLeft(idle: 60, quiet: 39.9) == nil)
        #expect(IdleWarning.secondsLeft(idle: 60, quiet: 40) == 20)
        #expect(IdleWarning.secondsLeft(idle: 60, quiet: 45.2) == 15)
        #expect(IdleWarning.secondsLeft(idle: 60, quiet: 59.99) == 1)
        #expect(IdleWarning.secondsLeft(idle: 60, quiet: 60) == nil)
    }

    @Test func theWarningCountsDownAndTheResetFollows() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.deckOptions.loops = true; $0.idleReset = 60
        }
        let t0 = Self.press(.right, in: app)
        let session = app.runtime.session
        Self.idle(until: 39.5, since: t0, in: app)
        #expect(app.runtime.frameContent.idleWarning == nil)
        Self.idle(until: 40.5, since: t0, in: app)
        let text = try #require(app.runtime.frameContent.idleWarning)
        #expect(text == Labels.english.idleWarning(seconds: 20))
        #expect(text.contains("20 s"))
        Self.idle(until: 50.5, since: t0, in: app)
        #expect(app.runtime.frameContent.idleWarning == Labels.english.idleWarning(seconds: 10))
        Self.idle(until: 60.5, since: t0, in: app)
        #expect(app.runtime.frameContent.idleWarning == nil)
        #expect(app.runtime.session != session && app.runtime.controller.deck.topIndex == 0)
    }

    @Test func aTapDuringTheWarningKeepsTheCardAndTheSessionAndDecidesNothing() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.deckOptions.loops = true; $0.idleReset = 60
        }
        app.key(.right)
        let session = app.runtime.session, top = app.runtime.controller.deck.topIndex
        app.idle(50)
        #expect(app.runtime.frameContent.idleWarning != nil)
        let like = try #require(ChromeLayout.deck(screen: app.runtime.controller.screen).buttons[.like])
        app.mouse(.down, at: like.center) // on ♥: it must only dismiss the warning
        app.mouse(.up, at: like.center)
        app.settle()
        #expect(app.runtime.frameContent.idleWarning == nil)
        #expect(app.runtime.controller.deck.topIndex == top && app.runtime.session == session)
        app.idle(45)
        #expect(app.runtime.frameContent.idleWarning != nil, "the idle time started again at the tap")
        app.key(.left) // a key during it: dismissed, nothing decided
        #expect(app.runtime.frameContent.idleWarning == nil)
        #expect(app.runtime.controller.deck.topIndex == top && app.runtime.session == session)
        app.key(.left)
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:right", "c1:left"])
    }

    @Test func nobodyIsWarnedBeforeTheFirstInputOrAfterAReset() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.deckOptions.loops = true; $0.idleReset = 60
        }
        app.idle(50)
        #expect(app.runtime.frameContent.idleWarning == nil, "an empty kiosk after its start")
        let t0 = Self.press(.right, in: app)
        Self.idle(until: 65, since: t0, in: app)
        #expect(app.runtime.controller.deck.topIndex == 0, "reset")
        Self.idle(until: 65 + 50, since: t0, in: app)
        #expect(app.runtime.frameContent.idleWarning == nil, "an empty kiosk after its reset")
    }

    @Test func aShortIdleTimeWarnsForItsSecondHalf() throws {
        let app = try AppHarness { $0.idleReset = 10 }
        let t0 = Self.press(.right, in: app)
        Self.idle(until: 4.5, since: t0, in: app)
        #expect(app.runtime.frameContent.idleWarning == nil)
        Self.idle(until: 5.5, since: t0, in: app)
        #expect(app.runtime.frameContent.idleWarning == Labels.english.idleWarning(seconds: 5))
    }
}
