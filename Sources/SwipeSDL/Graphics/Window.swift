internal import CSDL2
internal import CXWindowGuard
import SwipeCore

/// How a `Window` is opened.
public struct WindowOptions: Hashable, Sendable {
    /// Title bar text. Default "SwipeDeck".
    public var title: String
    /// Size in points (window coordinates; the renderer may have more pixels on HiDPI). Default 480 × 800.
    public var size: Size
    /// The user may resize the window. Default true.
    public var resizable: Bool
    /// Open borderless at the position and size of `display` (kiosk mode, works without a window
    /// manager, e.g. under Xvfb), then, where a window manager looks after the window
    /// (`hasWindowManager`: Wayland, an EWMH window manager on X11), also ask it for desktop
    /// fullscreen: there a client cannot place itself over the display. `size` is then ignored.
    /// Default false.
    public var borderlessFullscreen: Bool
    /// Ask for a HiDPI backing store (`SDL_WINDOW_ALLOW_HIGHDPI`). Default true.
    public var allowHighDPI: Bool
    /// Display (monitor) to open on, 0-based; must exist. Default 0.
    public var display: Int = 0
    /// Top-left corner in points (desktop coordinates); nil (default) centres the window on `display`.
    /// Ignored when `borderlessFullscreen`.
    public var origin: Vector2?

    public init(
        title: String = "SwipeDeck", size: Size = Size(width: 480, height: 800), resizable: Bool = true,
        borderlessFullscreen: Bool = false, allowHighDPI: Bool = true
    ) {
        self.title = title; self.size = size; self.resizable = resizable
        self.borderlessFullscreen = borderlessFullscreen; self.allowHighDPI = allowHighDPI
    }
}

/// How `Window.toggleFullscreen` goes full screen.
public enum FullscreenStrategy: Hashable, Sendable {
    /// `SDL_WINDOW_FULLSCREEN_DESKTOP`: asks the window manager. Without a window manager (bare Xvfb)
    /// the X window keeps its old size — use `.borderlessResize` there.
    case desktop
    /// Removes the border and moves/resizes the window to the display bounds; works without a window manager.
    case borderlessResize
}

/// Owns an `SDL_Window`. Main thread only.
public final class Window {
    let pointer: OpaquePointer
    /// SDL, kept running while the window exists: SDL quits only after its last window is gone.
    public let context: SDLContext
    /// The X11 window's id, watched by CXWindowGuard once a renderer exists (creating a GL renderer
    /// replaces the X window); 0 before that and on other platforms.
    private var xWindowID: UInt = 0
    /// Position and size (points) before `.borderlessResize` fullscreen, to restore it.
    private var savedFrame: SDL_Rect?

    /// Opens a window, centred on `options.display` unless `borderlessFullscreen`, hidden: it shows
    /// once its renderer exists (`Renderer.init`). SDL's OpenGL renderer re-creates the window it is
    /// made on (a new X window id); shown before that, a first window titled SwipeDeck would be on the
    /// screen for ~0.1–0.3 s, and a close request or an `xdotool search` that found it would miss the app.
    /// `context`: the SDL the window is opened in, kept as long as the window.
    public init(_ options: WindowOptions = WindowOptions(), in context: SDLContext) throws {
        self.context = context
        var flags = SDL_WINDOW_HIDDEN.rawValue
        if options.resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if options.allowHighDPI { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        let centered = Int32(swipedeck_windowpos_centered_display(Int32(options.display)))
        var frame = SDL_Rect(
            x: centered, y: centered,
            w: Int32(options.size.width.rounded()), h: Int32(options.size.height.rounded()))
        if let origin = options.origin {
            frame.x = Int32(origin.x.rounded()); frame.y = Int32(origin.y.rounded())
        }
        if options.borderlessFullscreen {
            flags |= SDL_WINDOW_BORDERLESS.rawValue
            var bounds = SDL_Rect()
            if SDL_GetDisplayBounds(Int32(options.display), &bounds) == 0 { frame = bounds }
        }
        guard let p = SDL_CreateWindow(options.title, frame.x, frame.y, max(1, frame.w), max(1, frame.h), flags)
        else { throw SDLError.last("SDL_CreateWindow") }
        pointer = p
        if options.borderlessFullscreen && hasWindowManager == true {
            SDL_SetWindowFullscreen(p, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
        }
    }

    deinit { SDL_DestroyWindow(pointer) }

    /// SDL's id for this window (`event.window.windowID`).
    public var id: UInt32 { SDL_GetWindowID(pointer) }

    /// The title in the window's title bar (UTF-8). Setting the same title again does nothing. Under
    /// X11 the UTF-8 title is also written to the window's properties directly
    /// (`swipedeck_x_set_utf8_title`): SDL alone mangles non-ASCII titles in the C locale.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set {
            guard newValue != title else { return }
            SDL_SetWindowTitle(pointer, newValue)
            swipedeck_x_set_utf8_title(UnsafeMutableRawPointer(pointer), newValue)
        }
    }

    /// Current size in points (window coordinates, what mouse events use).
    public var size: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Position and size in points (the size is `size`).
    public var frame: Rect {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(pointer, &x, &y)
        let s = size
        return Rect(x: Double(x), y: Double(y), width: s.width, height: s.height)
    }

