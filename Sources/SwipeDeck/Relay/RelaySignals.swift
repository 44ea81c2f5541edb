import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Signals that came and were not yet taken, a bit per signal number: a handler may only store.
private let pendingSignals = Atomic<UInt64>(0)
/// The write end of the self-pipe the handler wakes `poll` with; -1 before `RelaySignals.install`.
nonisolated(unsafe) private var wakeDescriptor: Int32 = -1

/// Notes the signal, then wakes the relay's `poll` (write(2) is async-signal-safe).
private let relaySignalHandler: @convention(c) (Int32) -> Void = { signal in
    pendingSignals.bitwiseOr(1 << UInt64(signal), ordering: .sequentiallyConsistent)
    var byte: UInt8 = 1
    let saved = errno
    _ = write(wakeDescriptor, &byte, 1)
    errno = saved
}

/// The signals `NotifyRelay` handles, as a self-pipe its `poll` watches: a handler sets a bit and
/// writes a byte, the loop takes the bits (`take`). Installed once per process.
enum RelaySignals {
    /// The signals handled: those passed on to the command (SIGTERM, SIGINT; SIGABRT, systemd's
    /// default WatchdogSignal) and SIGCHLD (the command ended).
    static let handled: [Int32] = [SIGTERM, SIGINT, SIGABRT, SIGCHLD]

    /// Installs the handlers and ignores SIGHUP (logrotate's `pkill -HUP -x swipedeck` reaches the app
    /// itself, which reopens its log; passed on to the group it would end cage); returns the pipe's
    /// read end for `poll`, or nil when the system refuses a pipe.
    static func install() -> Int32? {
        signal(SIGHUP, SIG_IGN)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        wakeDescriptor = ends[1]
        for signal in handled {
            var action = sigaction()
            action.__sigaction_handler = .init(sa_handler: relaySignalHandler)
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART | (signal == SIGCHLD ? SA_NOCLDSTOP : 0)
            sigaction(signal, &action, nil)
        }
        return ends[0]
    }

    /// The signals that came since the last call, in ascending order; empties the pipe `reader`.
    static func take(reader: Int32) -> [Int32] {
        var sink = [UInt8](repeating: 0, count: 64)
        while read(reader, &sink, sink.count) > 0 {}
        let bits = pendingSignals.exchange(0, ordering: .sequentiallyConsistent)
        return (1..<64).filter { bits & (1 << UInt64($0)) != 0 }.map { Int32($0) }
    }
}
