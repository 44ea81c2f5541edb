/// When the app tells systemd's watchdog it is alive (`WATCHDOG=1`): pure, every time passed in
/// (seconds on the loop's clock).
///
/// A ping is due every `pingInterval` (half of the unit's `WatchdogSec=`, as sd_watchdog_enabled(3)
/// advises), and only while the loop is healthy: no frame is owed (the app is idle on purpose and its
/// loop still runs), or the frame owed has been owed for less than `frameGrace`. Pings come from the
/// frame loop, so a loop stuck on a lock, a renderer stuck inside a present (a Mesa hang) or a stopped
/// process sends none at all, and systemd restarts the unit after `WatchdogSec=`.
public struct WatchdogPolicy: Hashable, Sendable {
    /// Seconds between two pings: half the watchdog's timeout. > 0.
    public let pingInterval: Double
    /// Seconds a frame may stay owed (wanted and not yet presented) before the pings stop. 2.
    public let frameGrace: Double
    /// When the last ping was sent, seconds; nil before the first.
    public private(set) var lastPing: Double?

    /// Seconds a frame may stay owed before the pings stop, by default: 2 (120 frames at 60 Hz).
    public static let defaultFrameGrace = 2.0

    /// A policy for a watchdog timeout of `timeout` seconds (> 0).
    public init(timeout: Double, frameGrace: Double = WatchdogPolicy.defaultFrameGrace) {
        pingInterval = timeout / 2
        self.frameGrace = frameGrace
    }

    /// The policy `$WATCHDOG_USEC` asks for (the timeout in microseconds, a positive integer); nil
    /// when it is missing, not a number or not positive: no watchdog.
    public init?(watchdogMicroseconds text: String?) {
        guard let text, let usec = UInt64(text.trimmingSpaces()), usec > 0 else { return nil }
        self.init(timeout: Double(usec) / 1_000_000)
    }

    /// Whether the loop is healthy at `t`: no frame is owed (`frameOwedSince` nil), or it has been
    /// owed for less than `frameGrace` seconds.
    public func isHealthy(at t: Double, frameOwedSince: Double?) -> Bool {
        guard let owed = frameOwedSince else { return true }
        return t - owed < frameGrace
    }

    /// Whether a ping is due at `t`: the loop is healthy and `pingInterval` has passed since the last
    /// ping (the first is due at once).
    public func isPingDue(at t: Double, frameOwedSince: Double?) -> Bool {
        guard isHealthy(at: t, frameOwedSince: frameOwedSince) else { return false }
        guard let lastPing else { return true }
        return t - lastPing >= pingInterval
    }

    /// A ping was sent at `t`.
    public mutating func pinged(at t: Double) { lastPing = t }
}
