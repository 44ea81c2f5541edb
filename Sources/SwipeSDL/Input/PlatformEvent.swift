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
