internal import CSDL2
import SwipeCore

/// Turns SDL's events (`PolledEvent`s) into `PlatformEvent`s, in renderer output pixels and seconds on
/// the loop's clock (SDL's 32-bit millisecond timestamp placed on the 64-bit clock by `EventTimestamp`,
/// so drags still decide after 49.7 days of uptime).
///
/// - Mouse: only the left button. Button down/up become `.down`/`.up` for `PointerID.mouse`; motion becomes
///   `.move` only while the left button is held (the engine has nothing to do with hover).
///   Positions are scaled from window points to output pixels by `outputSize / windowSize` (HiDPI).
/// - Fingers: SDL's 0…1 coordinates times `outputSize`, `PointerID.finger(touch:finger:)`.
/// - Duplicates: mouse events SDL made from touches (`which == MouseButtonInput.touchMouseID`) and
///   finger events it made from the mouse (`touchId == FingerInput.mouseTouchID`, −1) are dropped, so
///   each touch counts once.
///   With `preferSyntheticFingers` (set it when `SDL_MOUSE_TOUCH_EVENTS=1`) it is the other way round for
///   the mouse: real mouse button/motion events are dropped and the touchId −1 fingers kept, which drives the
///   finger path from xdotool.
///
/// ```swift
/// var translator = EventTranslator(windowSize: window.size, outputSize: renderer.outputSize)
/// while let polled = EventPump.poll() { if let e = translator.translate(polled, now: clock.now()) { app.handle(e) } }
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
    public func translate(_ event: PolledEvent, now: Double) -> PlatformEvent? {
        switch event.content {
        case .input(let input):
            return translate(input, time: EventTimestamp.seconds(event.timestampMs, near: now))
        case .renderReset:
            return .renderReset
        case .ignored:
            return nil
        }
    }

    /// The event for `input`, which happened at `time` (seconds on the loop's clock), or nil.
    public func translate(_ input: RecordedInput, time: Double) -> PlatformEvent? {
        switch input {
        case .mouseButton(let b):
            guard acceptsMouse(which: b.which), b.button == MouseButtonInput.leftButton else { return nil }
            return .pointer(
                PointerEvent(b.isDown ? .down : .up, .mouse, at: pixels(fromPoints: Double(b.x), Double(b.y))),
                time: time)
        case .mouseMotion(let m):
            guard acceptsMouse(which: m.which), m.buttons & MouseMotionInput.leftButtonMask != 0 else { return nil }
            return .pointer(PointerEvent(.move, .mouse, at: pixels(fromPoints: Double(m.x), Double(m.y))), time: time)
        case .finger(let f):
            guard f.touchId != FingerInput.mouseTouchID || preferSyntheticFingers else { return nil }
            let phase: PointerPhase =
                switch f.phase {
                case .down: .down;
                case .up: .up;
                case .motion: .move
                }
            let p = Vector2(Double(f.x) * outputSize.width, Double(f.y) * outputSize.height)
            return .pointer(PointerEvent(phase, .finger(touch: f.touchId, finger: f.fingerId), at: p), time: time)
        case .key(let k):
            return k.isDown ? .key(k.press) : nil
        case .window(let change):
            return .window(Self.windowEvent(change))
        case .quit:
            return .quit
        }
    }

    private func acceptsMouse(which: UInt32) -> Bool {
        which != MouseButtonInput.touchMouseID && !preferSyntheticFingers
    }

    static func windowEvent(_ change: WindowInput) -> WindowEvent {
        switch change {
        case .focusLost: return .focusLost
        case .focusGained: return .focusGained
        case .hidden, .minimized: return .hidden
        case .shown, .restored: return .shown
        case .sizeChanged: return .resized
        case .close: return .closeRequested
        case .exposed: return .exposed
        }
    }
}
