import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Set by the SIGHUP handler, taken by the loop.
private let hangupReceived = Atomic<Bool>(false)
/// The write end of the pipe through which the handler wakes `HangupSignal`'s thread; -1 before
/// `install()`.
private let hangupPipe = Atomic<Int32>(-1)

/// SIGHUP ("reopen your log", as logrotate and `systemctl reload` send it) as a flag the loop takes,
/// instead of the default action, which ends the process. The handler only sets the flag and writes
/// a byte to a pipe (both async-signal-safe); a thread waiting on that pipe wakes the event loop
/// (`EventPump.wake()`), so even a loop asleep without a deadline sees the flag at once.
public enum HangupSignal {
    /// Installs the handler (from then on SIGHUP never ends the process), unblocks SIGHUP on the calling
    /// thread and clears the flag. Installing again only clears the flag.
    public static func install() {
        hangupReceived.store(false, ordering: .sequentiallyConsistent) // also initialises the globals first
        guard hangupPipe.load(ordering: .sequentiallyConsistent) < 0 else { return }
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(ends[1], F_SETFL, O_NONBLOCK) // a full pipe must never block the handler
            hangupPipe.store(ends[1], ordering: .sequentiallyConsistent)
            let readEnd = ends[0]
            let waiter = Thread {
                var byte: UInt8 = 0
                while true {
                    let n = read(readEnd, &byte, 1)
                    if n > 0 { EventPump.wake() } else if n < 0 && errno == EINTR { continue } else { return }
                }
            }
            waiter.name = "SIGHUP waiter"
            waiter.start()
        }
        var action = sigaction()
        action.__sigaction_handler = .init(sa_handler: { _ in
            let savedErrno = errno
            hangupReceived.store(true, ordering: .sequentiallyConsistent)
            var byte: UInt8 = 1
            let fd = hangupPipe.load(ordering: .relaxed)
            if fd >= 0 { _ = write(fd, &byte, 1) }
            errno = savedErrno
        })
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGHUP, &action, nil)
        var hangup = sigset_t() // a blocked SIGHUP (inherited) would wait for ever: take it on this thread
        sigemptyset(&hangup)
        sigaddset(&hangup, SIGHUP)
        pthread_sigmask(SIG_UNBLOCK, &hangup, nil)
    }

    /// Whether SIGHUP came since the last call (or `install()`); clears the flag.
    public static func take() -> Bool { hangupReceived.exchange(false, ordering: .sequentiallyConsistent) }
}
