import CSDL2
import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Kiosk mode against everything a visitor can do with keys and fingers (see KioskAppTests for Esc,
/// Q, Alt+F4, close and quit requests, the chord and SIGTERM).
@Suite(.serialized) struct KioskEscapeTests {
    static let ctrl = KMOD_LCTRL.rawValue, alt = KMOD_LALT.rawValue, shift = KMOD_LSHIFT.rawValue,
        gui = KMOD_LGUI.rawValue

    @Test func noKeyOrChordButTheUnlockChordEndsKioskMode() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.deckOptions.loops = true; $0.idleReset = 600
        }
        let size = app.runtime.window.size
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { SDL_KeyCode(UInt32($0)) }
        let digits = (UInt8(ascii: "0")...UInt8(ascii: "9")).map { SDL_KeyCode(UInt32($0)) }
        let special = [
            SDLK_ESCAPE, SDLK_F11, SDLK_F4, SDLK_TAB, SDLK_BACKSPACE, SDLK_DELETE, SDLK_F1, SDLK_F10,
            SDLK_MENU, SDLK_APPLICATION, SDLK_POWER, SDLK_SLEEP, SDLK_AC_BACK, SDLK_w,
        ]
        let modifierSets: [UInt32] = [
            0, Self.ctrl, Self.alt, Self.gui, Self.ctrl | Self.alt, Self.ctrl | Self.shift,
            Self.alt | Self.shift, Self.ctrl | Self.alt | Self.gui,
        ]
        for modifiers in modifierSets {
            for code in letters + digits + special { app.key(code, modifiers: modifiers, settles: false) }
        }
        app.settle()
        #expect(app.runtime.isRunning)
        #expect(app.runtime.window.size == size, "F11 does not leave the full screen")
        #expect(app.decisions.isEmpty, "no letter, digit or chord decides a card")
        app.key(SDLK_q, modifiers: Self.ctrl | Self.alt | Self.shift)
        #expect(!app.runtime.isRunning)
    }

    @Test func aLongPressIsATapNotAnExit() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.idleReset = 600
        }
        let c = app.card
        app.finger(.down, at: c.center)
        app.idle(1.5)
        app.finger(.up, at: c.center)
        app.settle()
        #expect(app.runtime.isRunning)
        #expect(app.decisions.isEmpty)
    }

    @Test func manyFingersAtOnceNeitherQuitNorDecideAndOneFingerStillSwipes() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.idleReset = 600
        }
        let c = app.card
        let starts = (0..<5).map { i in c.center + Vector2(Double(i - 2) * 40, Double(i % 2) * 60 - 30) }
        for (i, p) in starts.enumerated() { app.finger(.down, at: p, touch: 3, finger: Int64(10 + i)) }
        for step in 1...10 { // a pinch and a spread: fingers move toward and away from each other
            for (i, p) in starts.enumerated() {
                let toward = (c.center - p) * (Double(step) / 20) * (i % 2 == 0 ? 1 : -1)
                app.finger(.motion, at: p + toward, touch: 3, finger: Int64(10 + i))
            }
            app.elapse(0.008)
        }
        for (i, p) in starts.enumerated().reversed() { app.finger(.up, at: p, touch: 3, finger: Int64(10 + i)) }
        // A second touch device's fingers at the same time, and an up for a finger never down.
        app.finger(.down, at: c.center, touch: 4, finger: 1)
        app.finger(.up, at: c.center, touch: 9, finger: 99)
        app.finger(.up, at: c.center, touch: 4, finger: 1)
        app.settle()
        #expect(app.runtime.isRunning)
        #expect(app.decisions.isEmpty, "no finger moved far enough to decide")
        #expect(!app.runtime.controller.gesture.isTracking, "no finger is left stuck on the card")
        app.fingerDrag(from: c.center, to: c.center + Vector2(c.width, 0))
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:right"])
    }
}

/// The kiosk window goes back over its display when something moves or resizes it.
@Suite(.serialized) struct KioskCoverTests {
    @Test func aResizedOrMovedKioskWindowCoversItsDisplayAgain() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.idleReset = 600
        }
        let display = try #require(Window.bounds(ofDisplay: 0))
        #expect(app.runtime.window.frame == display)
        for (x, y, w, h): (Int32, Int32, Int32, Int32) in [
            (0, 0, 400, 300), (120, 80, Int32(display.width), Int32(display.height)),
        ] {
            app.runtime.window.setFrame(Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h)))
            app.settle()
            #expect(app.runtime.window.frame == display, "back over the display after \(w)×\(h) at \(x),\(y)")
            #expect(app.runtime.controller.viewport == display.size, "the stack is laid out for the display")
        }
        app.key(.right)
        #expect(app.decisions.map(\.0) == ["c0"])
    }

    @Test func aRefusedCorrectionIsNotRetriedUntilSomethingChanges() {
        var cover = KioskCover()
        let display = Rect(x: 0, y: 0, width: 1280, height: 800), small = Rect(x: 0, y: 0, width: 640, height: 400)
        #expect(cover.correction(window: display, display: display) == nil)
        #expect(cover.correction(window: small, display: display) == display)
        #expect(cover.correction(window: small, display: display) == nil, "the platform kept it: do not fight")
        let bigger = Rect(x: 0, y: 0, width: 1920, height: 1080)
        #expect(cover.correction(window: small, display: bigger) == bigger, "the display changed: try again")
        #expect(cover.correction(window: bigger, display: bigger) == nil)
        #expect(
            cover.correction(window: small, display: bigger) == bigger, "covered once, so a new resize is corrected")
    }
}
