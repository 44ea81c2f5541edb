import SwipeCore

/// Checks `--display N` against the displays present at start-up.
///
/// On an X server with several screens (`Xvfb -screen 0 … -screen 1 …`, a "Zaphod" set-up) a window
/// opens on the screen `$DISPLAY` names (`:0` is `:0.0`; `Window.useOnlyTheNamedXScreen` makes SDL
/// see only that one): a number beyond its displays is refused (exit 2) with the displays there are
/// and how to open on another screen (`DISPLAY=:0.1 … --display 0`). Should SDL still list other
/// screens' monitors (`SDL_VIDEO_X11_XRANDR=1` set by hand), only the named screen's, which it
/// numbers first, are accepted: SDL would open the others on the wrong screen.
public enum DisplayNumberCheck {
    /// The error message (after "error: ") for `--display requested`, or nil when a window can open
    /// there. `displays`: SDL's, in its order. `xScreens`: the X server's screens (count 0 when not on
    /// X11). `displayVariable`: `$DISPLAY`.
    public static func problem(
        requested: Int, displays: [DisplayArea], xScreens: XScreens, displayVariable: String?
    ) -> String? {
        let severalScreens = xScreens.count > 1
        let usable = severalScreens ? min(displays.count, max(1, xScreens.monitors)) : displays.count
        guard requested >= usable else { return nil }
        let listed = displays.prefix(usable).enumerated().map { index, area in
            "\(index): \(Int(area.bounds.width))x\(Int(area.bounds.height)) at \(Int(area.bounds.minX)),\(Int(area.bounds.minY))"
        }
        var message =
            "--display \(requested): there \(usable == 1 ? "is 1 display" : "are \(usable) displays")"
            + (listed.isEmpty ? "" : " (\(listed.joined(separator: "; ")))")
        guard severalScreens, let displayVariable, let server = serverName(displayVariable) else {
            return message
        }
        let others = (0..<xScreens.count).filter { $0 != xScreens.current }.map { "\(server).\($0)" }
        message +=
            " on X screen \(server).\(xScreens.current); the X server has \(xScreens.count) screens and a window"
            + " opens only on the one DISPLAY names: for another, run with DISPLAY=\(others.joined(separator: " or DISPLAY="))"
            + " and --display 0"
        return message
    }

    /// `$DISPLAY` without its screen number: "host:0" for "host:0.1", ":99" for ":99"; nil when it
    /// names no X display (no colon).
    public static func serverName(_ display: String) -> String? {
        guard let colon = display.lastIndex(of: ":") else { return nil }
        let number = display[display.index(after: colon)...]
        let server = number.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        return String(display[..<colon]) + ":" + server
    }
}
