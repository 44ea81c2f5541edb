#if canImport(Glibc)
import Glibc
#endif

/// The sender's place on the CPU: behind everything else, so a kiosk's frames never wait for it.
public enum IdlePriority {
    /// Linux's SCHED_IDLE policy (5), which Glibc's headers show only with _GNU_SOURCE.
    static let schedIdle: Int32 = 5

    /// Puts the calling thread, and every thread it starts afterwards, on SCHED_IDLE (run only when
    /// nothing else wants the CPU); where that is refused, at nice 19. Call before any thread starts.
    public static func enter() {
        var parameters = sched_param(sched_priority: 0)
        if sched_setscheduler(0, schedIdle, &parameters) != 0 {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        }
    }

    /// Whether the calling thread runs on SCHED_IDLE.
    public static var isIdle: Bool { sched_getscheduler(0) == schedIdle }
}
