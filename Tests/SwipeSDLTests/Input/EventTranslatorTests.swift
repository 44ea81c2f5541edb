import CSDL2
import SwipeCore
import Testing

@testable import SwipeSDL

@Suite struct EventTranslatorTests {
    let hiDPI = EventTranslator(windowSize: Size(width: 800, height: 600), outputSize: Size(width: 1600, height: 1200))
    let plain = EventTranslator(windowSize: Size(width: 800, height: 600), outputSize: Size(width: 800, height: 600))

    func mouseButton(
        _ type: SDL_EventType, x: Int32, y: Int32, which: UInt32 = 0, button: Int32 = SDL_BUTTON_LEFT,
        timestamp: UInt32 = 1500
    ) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.button.timestamp = timestamp
        e.button.which = which
        e.button.button = UInt8(button)
        e.button.x = x; e.button.y = y
        return e
    }

    func motion(x: Int32, y: Int32, which: UInt32 = 0, leftHeld: Bool = true) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.timestamp = 2000
        e.motion.which = which
        e.motion.state = leftHeld ? swipedeck_button_left_mask() : 0
        e.motion.x = x; e.motion.y = y
        return e
    }

    func finger(_ type: SDL_EventType, x: Float, y: Float, touch: Int64 = 7, finger: Int64 = 3) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.timestamp = 250
        e.tfinger.touchId = touch
        e.tfinger.fingerId = finger
        e.tfinger.x = x; e.tfinger.y = y
        return e
    }

    func key(_ sym: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE, repeating: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.keysym.sym = SDL_Keycode(bitPattern: sym.rawValue)
        e.key.keysym.mod = UInt16(mod.rawValue)
        e.key.repeat = repeating ? 1 : 0
        return e
    }

    func window(_ id: SDL_WindowEventID) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(id.rawValue)
        return e
    }

    @Test func mouseDownIsScaledToOutputPixels() {
        let event = hiDPI.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 100, y: 50), now: 0)
        #expect(event == .pointer(PointerEvent(.down, .mouse, at: Vector2(200, 100)), time: 1.5))
    }

    @Test func mouseUpAndHeldMotion() {
        #expect(
            plain.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 10, y: 20), now: 0)
                == .pointer(PointerEvent(.up, .mouse, at: Vector2(10, 20)), time: 1.5))
        #expect(
            plain.translate(motion(x: 30, y: 40), now: 0)
                == .pointer(PointerEvent(.move, .mouse, at: Vector2(30, 40)), time: 2))
    }

    @Test func hoverAndOtherButtonsAreIgnored() {
        #expect(plain.translate(motion(x: 30, y: 40, leftHeld: false), now: 0) == nil)
        #expect(plain.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_RIGHT), now: 0) == nil)
    }

    @Test func fingerDownIsNormalisedToPixels() {
        let event = plain.translate(finger(SDL_FINGERDOWN, x: 0.5, y: 0.25), now: 0)
        #expect(event == .pointer(PointerEvent(.down, .finger(touch: 7, finger: 3), at: Vector2(400, 150)), time: 0.25))
        #expect(
            plain.translate(finger(SDL_FINGERMOTION, x: 0, y: 1), now: 0)
                == .pointer(PointerEvent(.move, .finger(touch: 7, finger: 3), at: Vector2(0, 600)), time: 0.25))
        #expect(
            plain.translate(finger(SDL_FINGERUP, x: 1, y: 0), now: 0)
                == .pointer(PointerEvent(.up, .finger(touch: 7, finger: 3), at: Vector2(800, 0)), time: 0.25))
    }

    @Test func mouseMadeFromTouchIsDropped() {
        #expect(plain.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 5, y: 5, which: UInt32.max), now: 0) == nil)
        #expect(plain.translate(motion(x: 5, y: 5, which: UInt32.max), now: 0) == nil)
    }

    @Test func fingerMadeFromMouseIsDroppedByDefault() {
        #expect(plain.translate(finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, touch: -1, finger: 0), now: 0) == nil)
    }

    @Test func preferSyntheticFingersKeepsThemAndDropsRealMouse() {
        var t = plain
        t.preferSyntheticFingers = true
        #expect(
            t.translate(finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, touch: -1, finger: 0), now: 0)
                == .pointer(PointerEvent(.down, .finger(touch: -1, finger: 0), at: Vector2(400, 300)), time: 0.25))
        #expect(t.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 5, y: 5), now: 0) == nil)
        #expect(t.translate(motion(x: 5, y: 5), now: 0) == nil)
    }

    @Test func keys() {
        #expect(plain.translate(key(SDLK_LEFT), now: 0) == .key(KeyPress(.left)))
        #expect(plain.translate(key(SDLK_z, mod: KMOD_LCTRL), now: 0) == .key(KeyPress(.z, ctrl: true)))
        #expect(plain.translate(key(SDLK_F11), now: 0) == .key(KeyPress(.f11)))
        #expect(plain.translate(key(SDLK_ESCAPE, repeating: true), now: 0) == .key(KeyPress(.escape, isRepeat: true)))
        #expect(plain.translate(key(SDLK_RIGHT, mod: KMOD_RSHIFT), now: 0) == .key(KeyPress(.right, shift: true)))
        #expect(plain.translate(key(SDLK_a), now: 0) == .key(KeyPress(.other(Int32(bitPattern: SDLK_a.rawValue)))))
    }

    @Test func windowEventsQuitAndReset() {
        #expect(plain.translate(window(SDL_WINDOWEVENT_FOCUS_LOST), now: 0) == .window(.focusLost))
        #expect(plain.translate(window(SDL_WINDOWEVENT_SIZE_CHANGED), now: 0) == .window(.resized))
        #expect(plain.translate(window(SDL_WINDOWEVENT_CLOSE), now: 0) == .window(.closeRequested))
        #expect(plain.translate(window(SDL_WINDOWEVENT_MOVED), now: 0) == nil)
        var quit = SDL_Event(); quit.type = SDL_QUIT.rawValue
        #expect(plain.translate(quit, now: 0) == .quit)
        var reset = SDL_Event(); reset.type = SDL_RENDER_DEVICE_RESET.rawValue
        #expect(plain.translate(reset, now: 0) == .renderReset)
    }
}

extension EventTranslator {
    /// `raw` through the conversion `EventPump.poll()` applies, then translated: the tests above build
    /// events as SDL sends them.
    func translate(_ raw: SDL_Event, now: Double) -> PlatformEvent? { translate(PolledEvent(raw), now: now) }
}
