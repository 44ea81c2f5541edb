internal import CSDL2
internal import CXWindowGuard

#if canImport(Glibc)
import Glibc
#endif

/// Options for starting SDL.
public struct SDLContextOptions: Hashable, Sendable {
    /// Forces a video driver ("dummy" for headless tests, "x11", "wayland"…); nil lets SDL choose.
    /// Applied with `setenv("SDL_VIDEODRIVER")` before `SDL_Init`, so it must be set before the first context.
    public var videoDriver: String?
    /// Sets the `SDL_MOUSE_TOUCH_EVENTS` hint: mouse drags also arrive as finger events with touchId −1.
    /// nil leaves the hint (and the environment variable of the same name) alone. Default nil.
    public var mouseTouchEvents: Bool?

    /// The app id (Wayland's xdg-shell app_id) and X11 WM_CLASS of every window, so compositors,
    /// window rules and `.desktop` files can match the app whatever its executable is called.
    /// Default `defaultAppID`; the environment's `SDL_VIDEO_WAYLAND_WMCLASS` and `SDL_VIDEO_X11_WMCLASS`
    /// win over it. nil leaves SDL's own choice (the executable's name).
    public var appID: String?
    /// "swipedeck", as the `.desktop` file's name and `StartupWMClass`.
    public static let defaultAppID = "swipedeck"

    public init(videoDriver: String? = nil, mouseTouchEvents: Bool? = nil, appID: String? = defaultAppID) {
        self.videoDriver = videoDriver; self.mouseTouchEvents = mouseTouchEvents; self.appID = appID
    }
}

/// SDL's lifetime: initialises video and events, SDL_image (PNG and JPEG); quits both in `deinit`.
///
/// Create exactly one per process, on the main thread, and keep it alive as long as any window,
/// renderer, texture or surface exists.
///
/// ```swift
/// let sdl = try SDLContext(SDLContextOptions(videoDriver: "dummy"))
/// ```
public final class SDLContext: Sendable {
    /// The options it was started with.
    public let options: SDLContextOptions

    /// Puts in the process's environment what SDL reads only from there: `options.videoDriver`, and
    /// `options.appID` as the Wayland and X11 window classes (SDL 2.26 has no `SDL_SetHint` names for
    /// them; a value the user exported is kept). Call before any other thread starts: adding a variable
    /// reallocates glibc's environment, and a thread reading it meanwhile (fontconfig, Pango and Mesa
    /// call `getenv`) reads freed memory. `init` calls it again, which then adds nothing.
    public static func prepareEnvironment(_ options: SDLContextOptions = SDLContextOptions()) {
        if let driver = options.videoDriver { setenv("SDL_VIDEODRIVER", driver, 1) }
        if let appID = options.appID {
            setenv("SDL_VIDEO_WAYLAND_WMCLASS", appID, 0)
            setenv("SDL_VIDEO_X11_WMCLASS", appID, 0)
        }
    }

    public init(_ options: SDLContextOptions = SDLContextOptions()) throws {
        self.options = options
        Self.prepareEnvironment(options)
        if let touch = options.mouseTouchEvents { SDL_SetHint("SDL_MOUSE_TOUCH_EVENTS", touch ? "1" : "0") }
        if let order = VideoDriverOrder.hint(environment: { getenv($0).map { String(cString: $0) } }) {
            SDL_SetHint("SDL_VIDEODRIVER", order) // a hint: the environment (and DisplayCheck's view) stays
        }
        // SDL turns SIGINT and SIGTERM into SDL_QUIT, but only over the default action, and a blocked
        // signal never arrives: a process that inherited them ignored or blocked (spawned from a worker
        // thread of a test runner, say) could never be stopped. Restore and unblock them.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        var quitSignals = sigset_t()
        sigemptyset(&quitSignals)
        sigaddset(&quitSignals, SIGINT)
        sigaddset(&quitSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)
        FontSetup.warmUpInBackground() // fontconfig loads while SDL starts and the window opens
        swipedeck_install_x_error_filter() // before SDL_Init: SDL restores what it found at its shutdown
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError.last("SDL_Init") }
        let imageFlags = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
        guard IMG_Init(imageFlags) & imageFlags == imageFlags else {
            let error = SDLError.last("IMG_Init")
            SDL_Quit()
            throw error
        }
    }

    deinit {
        IMG_Quit()
        SDL_Quit()
    }

    /// The name of the video driver in use ("x11", "wayland", "dummy", "offscreen"…), or nil.
    public var videoDriverName: String? { SDL_GetCurrentVideoDriver().map { String(cString: $0) } }
}
