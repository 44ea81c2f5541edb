import CSDL2
import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

extension AppHarness {
    /// Kiosk mode with `hours` in Europe/Berlin, the wall clock reading `start` (Berlin) now and then
    /// following the loop's virtual clock; `idleReset` seconds (default the kiosk's).
    static func screenHours(_ hours: String, start: String, idleReset: Double? = nil) throws -> AppHarness {
        var options = AppOptions()
        options.kiosk = true; options.deckOptions.loops = true; options.idleReset = idleReset
        options.screenHours = try ScreenHours.parse(hours)
        let app = try AppHarness { [options] in $0 = options }
        let origin = app.clock.now(), base = WallTime.at(start)
        let clock = app.clock
        var screen = KioskScreen(options, zone: WallTime.berlin)
        screen.wallClock = { base.addingTimeInterval(clock.now() - origin) }
        app.runtime.duty.screen = screen
        app.settle()
        return app
    }

    /// The wall clock the app reads now, Berlin.
    var wallText: String { WallTime.text(runtime.duty.screen.wallClock()) }

    /// A drag of the top card far to the right with the mouse (`which` 0) or a finger.
    func swipeRight(finger: Bool = false) {
        let c = card
        if finger {
            fingerDrag(from: c.center, to: c.center + Vector2(400, 0))
        } else {
            mouseDrag(from: c.center, to: c.center + Vector2(400, 0))
        }
    }
}

/// Screen hours and the waking touch through the real loop on virtual time (issue 28): blank at the
/// hours' end with no frames and no decisions, awake at their start in a new session whose first
/// touch only wakes, across the autumn change of Europe/Berlin.
@Suite(.serialized) struct ScreenHoursAppTests {
    @Test func blankAtEightInTheEveningAwakeAtEightInTheMorningAcrossTheAutumnChange() throws {
        let app = try AppHarness.screenHours("08:00-20:00", start: "2026-10-24 19:59:50")
        let evening = app.runtime.session
        app.swipeRight()
        #expect(app.decisions.map(\.1) == ["right"])
        app.idle(11)
        #expect(app.runtime.duty.screen.isBlank)
        let frames = app.runtime.framesDrawn
        app.swipeRight()
        app.swipeRight(finger: true)
        app.key(.right)
        app.idle(600)
        #expect(app.wallText == "2026-10-24 20:10")
        #expect(app.decisions.count == 1, "nothing is decided on a blank screen")
        #expect(app.runtime.framesDrawn == frames, "no frame is presented while blank and untouched")
        #expect(app.runtime.controller.deck.topIndex == 0, "the deck rests at its first card")
        // The next morning: 13 hours after 20:00, as the clock on the wall went back an hour at 03:00.
        let toMorning = WallTime.at("2026-10-25 07:59").timeIntervalSince(WallTime.at("2026-10-24 20:00"))
        #expect(toMorning == 13 * 3600 - 60)
        app.elapse(WallTime.at("2026-10-25 07:59:56").timeIntervalSince(app.runtime.duty.screen.wallClock()))
        app.idle(2)
        #expect(app.wallText == "2026-10-25 07:59")
        #expect(app.runtime.duty.screen.isBlank)
        app.idle(3)
        #expect(app.wallText == "2026-10-25 08:00")
        #expect(!app.runtime.duty.screen.isBlank)
        #expect(app.runtime.framesDrawn > frames)
        let morning = app.runtime.session
        #expect(morning != evening, "the hours' start begins a new session")
        app.swipeRight()
        #expect(app.decisions.count == 1, "the first touch of the morning only wakes the kiosk")
        app.swipeRight()
        #expect(app.decisions.map(\.1) == ["right", "right"])
        #expect(app.sessions == [evening, morning])
    }

    @Test func startingOutsideTheHoursShowsBlackAndIgnoresInputButTheChordQuits() throws {
        let app = try AppHarness.screenHours("mon-fri 08:00-20:00", start: "2026-03-28 12:00") // a Saturday
        #expect(app.runtime.duty.screen.isBlank)
        app.swipeRight()
        app.idle(5)
        #expect(app.decisions.isEmpty)
        #expect(app.runtime.isRunning)
        app.key(SDLK_q, modifiers: KMOD_LCTRL.rawValue | KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue)
        #expect(!app.runtime.isRunning, "the unlock chord still quits a blank kiosk")
    }

    @Test func theFirstTouchAfterAnIdleResetOnlyWakes() throws {
        let app = try AppHarness.screenHours("00:00-24:00", start: "2026-03-27 12:00", idleReset: 30)
        app.swipeRight()
        let first = app.runtime.session
        app.idle(31)
        #expect(app.runtime.session != first)
        app.swipeRight(finger: true)
        #expect(app.decisions.count == 1, "the waking contact decided nothing")
        app.swipeRight(finger: true)
        #expect(app.decisions.count == 2)
    }

    @Test func theFirstTouchDuringTheUnattendedNudgeOnlyWakes() throws {
        let app = try AppHarness.screenHours("00:00-24:00", start: "2026-03-27 12:00", idleReset: 60)
        app.idle(Kiosk.nudgeInterval + 1)
        #expect(app.runtime.duty.kiosk.nudges > 0)
        app.swipeRight()
        #expect(app.decisions.isEmpty, "the touch that stops the nudge nobody was watching decided nothing")
        app.swipeRight()
        #expect(app.decisions.count == 1)
    }

    @Test func aVisitorsPauseNudgedMidSessionKeepsTheirNextTouch() throws {
        let app = try AppHarness.screenHours("00:00-24:00", start: "2026-03-27 12:00", idleReset: 60)
        app.swipeRight()
        app.idle(Kiosk.nudgeInterval + 1)
        #expect(app.runtime.duty.kiosk.nudges > 0)
        app.swipeRight()
        #expect(app.decisions.count == 2, "a visitor who paused over a card decides with their next touch")
    }

    @Test func aTouchBeforeAnyAttractStateDecides() throws {
        let app = try AppHarness.screenHours("00:00-24:00", start: "2026-03-27 12:00", idleReset: 60)
        app.swipeRight()
        app.idle(1)
        app.swipeRight(finger: true)
        #expect(app.decisions.count == 2)
    }
}
