#if canImport(Glibc)
import Glibc
#endif

/// CLOCK_MONOTONIC: one clock for every process of the machine, never set back, counting from boot.
/// The kiosk's activity file, the fleet sender's pacing, the notify relay's timers and the deck
/// watcher's backoff read it (the frame loop reads SDL's clock, passed in).
public enum MonotonicClock {
    /// Seconds since boot now.
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
