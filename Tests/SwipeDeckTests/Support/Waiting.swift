import Foundation

/// Real-time waits for another thread (painters, the deck watcher, a signal's handler): each blocks on
/// a condition (an SDL event queued, a semaphore signalled) rather than sleeping fixed times, with a
/// generous bound so a broken thread fails the test instead of hanging it.
enum Waiting {
    /// The bound for another thread's work, seconds. 10.
    static let bound = 10.0

    /// Looks at `done` until it holds or `seconds` (real time, monotonic) have passed; between looks
    /// `block(ms)` blocks until something happened or `ms` milliseconds passed. Returns `done()`.
    @discardableResult
    static func until(seconds: Double = bound, _ done: () -> Bool, blockingOn block: (_ ms: Int) -> Void) -> Bool {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: .milliseconds(Int((seconds * 1000).rounded())))
        while !done() {
            let left = clock.now.duration(to: end)
            guard left > .zero else { return done() }
            let (s, atto) = left.components
            block(max(1, Int(s) * 1000 + Int(atto / 1_000_000_000_000_000)))
        }
        return true
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let (s, atto) = duration.components
        return Double(s) + Double(atto) / 1e18
    }
}

/// Sends `signal` to this thread with it unblocked, so its handler has run when this returns. (Test
/// threads are libdispatch's, which block signals: a signal sent to the process would be taken by
/// another thread some time later.)
func raiseUnblocked(_ signal: Int32) {
    var set = sigset_t(), old = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, &old)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &old, nil)
}

/// Moves `path`'s modification time one second on: a file rewritten within the file system's time
/// granularity (a few milliseconds) then differs from its first version, for whatever compares times,
/// as a later edit would, without waiting for the clock to tick.
func touchLater(_ path: String) throws {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    guard let modified = attributes[.modificationDate] as? Date else { throw CocoaError(.fileReadUnknown) }
    try FileManager.default.setAttributes([.modificationDate: modified.addingTimeInterval(1)], ofItemAtPath: path)
}
