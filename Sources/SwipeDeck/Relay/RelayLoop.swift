import SwipeSDL

#if canImport(Glibc)
import Glibc
#endif

/// `NotifyRelay`'s loop: waits on its socket and its signals' pipe, passes notifications on,
/// signals to the command's group, and ends with the command.
struct RelayLoop {
    /// The command's process id and group.
    let child: pid_t
    /// systemd's socket.
    let upstream: NotifySocket
    let warn: (String) -> Void
    /// When SIGKILL goes to the group after a SIGABRT was passed on (monotonic seconds); nil: none due.
    private var killAt: Double?
    private var warned = false

    init(child: pid_t, upstream: NotifySocket, warn: @escaping (String) -> Void) {
        self.child = child
        self.upstream = upstream
        self.warn = warn
    }

    /// Runs until the command ends; returns the status to exit with.
    mutating func run(inbox: RelayInbox, wake: Int32) -> Int32 {
        var watched = [
            pollfd(fd: inbox.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let timeout = killAt.map { Int32(max(0, ($0 - Self.now()) * 1000).rounded(.up)) } ?? -1
            _ = poll(&watched, 2, timeout)
            forward(inbox)
            for signal in RelaySignals.take(reader: wake) where signal != SIGCHLD {
                kill(-child, signal)
                if signal == SIGABRT && killAt == nil { killAt = Self.now() + NotifyRelay.abortGrace }
            }
            if let due = killAt, Self.now() >= due {
                kill(-child, SIGKILL)
                killAt = nil
            }
            var status: Int32 = 0
            if waitpid(child, &status, WNOHANG) == child {
                forward(inbox) // a last STATUS= or STOPPING=1 sent just before it ended
                kill(-child, SIGKILL) // what the command left behind in its group
                return RelayMessage.exitStatus(waitStatus: status)
            }
        }
    }

    /// Passes every waiting datagram on; the first failure is warned about, later ones are quiet.
    private mutating func forward(_ inbox: RelayInbox) {
        while let message = inbox.receive() {
            guard let kept = RelayMessage.forwarded(message) else { continue }
            do { try upstream.send(kept) } catch {
                guard !warned else { continue }
                warned = true
                warn("notify-relay: \(error)")
            }
        }
    }

    /// CLOCK_MONOTONIC, seconds.
    static func now() -> Double { MonotonicClock.seconds() }
}
