import Foundation

extension ResumePoint {
    /// Seconds since this session's last line at `now` when its visitor may still be at the kiosk: an
    /// idle reset of `idleReset` seconds would not yet have ended their turn (a crash restart a few
    /// seconds after a swipe). Nil when it would have (a power cut and a two-minute boot, a night
    /// switched off), without an idle reset, for a session without lines, and when the line's time
    /// cannot be read or lies after `now` (a clock set back: nobody can tell).
    func visitorIdleSeconds(idleReset: Double?, now: Date) -> Double? {
        guard let idleReset, let last = LogFilter.parseTime(lastTime) else { return nil }
        let idle = now.timeIntervalSince(last)
        return idle >= 0 && idle < idleReset ? idle : nil
    }
}
