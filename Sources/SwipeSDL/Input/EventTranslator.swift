import CXWindowGuard
import SwipeCore

/// Turns `SDL_Event`s into `PlatformEvent`s, in renderer output pixels and seconds on the loop's clock
/// (SDL's 32-bit millisecond timestamp placed on the 64-bit clock by `EventTimestamp`, so drags still
/// decide after 49.7 days of uptime).
///
/// - Mouse: only the left button. Button down/up become `.down`/`.up` for `PointerID.mouse`; motion becomes
///   `.move` only while the left button is held (the engine has nothing to do with hover).
///   Positions are scaled from window points to output pixels by `outputSize / windowSize` (HiDPI).
/// - Fingers: SDL's 0…1 coordinates times `outputSize`, `PointerID.finger(touch:finger:)`.
/// - Duplicates: mouse events SDL made from touches (`which == SDL_TOUCH_MOUSEID`) and finger events it
///   made from the mouse (`touchId == SDL_MOUSE_TOUCHID`, −1) are dropped, so each touch counts once.
///   With `preferSyntheticFingers` (set it when `SDL_MOUSE_TOUCH_EVENTS=1`) it is the other way round for
///   the mouse: real mouse button/motion events are dropped and the touchId −1 fingers kept, which drives the
///   finger path from xdotool.
///
/// ```swift
/// var translator = EventTranslator(windowSize: window.size, outputSize: renderer.outputSize)
/// while let sdl = EventPump.poll() { if let e = translator.translate(sdl, now: clock.now()) { app.handle(e) } }
/// ```
public struct EventTranslator: Hashable, Sendable {
    /// The window's size in points (mouse coordinates). Update it on `.resized`.
    public var windowSize: Size
    /// The renderer's output size in pixels. Update it on `.resized`.
    public var outputSize: Size
    /// Keep mouse-made finger events and drop real mouse events (see the type's documentation). Default false.
    public var preferSyntheticFingers: Bool

    public init(windowSize: Size, outputSize: Size, preferSyntheticFingers: Bool = false) {
        self.windowSize = windowSize; self.outputSize = outputSize
        self.preferSyntheticFingers = preferSyntheticFingers
    }

    /// Whether the environment asks for mouse-made finger events (`SDL_MOUSE_TOUCH_EVENTS=1`).
    public static var environmentPrefersSyntheticFingers: Bool {
        guard let v = SDL_getenv("SDL_MOUSE_TOUCH_EVENTS") else { return false }
        return String(cString: v) == "1"
    }

    /// Window points → output pixels.
    public func pixels(fromPoints x: Double, _ y: Double) -> Vector2 {
        let sx = windowSize.width > 0 ? outputSize.width / windowSize.width : 1
        let sy = windowSize.height > 0 ? outputSize.height / windowSize.height : 1
        return Vector2(x * sx, y * sy)
    }

    /// The event for `event`, or nil when the app has nothing to do with it. `now`: seconds on the
    /// loop's clock (`SDL_GetTicks64` / 1000, or a test's virtual clock); a pointer's `time` is the
    /// event's timestamp on that clock.
    public func translate(_ event: SDL_Event, now: Double) -> PlatformEvent? {
        let time = EventTimestamp.seconds(event.common.timestamp, near: now)
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard acceptsMouse(which: b.which), b.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            let phase: PointerPhase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            return .pointer(PointerEvent(phase, .mouse, at: pixels(fromPoints: Double(b.x), Double(b.y))), time: time)
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard acceptsMouse(which: m.which), m.state & swipedeck_button_left_mask() != 0 else { return nil }
            return .pointer(PointerEvent(.move, .mouse, at: pixels(fromPoints: Double(m.x), Double(m.y))), time: time)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = event.tfinger
            guard f.touchId != swipedeck_mouse_touchid() || preferSyntheticFingers else { return nil }
            let phase: PointerPhase = event.type == SDL_FINGERDOWN.rawValue ? .down
                : event.type == SDL_FINGERUP.rawValue ? .up : .move
            let p = Vector2(Double(f.x) * outputSize.width, Double(f.y) * outputSize.height)
            return .pointer(PointerEvent(phase, .finger(touch: f.touchId, finger: f.fingerId), at: p), time: time)
        case SDL_KEYDOWN.rawValue:
            return .key(Self.keyPress(event.key))
        case SDL_WINDOWEVENT.rawValue:
            return Self.windowEvent(event.window.event).map { .window($0) }
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            return .renderReset
        case SDL_SYSWMEVENT.rawValue:
            var copy = event   // X's DestroyNotify for a window of ours: see Window.isLost
            swipedeck_note_x_event(&copy)
            return nil
        default:
            return nil
        }
    }

    private func acceptsMouse(which: UInt32) -> Bool {
        which != swipedeck_touch_mouseid() && !preferSyntheticFingers
    }

    static func keyPress(_ k: SDL_KeyboardEvent) -> KeyPress {
        let mod = UInt32(k.keysym.mod)
        return KeyPress(key(k.keysym.sym),
                        ctrl: mod & KMOD_CTRL.rawValue != 0, alt: mod & KMOD_ALT.rawValue != 0,
                        shift: mod & KMOD_SHIFT.rawValue != 0, isRepeat: k.repeat != 0)
    }

    static func key(_ sym: SDL_Keycode) -> Key {
        switch UInt32(bitPattern: sym) {
        case SDLK_LEFT.rawValue: return .left
        case SDLK_RIGHT.rawValue: return .right
        case SDLK_UP.rawValue: return .up
        case SDLK_DOWN.rawValue: return .down
        case SDLK_BACKSPACE.rawValue: return .backspace
        case SDLK_z.rawValue: return .z
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue: return .enter
        case SDLK_SPACE.rawValue: return .space
        case SDLK_F11.rawValue: return .f11
        case SDLK_ESCAPE.rawValue: return .escape
        case SDLK_q.rawValue: return .q
        default: return .other(sym)
        }
    }

    static func windowEvent(_ id: UInt8) -> WindowEvent? {
        switch UInt32(id) {
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: return .focusLost
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: return .focusGained
        case SDL_WINDOWEVENT_HIDDEN.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue: return .hidden
        case SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue: return .shown
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue: return .resized
        case SDL_WINDOWEVENT_CLOSE.rawValue: return .closeRequested
        case SDL_WINDOWEVENT_EXPOSED.rawValue: return .exposed
        default: return nil
        }
    }
}
