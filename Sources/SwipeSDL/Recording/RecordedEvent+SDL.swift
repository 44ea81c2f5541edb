internal import CSDL2

/// Conversion between `SDL_Event` and the Swift values SwipeSDL hands out (`PolledEvent`,
/// `RecordedInput`): what the app and a recording see of an event, and the event a replay queues.
/// Internal: SDL's types never leave SwipeSDL.
extension PolledEvent {
    /// `event` as the app sees it.
    init(_ event: SDL_Event) {
        let content: Content
        if let input = RecordedInput(event) {
            content = .input(input)
        } else if event.type == SDL_RENDER_TARGETS_RESET.rawValue {
            content = .renderReset(.targets)
        } else if event.type == SDL_RENDER_DEVICE_RESET.rawValue {
            content = .renderReset(.device)
        } else {
            content = .ignored
        }
        self.init(timestampMs: event.common.timestamp, content, device: PointerDevice(event))
    }
}

extension RecordedEvent {
    /// The SDL event for this recording, addressed to window `windowID` and stamped
    /// `startMs + milliseconds` (SDL ticks, wrapping as SDL's 32-bit timestamps do).
    func sdlEvent(windowID: UInt32, startMs: UInt32) -> SDL_Event {
        var e = input.sdlEvent(windowID: windowID)
        e.common.timestamp = startMs &+ UInt32(truncatingIfNeeded: milliseconds)
        return e
    }
}

extension RecordedInput {
    /// What a recording keeps of `event`, nil when it skips it: wake-ups (SDL_USEREVENT), mouse
    /// motion with no button held, text input, and everything else the app never reads.
    init?(_ event: SDL_Event) {
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            self = .mouseButton(
                MouseButtonInput(
                    isDown: event.type == SDL_MOUSEBUTTONDOWN.rawValue, button: b.button,
                    clicks: b.clicks, x: b.x, y: b.y, which: b.which))
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.state != 0 else { return nil }
            self = .mouseMotion(
                MouseMotionInput(x: m.x, y: m.y, dx: m.xrel, dy: m.yrel, buttons: m.state, which: m.which))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = event.tfinger
            let phase: FingerInput.Phase =
                event.type == SDL_FINGERDOWN.rawValue
                ? .down
                : event.type == SDL_FINGERUP.rawValue ? .up : .motion
            self = .finger(
                FingerInput(
                    phase, touchId: f.touchId, fingerId: f.fingerId, x: f.x, y: f.y,
                    dx: f.dx, dy: f.dy, pressure: f.pressure))
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let k = event.key
            self = .key(
                KeyInput(
                    isDown: event.type == SDL_KEYDOWN.rawValue, keycode: k.keysym.sym,
                    scancode: k.keysym.scancode.rawValue, modifiers: k.keysym.mod, isRepeat: k.repeat != 0))
        case SDL_WINDOWEVENT.rawValue:
            guard let change = WindowInput(id: event.window.event, data1: event.window.data1, data2: event.window.data2)
            else { return nil }
            self = .window(change)
        case SDL_QUIT.rawValue:
            self = .quit
        default:
            return nil
        }
    }

    /// The SDL event (timestamp 0), addressed to window `windowID`.
    func sdlEvent(windowID: UInt32) -> SDL_Event {
        var e = SDL_Event()
        switch self {
        case .mouseButton(let b):
            e.type = (b.isDown ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
            e.button.windowID = windowID
            e.button.which = b.which
            e.button.button = b.button
            e.button.state = UInt8(b.isDown ? SDL_PRESSED : SDL_RELEASED)
            e.button.clicks = b.clicks
            e.button.x = b.x; e.button.y = b.y
        case .mouseMotion(let m):
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.windowID = windowID
            e.motion.which = m.which
            e.motion.state = m.buttons
            e.motion.x = m.x; e.motion.y = m.y; e.motion.xrel = m.dx; e.motion.yrel = m.dy
        case .finger(let f):
            switch f.phase {
            case .down: e.type = SDL_FINGERDOWN.rawValue
            case .motion: e.type = SDL_FINGERMOTION.rawValue
            case .up: e.type = SDL_FINGERUP.rawValue
            }
            e.tfinger.windowID = windowID
            e.tfinger.touchId = f.touchId; e.tfinger.fingerId = f.fingerId
            e.tfinger.x = f.x; e.tfinger.y = f.y; e.tfinger.dx = f.dx; e.tfinger.dy = f.dy
            e.tfinger.pressure = f.pressure
        case .key(let k):
            e.type = (k.isDown ? SDL_KEYDOWN : SDL_KEYUP).rawValue
            e.key.windowID = windowID
            e.key.state = UInt8(k.isDown ? SDL_PRESSED : SDL_RELEASED)
            e.key.repeat = k.isRepeat ? 1 : 0
            e.key.keysym.sym = k.keycode
            e.key.keysym.scancode = SDL_Scancode(rawValue: k.scancode)
            e.key.keysym.mod = k.modifiers
        case .window(let w):
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.windowID = windowID
            e.window.event = w.sdlID
            if case .sizeChanged(let width, let height) = w { e.window.data1 = width; e.window.data2 = height }
        case .quit:
            e.type = SDL_QUIT.rawValue
        }
        return e
    }
}

extension WindowInput {
    /// The change for SDL window event `id` (`SDL_WINDOWEVENT_…`), nil for those the app ignores
    /// (moved, enter/leave, take-focus, hit-test, ICC profile, display changes, plain RESIZED — SDL
    /// sends SIZE_CHANGED with it).
    init?(id: UInt8, data1: Int32, data2: Int32) {
        switch UInt32(id) {
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: self = .focusGained
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: self = .focusLost
        case SDL_WINDOWEVENT_SHOWN.rawValue: self = .shown
        case SDL_WINDOWEVENT_HIDDEN.rawValue: self = .hidden
        case SDL_WINDOWEVENT_MINIMIZED.rawValue: self = .minimized
        case SDL_WINDOWEVENT_RESTORED.rawValue: self = .restored
        case SDL_WINDOWEVENT_EXPOSED.rawValue: self = .exposed
        case SDL_WINDOWEVENT_CLOSE.rawValue: self = .close
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue: self = .sizeChanged(width: data1, height: data2)
        default: return nil
        }
    }

    /// SDL's window event id for this change.
    var sdlID: UInt8 {
        let id: SDL_WindowEventID
        switch self {
        case .focusGained: id = SDL_WINDOWEVENT_FOCUS_GAINED
        case .focusLost: id = SDL_WINDOWEVENT_FOCUS_LOST
        case .shown: id = SDL_WINDOWEVENT_SHOWN
        case .hidden: id = SDL_WINDOWEVENT_HIDDEN
        case .minimized: id = SDL_WINDOWEVENT_MINIMIZED
        case .restored: id = SDL_WINDOWEVENT_RESTORED
        case .exposed: id = SDL_WINDOWEVENT_EXPOSED
        case .close: id = SDL_WINDOWEVENT_CLOSE
        case .sizeChanged: id = SDL_WINDOWEVENT_SIZE_CHANGED
        }
        return UInt8(id.rawValue)
    }
}
