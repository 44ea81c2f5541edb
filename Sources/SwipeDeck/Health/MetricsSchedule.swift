/// When `--metrics` rewrites its file: pure, times passed in (seconds on the loop's clock).
///
/// The metrics never wake the loop by themselves (an app with nothing to do sleeps at 0 % CPU), so:
/// - when the loop wakes periodically anyway (kiosk mode, an idle reset, a watchdog), the file is
///   rewritten every `interval`;
/// - otherwise it is rewritten when its figures changed (the uptime aside), at most every `interval`
///   while frames are drawn, and at once when the loop is about to sleep until input: the file then
///   holds the last figures, with the uptime of that moment;
/// - and always at exit (`AppRuntime.shutDown`).
struct MetricsSchedule: Hashable, Sendable {
    /// Seconds between two writes. 5.
    static let interval = 5.0

    /// When the file was last written, seconds; nil before the first write.
    private(set) var lastWrite: Double?
    /// What was written last (without the uptime); nil before the first write.
    private(set) var written: MetricsSnapshot?

    /// Whether the file is rewritten at `t` with `snapshot`. `wakesPeriodically`: the loop wakes every
    /// fraction of a second anyway; `settling`: nothing more is to be drawn, the loop is about to sleep
    /// until input.
    func isWriteDue(at t: Double, snapshot: MetricsSnapshot, wakesPeriodically: Bool, settling: Bool) -> Bool {
        guard let lastWrite else { return true }
        let intervalPassed = t - lastWrite >= Self.interval
        if wakesPeriodically { return intervalPassed }
        guard snapshot.withoutUptime != written else { return false }
        return intervalPassed || settling
    }

    /// `snapshot` was written at `t`.
    mutating func wrote(_ snapshot: MetricsSnapshot, at t: Double) {
        lastWrite = t
        written = snapshot.withoutUptime
    }
}
