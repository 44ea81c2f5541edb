import CSDL2
import Testing

@testable import SwipeSDL

/// SDL_Event ⇄ the Swift values SwipeSDL hands out: what `EventPump.poll()` makes of each event, and
/// the event a replay queues back (the JSON half of a recording's round trip is in SwipeDeckTests'
/// RecordingFormatTests).
@Suite struct RecordedEventSDLTests {
    /// Each kind of event, built as SDL would send it, stamped 1234 ms.
    static var samples: [(String, SDL_Event)] {
        var out: [(String, SDL_Event)] = []
        func make(_ name: String, _ type: SDL_EventType, _ fill: (inout SDL_Event) -> Void) {
            var e = SDL_Event()
            e.type = type.rawValue
            fill(&e)
            e.common.timestamp = 1_234
            out.append((name, e))
        }
        for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
            make("mouse button \(type.rawValue)", type) {
                $0.button.button = 3; $0.button.clicks = 2; $0.button.x = 417; $0.button.y = -3
                $0.button.which = swipedeck_touch_mouseid()
                $0.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            }
        }
        make("mouse motion", SDL_MOUSEMOTION) {
            $0.motion.x = 12; $0.motion.y = 590; $0.motion.xrel = -7; $0.motion.yrel = 4
            $0.motion.state = swipedeck_button_left_mask(); $0.motion.which = 0
        }
        for type in [SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP] {
            make("finger \(type.rawValue)", type) {
                $0.tfinger.touchId = swipedeck_mouse_touchid(); $0.tfinger.fingerId = 42
                $0.tfinger.x = 0.1; $0.tfinger.y = 1.0 / 3; $0.tfinger.dx = -0.0123; $0.tfinger.dy = 0.99999994
                $0.tfinger.pressure = 0.5
            }
        }
        for type in [SDL_KEYDOWN, SDL_KEYUP] {
            make("key \(type.rawValue)", type) {
                $0.key.keysym.sym = Int32(SDLK_z.rawValue); $0.key.keysym.scancode = SDL_SCANCODE_Z
                $0.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue | KMOD_RSHIFT.rawValue)
                $0.key.repeat = type == SDL_KEYDOWN ? 1 : 0
                $0.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
            }
        }
        let windowEvents: [SDL_WindowEventID] = [
            SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_FOCUS_LOST,
            SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_RESTORED,
            SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_CLOSE, SDL_WINDOWEVENT_SIZE_CHANGED,
        ]
        for id in windowEvents {
            make("window \(id.rawValue)", SDL_WINDOWEVENT) {
                $0.window.event = UInt8(id.rawValue)
                if id == SDL_WINDOWEVENT_SIZE_CHANGED { $0.window.data1 = 1024; $0.window.data2 = 700 }
            }
        }
        make("quit", SDL_QUIT) { _ in }
        return out
    }

    /// The fields of `e` that a replay must restore, as text (the union's members by type).
    static func essence(_ e: SDL_Event) -> String {
        switch e.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = e.button
            return "button \(e.type) \(b.button) \(b.clicks) \(b.x) \(b.y) \(b.which) \(b.state)"
        case SDL_MOUSEMOTION.rawValue:
            let m = e.motion
            return "motion \(m.x) \(m.y) \(m.xrel) \(m.yrel) \(m.state) \(m.which)"
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = e.tfinger
            return "finger \(e.type) \(f.touchId) \(f.fingerId) \(f.x) \(f.y) \(f.dx) \(f.dy) \(f.pressure)"
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let k = e.key
            return "key \(e.type) \(k.keysym.sym) \(k.keysym.scancode.rawValue) \(k.keysym.mod) \(k.repeat) \(k.state)"
        case SDL_WINDOWEVENT.rawValue:
            let w = e.window
            return
                "window \(w.event) \(w.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) ? "\(w.data1) \(w.data2)" : "")"
        default:
            return "type \(e.type)"
        }
    }

    @Test(arguments: samples.map(\.0))
    func everyKindComesBackAsTheSameSDLEvent(name: String) throws {
        let original = try #require(Self.samples.first { $0.0 == name }?.1)
        let polled = PolledEvent(original)
        #expect(polled.timestampMs == 1_234)
        let input = try #require(polled.recordable, "\(name) is recorded")
        let back = RecordedEvent(time: 0.234, input).sdlEvent(windowID: 9, startMs: 5_000)
        #expect(Self.essence(back) == Self.essence(original))
        #expect(back.common.timestamp == 5_234, "stamped with its due time on the replay's clock")
        let isFinger = [SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP].map(\.rawValue).contains(back.type)
        if back.type != SDL_QUIT.rawValue { #expect((isFinger ? back.tfinger.windowID : back.window.windowID) == 9) }
    }

    @Test func eventsTheAppNeverReadsAreIgnoredAndNotRecorded() {
        var wake = SDL_Event(); wake.type = SDL_USEREVENT.rawValue
        var hover = SDL_Event(); hover.type = SDL_MOUSEMOTION.rawValue; hover.motion.state = 0
        var text = SDL_Event(); text.type = SDL_TEXTINPUT.rawValue
        var moved = SDL_Event(); moved.type = SDL_WINDOWEVENT.rawValue;
        moved.window.event = UInt8(SDL_WINDOWEVENT_MOVED.rawValue)
        for e in [wake, hover, text, moved] {
            #expect(PolledEvent(e).content == .ignored, "type \(e.type)")
            #expect(PolledEvent(e).recordable == nil, "type \(e.type)")
        }
    }

    @Test func renderResetsAreNamedAndNotRecorded() {
        var targets = SDL_Event(); targets.type = SDL_RENDER_TARGETS_RESET.rawValue; targets.common.timestamp = 77
        var device = SDL_Event(); device.type = SDL_RENDER_DEVICE_RESET.rawValue
        #expect(PolledEvent(targets) == PolledEvent(timestampMs: 77, .renderReset(.targets)))
        #expect(PolledEvent(device).content == .renderReset(.device))
        #expect(PolledEvent(device).recordable == nil)
    }

    /// The Swift constants stand for SDL's macros (which Swift cannot import, hence the shim).
    @Test func constantsMatchSDLsMacros() {
        #expect(MouseButtonInput.leftButton == UInt8(SDL_BUTTON_LEFT))
        #expect(MouseButtonInput.touchMouseID == swipedeck_touch_mouseid())
        #expect(MouseMotionInput.leftButtonMask == swipedeck_button_left_mask())
        #expect(FingerInput.mouseTouchID == swipedeck_mouse_touchid())
    }
}
