#if canImport(Glibc)
import Glibc
#endif

/// A test's stand-in for a renderer stuck in its driver (a Mesa hang): with
/// `SWIPEDECK_TEST_STALL_AFTER_FRAMES=N` in the environment, the frame after the Nth presented one
/// never ends; the process lives on, its loop stuck, so the watchdog's pings stop (TESTING.md,
/// Tests/e2e/hardening_health.py). Not for users; not in the help.
enum RendererStall {
    /// The environment variable's name.
    static let variable = "SWIPEDECK_TEST_STALL_AFTER_FRAMES"

    /// The frames presented before the stall that `environment` asks for; nil: none (also for a
    /// value that is not a whole number ≥ 0).
    static func frames(in environment: [String: String]) -> Int? {
        environment[variable].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Blocks the calling thread for ever (signals still arrive: SIGKILL ends it, SIGTERM only sets
    /// the loop's flag, which nobody reads any more).
    static func hang() -> Never {
        StandardError.write("swipedeck: test: renderer stall (\(variable))\n")
        while true { _ = Glibc.sleep(3600) }
    }
}
