import CSDL2
import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

extension AppHarness {
    /// Presses `code` with `modifiers` (SDL's KMOD_… bits) and runs the loop.
    func key(_ code: SDL_KeyCode, modifiers: UInt32, settles: Bool = true) {
        push(.key(KeyInput(isDown: true, keycode: Int32(bitPattern: code.rawValue), modifiers: UInt16(modifiers))))
        if settles { settle() }
    }

    /// The sessions in the log, in order of first appearance.
    var sessions: [String] {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        var seen: [String] = []
        for entry in DecisionLogReader.parse(text).entries {
            if let s = entry.session, !seen.contains(s) { seen.append(s) }
        }
        return seen
    }
}

/// Kiosk mode through the real loop: what quits it, what does not, and the idle reset.
@Suite(.serialized) struct KioskAppTests {
    @Test func escQCloseAndQuitRequestsAreIgnoredAndTheChordQuits() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.deckOptions.loops = true; $0.idleReset = 60
        }
        app.key(.escape)
        app.key(.q)
        app.key(SDLK_F4, modifiers: KMOD_LALT.rawValue)
        app.push(.window(.close))
        app.push(.quit)
        #expect(app.runtime.isRunning)
        app.key(SDLK_q, modifiers: KMOD_LCTRL.rawValue | KMOD_LALT.rawValue) // Shift missing
        #expect(app.runtime.isRunning)
        app.key(SDLK_q, modifiers: KMOD_LCTRL.rawValue | KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue)
        #expect(!app.runtime.isRunning)
    }

    @Test func configuredChordQuits() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.unlockChord = KeyChord(ctrl: true, keycode: Int32(UInt8(ascii: "k")))
        }
        app.key(SDLK_q, modifiers: KMOD_LCTRL.rawValue | KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue)
        #expect(app.runtime.isRunning)
        app.key(SDLK_k, modifiers: KMOD_RCTRL.rawValue)
        #expect(!app.runtime.isRunning)
    }

    @Test func sigtermEndsKioskMode() throws {
        let app = try AppHarness { $0.kiosk = true }
        app.runtime.step(wait: false)
        #expect(app.runtime.isRunning)
        raiseUnblocked(SIGTERM) // its handler has run on return
        #expect(TerminationSignal.wasReceived)
        app.runtime.step(wait: false)
        #expect(!app.runtime.isRunning)
        TerminationSignal.install() // clear the flag for the next tests
    }

    @Test func windowStaysOpenOutsideKioskModeOnlyUntilQuit() throws {
        let app = try AppHarness()
        app.push(.quit)
        #expect(!app.runtime.isRunning, "outside kiosk mode a quit request still quits")
    }

    @Test func idleResetReturnsToTheFirstCardInANewSession() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.deckOptions.loops = true; $0.idleReset = 0.3
        }
        let first = app.runtime.session
        app.key(SDLK_RIGHT, modifiers: 0, settles: false)
        app.key(SDLK_LEFT, modifiers: 0, settles: false)
        #expect(app.runtime.controller.deck.topIndex == 2)
        app.idle(0.6)
        #expect(app.runtime.controller.deck.topIndex == 0)
        #expect(app.runtime.session != first)
        app.key(SDLK_RIGHT, modifiers: 0, settles: false)
        #expect(app.sessions == [first, app.runtime.session], "each line names its visitor session")
    }

    @Test func aMovingDragIsNotIdle() throws {
        let app = try AppHarness { $0.idleReset = 0.3 }
        app.key(SDLK_RIGHT, modifiers: 0, settles: false)
        let c = app.card
        app.mouse(.down, at: c.center)
        for step in 1...5 {
            app.mouse(.move, at: c.center + Vector2(Double(10 * step), 0))
            app.idle(0.1)
        }
        #expect(app.runtime.controller.deck.topIndex == 1, "a finger that moves is a visitor: not idle")
        app.mouse(.up, at: c.center + Vector2(50, 0))
        app.idle(0.6)
        #expect(app.runtime.controller.deck.topIndex == 0)
        #expect(!app.runtime.controller.gesture.isTracking)
    }

    /// A contact resting still (an object on the panel, a phantom touch) does not block the reset for
    /// ever: after the idle time the drag ends, the card springs back and the deck resets.
    @Test func aContactHeldStillPastTheIdleTimeIsLetGoAndTheResetHappens() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.deckOptions.loops = true; $0.idleReset = 0.5
        }
        let first = app.runtime.session
        app.key(SDLK_RIGHT, modifiers: 0, settles: false)
        let c = app.card
        app.finger(.down, at: c.center)
        app.finger(.motion, at: c.center + Vector2(40, 0))
        app.idle(1.0)
        #expect(!app.runtime.controller.gesture.isTracking, "the still finger was let go")
        #expect(app.runtime.controller.deck.topIndex == 0 && app.runtime.session != first)
        app.finger(.up, at: c.center + Vector2(40, 0))
        app.idle(0.2)
        #expect(app.decisions.map(\.1) == ["right"], "lifting the finger later decides nothing")
    }
}
