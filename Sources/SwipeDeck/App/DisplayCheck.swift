import Foundation

/// Whether the video driver SDL picked can show anything to a person.
///
/// When no display can be opened — neither `DISPLAY` nor `WAYLAND_DISPLAY` set, or the X server
/// refusing a connection for a moment while it cleans up after a killed client — SDL 2.26 silently
/// falls back to its `offscreen` driver, and the app would run on for ever with no window: under
/// systemd's `Restart=on-failure` a kiosk would stay dark. Unless the driver was chosen on purpose
/// (`SDL_VIDEODRIVER`, as tests do with `dummy`), such a start is an error, so the service restarts
/// and tries again.
public enum DisplayCheck {
    /// Drivers that draw where nobody sees it.
    public static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// The environment variables SDL finds a display by, named in the message set or not: X11's and
    /// Wayland's (SDL 2.26 tries X11 first, then Wayland).
    public static let displayVariables = ["DISPLAY", "WAYLAND_DISPLAY"]

    /// The message for a start on `driver` (SDL's current video driver) with `environment`, or nil when
    /// the start is fine.
    public static func problem(driver: String?, environment: [String: String]) -> String? {
        guard let driver, invisibleDrivers.contains(driver) else { return nil }
        if let chosen = environment["SDL_VIDEODRIVER"], !chosen.isEmpty { return nil }
        let named = displayVariables.map { name in
            environment[name].flatMap { $0.isEmpty ? nil : "\(name)=\($0)" } ?? "\(name) not set"
        }
        return "no display could be opened (\(named.joined(separator: ", ")));"
            + " SDL fell back to its invisible \"\(driver)\" driver"
            + " (set SDL_VIDEODRIVER=\(driver) to run without a window on purpose)"
    }

    /// Times a start is tried before an invisible fallback is an error. 4.
    public static let attempts = 4
    /// Seconds between two tries. 0.25: an X server that refuses a connection for a moment (it
    /// happened under Xvfb right after a client was killed) is usually back within that.
    public static let retryDelay = 0.25

    /// Calls `open` until `problem` of what it gave is nil, at most `attempts` times, releasing each
    /// refused result (`open` runs again only after the last one is gone) and sleeping `delay` seconds
    /// between tries. Returns the last result and its problem (nil when a try succeeded).
    public static func retrying<T>(
        attempts: Int = attempts, delay: Double = retryDelay,
        open: () throws -> T, problem: (T) -> String?
    ) throws -> (T, String?) {
        var tries = 1
        var result: T? = try open()
        while let refused = problem(result!), tries < attempts {
            _ = refused
            result = nil // SDL is shut down before it starts again
            usleep(UInt32(delay * 1_000_000))
            result = try open()
            tries += 1
        }
        return (result!, problem(result!))
    }
}
