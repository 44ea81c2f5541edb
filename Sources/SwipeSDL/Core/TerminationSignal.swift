internal import CSDL2
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Set by the signal handler: an atomic store is all a handler may safely do.
private let terminationReceived = Atomic<Bool>(false)

/// The handlers SIGTERM and SIGINT had before `install()` (SDL's), called after the flag is set; nil
/// when there was none to call (default, ignored, or our own). Written only by `install()` while our
/// handler is not yet in place for that signal.
nonisolated(unsafe) private var previousTermHandler: (@convention(c) (Int32) -> Void)?
nonisolated(unsafe) private var previousIntHandler: (@convention(c) (Int32) -> Void)?

/// Raises the flag, then hands the signal to the handler it replaced.
private let terminationHandler: @convention(c) (Int32) -> Void = { signal in
    terminationReceived.store(true, ordering: .relaxed)
    let previous = signal == SIGTERM ? previousTermHandler : previousIntHandler
    previous?(signal)
}

/// SIGTERM and SIGINT as a flag the loop polls (between events too, so a flood of queued events
/// cannot hold it up), instead of waiting for SDL's `SDL_QUIT`, which a window manager's close request
/// also sends: kiosk mode ignores that one and obeys the signal.
///
/// Install after `SDL_Init`: the handler it replaces (SDL's, which queues `SDL_QUIT` and wakes SDL's
/// event wait) is still called after the flag is raised, so a loop waiting for events wakes up.
/// SDL's handler puts itself back when it runs, so the flag is raised once per `install()`; the loop
/// ends at the first signal anyway.
public enum TerminationSignal {
    /// Installs the handler for SIGTERM and SIGINT and clears the flag. Harmless to repeat.
    public static func install() {
        terminationReceived.store(false, ordering: .sequentiallyConsistent) // also initialises the global first
        previousTermHandler = chainable(SIGTERM) ?? previousTermHandler
        previousIntHandler = chainable(SIGINT) ?? previousIntHandler
        var action = sigaction()
        action.__sigaction_handler = .init(sa_handler: terminationHandler)
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGTERM, &action, nil)
        sigaction(SIGINT, &action, nil)
    }

    /// The plain handler `signal` has now, unless it is the default, ignored, an SA_SIGINFO one or
    /// ours (calling ours from ours would never end).
    private static func chainable(_ signal: Int32) -> (@convention(c) (Int32) -> Void)? {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, current.sa_flags & SA_SIGINFO == 0,
            let handler = current.__sigaction_handler.sa_handler
        else { return nil }
        let address = unsafeBitCast(handler, to: Int.self)
        guard address != unsafeBitCast(SIG_IGN, to: Int.self),
            address != unsafeBitCast(terminationHandler, to: Int.self)
        else { return nil }
        return handler
    }

    /// Whether SIGTERM or SIGINT came since `install()`.
    public static var wasReceived: Bool { terminationReceived.load(ordering: .relaxed) }
}

extension SDLContext {
    /// Number of displays (monitors) SDL sees; 0 on error.
    public var displayCount: Int { max(0, Int(SDL_GetNumVideoDisplays())) }

    /// Keeps the screensaver and display blanking off while the app runs (SDL's default; kiosk mode
    /// makes sure nothing turned it back on).
    public func inhibitScreenSaver() { SDL_DisableScreenSaver() }
}
