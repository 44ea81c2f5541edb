#if canImport(Glibc)
import Glibc
#endif

/// The relay's command, started with posix_spawn in a process group of its own, with the relay's
/// handled and ignored signals (SIGHUP, SIGPIPE) back at their defaults and none blocked.
enum RelayChild {
    /// Starts `command` (searched on PATH) with `environment` ("KEY=VALUE" strings); returns its
    /// process id, which is also its group's. Throws a sentence when it cannot be started.
    static func spawn(_ command: [String], environment: [String]) throws(RelayError) -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        // The relay's handled signals, and SIGHUP and SIGPIPE, which it ignores.
        for signal in RelaySignals.handled + [SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var arguments = command.map { strdup($0) } + [nil]
        var variables = environment.map { strdup($0) } + [nil]
        defer {
            for argument in arguments { free(argument) }
            for variable in variables { free(variable) }
        }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, command[0], nil, &attributes, &arguments, &variables)
        guard result == 0 else {
            throw RelayError("notify-relay: cannot run \(command[0]): \(String(cString: strerror(result)))")
        }
        return pid
    }
}
