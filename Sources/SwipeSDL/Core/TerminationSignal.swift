#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Set by the signal handler: an atomic store is all a handler may safely do.
private let terminationReceived = Atomic<Bool>(false)

/// SIGTERM and SIGINT as a flag the loop polls, instead of SDL's `SDL_QUIT`, which a window manager's
/// close request also sends: kiosk mode ignores that one and obeys the signal.
///
/// Install after `SDL_Init` (it replaces SDL's handlers); the loop must wake now and then to look
/// (kiosk mode waits at most `AppRuntime.kioskWakeMs`).
public enum TerminationSignal {
    /// Installs the handler for SIGTERM and SIGINT and clears the flag.
    public static func install() {
        terminationReceived.store(false, ordering: .sequentiallyConsistent)  // also initialises the global first
        var action = sigaction()
        action.__sigaction_handler = .init(sa_handler: { _ in terminationReceived.store(true, ordering: .relaxed) })
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGTERM, &action, nil)
        sigaction(SIGINT, &action, nil)
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