    /// Moves and resizes the window to `frame` (points). A window manager may still refuse.
    public func setFrame(_ frame: Rect) {
        SDL_SetWindowPosition(pointer, Int32(frame.minX.rounded()), Int32(frame.minY.rounded()))
        SDL_SetWindowSize(pointer, Int32(max(1, frame.width.rounded())), Int32(max(1, frame.height.rounded())))
    }

    /// The bounds of display `index` (0-based) in points, or nil when there is no such display.
    public static func bounds(ofDisplay index: Int) -> Rect? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayBounds(Int32(index), &bounds) == 0 else { return nil }
        return Rect(x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.w), height: Double(bounds.h))
    }

    /// The frame a window manager put around the window, in points (top, left, bottom, right); all
    /// zero where no window manager runs (bare Xorg, Xvfb) or the window is borderless.
    public var frameExtents: (top: Int, left: Int, bottom: Int, right: Int) {
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        guard SDL_GetWindowBordersSize(pointer, &top, &left, &bottom, &right) == 0 else { return (0, 0, 0, 0) }
        return (Int(top), Int(left), Int(bottom), Int(right))
    }

    /// Whether a window manager looks after the window, so `.desktop` fullscreen works: true on Wayland
    /// (the compositor; a client cannot move or resize itself into fullscreen there, and
    /// `frameExtents` is always zero) and on X11 under an EWMH window manager (even one that puts no
    /// frame around the window, as sway's XWayland); false on X11 without one (bare Xorg, Xvfb); nil
    /// when the platform cannot tell.
    public var hasWindowManager: Bool? {
        switch swipedeck_window_manager_present(UnsafeMutableRawPointer(pointer)) {
        case 1: return true
        case 0: return false
        default: return nil
        }
    }

    /// Whether the window is full screen, by either strategy.
    public var isFullscreen: Bool {
        SDL_GetWindowFlags(pointer) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0 || savedFrame != nil
    }

    /// Switches between windowed and full screen. Throws SDL's error when the switch fails.
    public func toggleFullscreen(strategy: FullscreenStrategy = .desktop) throws {
        switch strategy {
        case .desktop:
            let isOn = SDL_GetWindowFlags(pointer) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
            guard SDL_SetWindowFullscreen(pointer, isOn ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) == 0
            else { throw SDLError.last("SDL_SetWindowFullscreen") }
        case .borderlessResize:
            if let saved = savedFrame {
                SDL_SetWindowBordered(pointer, SDL_TRUE)
                SDL_SetWindowSize(pointer, saved.w, saved.h)
                SDL_SetWindowPosition(pointer, saved.x, saved.y)
                savedFrame = nil
            } else {
                var now = SDL_Rect(), bounds = SDL_Rect()
                SDL_GetWindowPosition(pointer, &now.x, &now.y)
                SDL_GetWindowSize(pointer, &now.w, &now.h)
                let display = max(0, SDL_GetWindowDisplayIndex(pointer))
                guard SDL_GetDisplayBounds(display, &bounds) == 0 else { throw SDLError.last("SDL_GetDisplayBounds") }
                savedFrame = now
                SDL_SetWindowBordered(pointer, SDL_FALSE)
                SDL_SetWindowPosition(pointer, bounds.x, bounds.y)
                SDL_SetWindowSize(pointer, bounds.w, bounds.h)
            }
        }
    }

    /// Whether another program destroyed this window (`xdotool windowclose`). X11 only: there, X
    /// errors about it are ignored instead of ending the process, so the app can open a new window.
    /// Always false elsewhere.
    public var isLost: Bool { swipedeck_x_window_is_lost(xWindowID) != 0 }

    /// What another X client did to the window that a kiosk undoes: unmapped it, took the keyboard
    /// focus, covered it with a window of its own (an override-redirect popup).
    public struct Intrusions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let hidden = Intrusions(rawValue: Int(SWIPEDECK_X_HIDDEN))
        public static let unfocused = Intrusions(rawValue: Int(SWIPEDECK_X_UNFOCUSED))
        public static let covered = Intrusions(rawValue: Int(SWIPEDECK_X_COVERED))
    }

    /// What is wrong with the window now (X11 only; always empty elsewhere). Asks the X server (a few
    /// round trips): a few times a second at most.
    public var intrusions: Intrusions { Intrusions(rawValue: Int(swipedeck_x_window_intrusions(xWindowID))) }

    /// Undoes `intrusions`: maps and raises the window, puts it over every other window, takes the
    /// keyboard focus (Xlib directly: SDL_ShowWindow does nothing while SDL has not yet seen the unmap,
    /// and SDL_SetWindowInputFocus refuses an unmapped window). X11 only.
    public func reclaim(_ intrusions: Intrusions) { swipedeck_x_reclaim(xWindowID, Int32(intrusions.rawValue)) }

    /// Shows the window (`SDL_ShowWindow`; windows open hidden until their renderer exists).
    func show() { SDL_ShowWindow(pointer) }

    /// Starts watching the X window as it is now (call after creating the renderer).
    func watchForDestruction() { xWindowID = swipedeck_watch_x_window(UnsafeMutableRawPointer(pointer)) }

    /// Shows or hides the mouse cursor (kiosk mode hides it).
    public static func setCursorVisible(_ visible: Bool) {
        SDL_ShowCursor(visible ? SDL_ENABLE : SDL_DISABLE)
    }

    /// Whether the mouse cursor is shown (`setCursorVisible`).
    public static var isCursorVisible: Bool { SDL_ShowCursor(SDL_QUERY) == SDL_ENABLE }
}
