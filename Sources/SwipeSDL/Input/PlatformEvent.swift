import SwipeCore

/// What the platform tells the app, translated from an `SDL_Event`.
public enum PlatformEvent: Hashable, Sendable {
    /// A pointer sample in renderer output pixels; `time` in seconds on the loop's clock (the event's
    /// millisecond timestamp, see `EventTimestamp`).
    case pointer(PointerEvent, time: Double)
    /// A key went down (repeats included, flagged).
    case key(KeyPress)
    /// Something happened to the window.
    case window(WindowEvent)
    /// The user or the system asked to quit (window closed, SIGINT, SIGTERM).
    case quit
    /// Textures were lost (`SDL_RENDER_TARGETS_RESET` / `SDL_RENDER_DEVICE_RESET`): recreate them.
    case renderReset

    /// A pointer sample or a key press: something the user did, as opposed to what the window or the
    /// system did.
    public var isInput: Bool {
        switch self {
        case .pointer, .key: return true
        case .window, .quit, .renderReset: return false
        }
    }
}

/// Keys the app reacts to; anything else is `.other(SDL keycode)`.
public enum Key: Hashable, Sendable {
    case left, right, up, down, backspace, z, enter, space, f11, escape, q, s
    case other(Int32)
}

/// A key press with its modifiers.
public struct KeyPress: Hashable, Sendable {
    public var key: Key
    /// Either Control key held.
    public var ctrl: Bool
    /// Either Alt key held.
    public var alt: Bool
    /// Either Shift key held.
    public var shift: Bool
    /// The press is an auto-repeat of a held key.
    public var isRepeat: Bool

    public init(_ key: Key, ctrl: Bool = false, alt: Bool = false, shift: Bool = false, isRepeat: Bool = false) {
        self.key = key; self.ctrl = ctrl; self.alt = alt; self.shift = shift; self.isRepeat = isRepeat
    }
}

/// Window changes the app cares about.
public enum WindowEvent: Hashable, Sendable {
    case focusLost, focusGained, hidden, shown
    /// The drawable size changed: re-read `Renderer.outputSize` and `Window.size`.
    case resized
    /// The close button was pressed (SDL also sends `.quit` when it was the last window).
    case closeRequested
    /// The window needs redrawing.
    case exposed
}
