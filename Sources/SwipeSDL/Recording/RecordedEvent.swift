/// One input event of a recorded session, kept in SDL's own terms (window points, SDL keycodes, raw
/// finger coordinates) so that it turns back into the same `SDL_Event` for a faithful replay.
///
/// ```swift
/// if let input = EventPump.poll()?.recordable { write(RecordedEvent(time: elapsed, input)) }  // recording
/// EventPump.add(recorded, windowID: window.id, startMs: replayStart)                     // replaying
/// ```
public struct RecordedEvent: Hashable, Sendable {
    /// Seconds since the recording started, ≥ 0, in whole milliseconds (SDL timestamps are milliseconds).
    public var time: Double
    /// What happened.
    public var input: RecordedInput

    public init(time: Double, _ input: RecordedInput) { self.time = time; self.input = input }

    /// `time` in whole milliseconds, within 0…`maxSeconds` × 1000 (a time out of that range, or not a
    /// number, is brought to the nearest end instead of trapping in the conversion).
    public var milliseconds: Int64 {
        let ms = (time * 1000).rounded()
        guard ms > 0 else { return 0 }
        return Int64(min(ms, Self.maxSeconds * 1000))
    }

    /// The latest time an event may have, seconds since the recording began: 1,000,000,000 (about 31
    /// years; in milliseconds it stays exact in a `Double` and far inside `Int64`).
    public static let maxSeconds: Double = 1_000_000_000
}

/// The kinds of events a recording keeps: the ones the app reacts to.
public enum RecordedInput: Hashable, Sendable {
    case mouseButton(MouseButtonInput)
    case mouseMotion(MouseMotionInput)
    case finger(FingerInput)
    case key(KeyInput)
    case window(WindowInput)
    /// SDL_QUIT: the last window closed, or SIGINT/SIGTERM outside kiosk mode.
    case quit
}

/// A mouse button pressed or released (SDL_MOUSEBUTTONDOWN/UP).
public struct MouseButtonInput: Hashable, Sendable {
    /// True for a press, false for a release.
    public var isDown: Bool
    /// SDL's button number: 1 left, 2 middle, 3 right, 4 and 5 the side buttons.
    public var button: UInt8
    /// 1 for a single click, 2 for a double click…
    public var clicks: UInt8
    /// Position in window points.
    public var x: Int32, y: Int32
    /// The mouse's instance id; `UInt32.max` (SDL_TOUCH_MOUSEID) for mouse events SDL made from a touch.
    public var which: UInt32

    public init(isDown: Bool, button: UInt8, clicks: UInt8 = 1, x: Int32, y: Int32, which: UInt32 = 0) {
        self.isDown = isDown; self.button = button; self.clicks = clicks; self.x = x; self.y = y; self.which = which
    }

    /// SDL's number for the left button (`SDL_BUTTON_LEFT`): 1.
    public static let leftButton: UInt8 = 1
    /// The `which` of mouse events SDL made from a touch (`SDL_TOUCH_MOUSEID`): `UInt32.max`.
    public static let touchMouseID = UInt32.max
}

/// The mouse moved with a button held (SDL_MOUSEMOTION; hover without buttons is not recorded).
public struct MouseMotionInput: Hashable, Sendable {
    /// Position in window points.
    public var x: Int32, y: Int32
    /// Movement since the last motion event, window points.
    public var dx: Int32, dy: Int32
    /// Buttons held, SDL's mask: bit 0 left, bit 1 middle, bit 2 right.
    public var buttons: UInt32
    /// The mouse's instance id (see `MouseButtonInput.which`).
    public var which: UInt32

    public init(x: Int32, y: Int32, dx: Int32 = 0, dy: Int32 = 0, buttons: UInt32, which: UInt32 = 0) {
        self.x = x; self.y = y; self.dx = dx; self.dy = dy; self.buttons = buttons; self.which = which
    }

    /// The left button's bit in `buttons` (`SDL_BUTTON(SDL_BUTTON_LEFT)`): 1.
    public static let leftButtonMask: UInt32 = 1
}

/// A finger touched, moved or lifted (SDL_FINGERDOWN/MOTION/UP).
public struct FingerInput: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable, CaseIterable { case down, motion, up }
    public var phase: Phase
    /// The touch device; −1 (SDL_MOUSE_TOUCHID) for fingers SDL made from the mouse.
    public var touchId: Int64
    /// The finger on that device.
    public var fingerId: Int64
    /// Position normalised to the window, 0…1.
    public var x: Float, y: Float
    /// Movement since the last event, normalised, −1…1.
    public var dx: Float, dy: Float
    /// Pressure, 0…1.
    public var pressure: Float

    public init(
        _ phase: Phase, touchId: Int64, fingerId: Int64, x: Float, y: Float,
        dx: Float = 0, dy: Float = 0, pressure: Float = 1
    ) {
        self.phase = phase; self.touchId = touchId; self.fingerId = fingerId
        self.x = x; self.y = y; self.dx = dx; self.dy = dy; self.pressure = pressure
    }

    /// The `touchId` of finger events SDL made from the mouse (`SDL_MOUSE_TOUCHID`): −1.
    public static let mouseTouchID: Int64 = -1
}

/// A key pressed or released (SDL_KEYDOWN/UP).
public struct KeyInput: Hashable, Sendable {
    /// True for a press (auto-repeats included), false for a release.
    public var isDown: Bool
    /// SDL keycode (`SDLK_…`, layout-dependent).
    public var keycode: Int32
    /// SDL scancode (`SDL_SCANCODE_…`, the physical key).
    public var scancode: UInt32
    /// Modifier mask (`KMOD_…`).
    public var modifiers: UInt16
    /// The press is an auto-repeat.
    public var isRepeat: Bool

    public init(isDown: Bool, keycode: Int32, scancode: UInt32 = 0, modifiers: UInt16 = 0, isRepeat: Bool = false) {
        self.isDown = isDown; self.keycode = keycode; self.scancode = scancode
        self.modifiers = modifiers; self.isRepeat = isRepeat
    }
}

/// Window events the app reacts to (SDL_WINDOWEVENT).
public enum WindowInput: Hashable, Sendable {
    case focusGained, focusLost, shown, hidden, minimized, restored, exposed, close
    /// The drawable size changed (SDL_WINDOWEVENT_SIZE_CHANGED) to this many window points.
    case sizeChanged(width: Int32, height: Int32)
}
