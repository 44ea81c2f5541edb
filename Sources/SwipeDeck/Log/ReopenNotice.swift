/// The stderr line that tells of SIGHUP's reopens of the decision log, at most one a second.
///
/// logrotate sends one SIGHUP a day, and that reopen is told at once. A storm of them (a script's
/// loop, a thousand a second) still reopens the log at each, but one line per signal would flood the
/// journal, and a terminal or pipe that reads stderr slowly would block the frame loop on its full
/// buffer (it did, in the e2e storm: 2,705 lines for 2,706 signals). The reopens in between are
/// counted and the next line tells how many.
struct ReopenNotice {
    /// Seconds from one told reopen to the next that may be told: 1.
    static let interval = 1.0
    /// When the last line was told (loop seconds); nil before the first.
    private var lastTold: Double?
    /// Reopens since the last line that it did not tell.
    private var untold = 0

    /// Whether a reopen at `t` (loop seconds) is told: nil when one was told less than `interval`
    /// seconds ago (this one is then counted for the next line); else the reopens before it that went
    /// untold (0 when none), the count starting again.
    mutating func tell(at t: Double) -> Int? {
        if let last = lastTold, t - last < Self.interval, t >= last {
            untold += 1
            return nil
        }
        defer { lastTold = t; untold = 0 }
        return untold
    }

    /// The line for a reopen of `path` at `t` (loop seconds), or nil when it is not told (`tell`).
    mutating func line(reopening path: String, at t: Double) -> String? {
        tell(at: t).map { untold in
            let more = untold == 0 ? "" : "; \(untold) more since the last such line"
            return "reopening the decision log \(path) (SIGHUP\(more))"
        }
    }
}
