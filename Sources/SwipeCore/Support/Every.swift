/// A job done every `interval` seconds on a clock the caller passes in (pure: it reads no clock).
///
/// Due at once the first time, then `interval` seconds after it last ran. The loop's periodic jobs
/// (the kiosk's display cover and window guard, the picture check, the idle nudge) each keep one.
public struct Every: Hashable, Sendable {
    /// Seconds between two runs (> 0).
    public let interval: Double
    /// When the job last ran, seconds on the caller's clock; -infinity before the first run.
    public private(set) var last = -Double.infinity

    /// A job every `interval` seconds, due at once.
    public init(_ interval: Double) { self.interval = interval }

    /// Whether the job is due at `t` (seconds): `interval` or more since it last ran.
    public func isDue(at t: Double) -> Bool { t - last >= interval }

    /// Whether the job is due at `t`; if it is, it counts as run at `t`.
    public mutating func take(at t: Double) -> Bool {
        guard isDue(at: t) else { return false }
        last = t
        return true
    }

    /// Notes that the job ran at `t` (seconds), due or not.
    public mutating func ran(at t: Double) { last = t }

    /// Makes the job due at the next look, whatever the time.
    public mutating func dueNow() { last = -.infinity }
}
