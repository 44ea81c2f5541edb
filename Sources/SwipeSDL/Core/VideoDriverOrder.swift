/// Which video drivers SDL may try, when the environment rules one out.
///
/// SDL 2.26 tries X11, then Wayland, then falls back to `offscreen`. When the X server refuses a
/// connection for a moment (under Xvfb right after a killed client), SDL's Wayland driver then asks
/// libwayland to connect, and libwayland prints "error: XDG_RUNTIME_DIR is invalid or not set in the
/// environment." on standard error, a line that is not ours and misleads an X11 user, even though no
/// Wayland connection was possible. `DisplayCheck` then starts SDL again. Where Wayland cannot connect
/// at all, SDL is told to try X11 and then `offscreen` only, so the retry stays silent.
public enum VideoDriverOrder {
    /// The value for SDL's `SDL_VIDEODRIVER` hint in `environment` (a variable's value or nil): "x11,
    /// offscreen" when `DISPLAY` is set and Wayland cannot connect (`waylandIsPossible` false); nil
    /// (SDL's own order) otherwise, and always when `SDL_VIDEODRIVER` chose a driver already.
    public static func hint(environment: (String) -> String?) -> String? {
        guard !isSet("SDL_VIDEODRIVER", environment), isSet("DISPLAY", environment), !waylandIsPossible(environment)
        else { return nil }
        return "x11,offscreen"
    }

    /// Whether libwayland could find a compositor: a socket handed over (`WAYLAND_SOCKET`), an absolute
    /// `WAYLAND_DISPLAY`, or a runtime folder (`XDG_RUNTIME_DIR`) for a relative one ("wayland-0" when unset).
    public static func waylandIsPossible(_ environment: (String) -> String?) -> Bool {
        isSet("WAYLAND_SOCKET", environment) || isSet("XDG_RUNTIME_DIR", environment)
            || (environment("WAYLAND_DISPLAY")?.hasPrefix("/") ?? false)
    }

    /// Whether `name` has a value that is not empty (an empty one counts as unset, as for SDL and libwayland).
    private static func isSet(_ name: String, _ environment: (String) -> String?) -> Bool {
        !(environment(name) ?? "").isEmpty
    }
}
