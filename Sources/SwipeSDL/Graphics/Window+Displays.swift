internal import CSDL2
internal import CXWindowGuard
import SwipeCore

#if canImport(Glibc)
import Glibc
#endif

extension Window {
    /// The usable bounds of display `index` (0-based) in points: its bounds less panels and docks the
    /// desktop reserves (`SDL_GetDisplayUsableBounds`); nil when there is no such display.
    public static func usableBounds(ofDisplay index: Int) -> Rect? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(Int32(index), &bounds) == 0 else { return nil }
        return Rect(x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.w), height: Double(bounds.h))
    }

    /// Most monitors read from the X server. 16.
    static let monitorCapacity = 16

    /// The displays as they are now, in SDL's order (primary first). On X11, the server's active RandR
    /// monitors, asked each time (a few round trips): SDL 2.26 keeps the bounds it read at start after
    /// a mode change and keeps a monitor that was switched off. Elsewhere SDL's displays, named
    /// "display N" (Wayland's driver follows output changes itself).
    public var liveDisplays: [DisplayArea] {
        var monitors = [SwipedeckMonitor](repeating: SwipedeckMonitor(), count: Self.monitorCapacity)
        let count = swipedeck_x_monitors(UnsafeMutableRawPointer(pointer), &monitors, Int32(monitors.count))
        guard count >= 0 else { return Self.sdlDisplays }
        return monitors.prefix(Int(min(count, Int32(monitors.count)))).map { monitor in
            let name = withUnsafeBytes(of: monitor.name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return DisplayArea(
                name: name,
                bounds: Rect(
                    x: Double(monitor.x), y: Double(monitor.y),
                    width: Double(monitor.width), height: Double(monitor.height)))
        }
    }

    /// SDL's displays, named "display N".
    static var sdlDisplays: [DisplayArea] {
        (0..<max(0, Int(SDL_GetNumVideoDisplays()))).compactMap { index in
            bounds(ofDisplay: index).map { DisplayArea(name: "display \(index)", bounds: $0) }
        }
    }

    /// The display (SDL's index) the window's centre is on, 0 when it cannot tell.
    public var displayIndex: Int { Int(max(0, SDL_GetWindowDisplayIndex(pointer))) }

    /// The X server's screens ($DISPLAY's host and number with `.0`, `.1`…): how many there are
    /// (0 when not on X11 or the server cannot be reached), which one $DISPLAY names, and how many
    /// active monitors that one has. SDL 2.26 lists the monitors of every screen as displays but
    /// opens windows only on that one.
    public static var xScreens: XScreens {
        var current: Int32 = 0, monitors: Int32 = 1
        let count = swipedeck_x_screen_count(&current, &monitors)
        return XScreens(count: Int(count), current: Int(current), monitors: Int(monitors))
    }
}

extension SDLContext {
    /// SDL's displays at this moment, in its order, named "display N" (`Window.liveDisplays` follows
    /// X11's changes; this is what SDL read at start there).
    public var displays: [DisplayArea] { Window.sdlDisplays }
}

extension Window {
    /// Call before SDL starts. On an X server with several screens, SDL 2.26's XRandR code lists the
    /// monitors of every screen as displays but opens windows on the first screen whatever `$DISPLAY`
    /// says (a GL renderer recreates the window on the display its position falls in, and every
    /// screen starts at 0,0): `DISPLAY=:0.1` would open on `:0.0`. Without XRandR
    /// (the `SDL_VIDEO_X11_XRANDR` hint set to 0 here, unless the environment sets it) SDL sees only the screen
    /// `$DISPLAY` names, and opens there. (The kiosk still reads that screen's RandR monitors itself:
    /// `liveDisplays`.) Returns the screens found.
    @discardableResult
    public static func useOnlyTheNamedXScreen(environment: [String: String]) -> XScreens {
        let driver = environment["SDL_VIDEODRIVER"] ?? ""
        guard let name = environment["DISPLAY"], !name.isEmpty, driver.isEmpty || driver == "x11" else {
            return XScreens(count: 0)
        }
        let screens = xScreens
        // A hint, not the environment (other threads run by now), at normal priority: a value the
        // environment gives wins over it.
        if screens.count > 1 { SDL_SetHint("SDL_VIDEO_X11_XRANDR", "0") }
        return screens
    }
}
