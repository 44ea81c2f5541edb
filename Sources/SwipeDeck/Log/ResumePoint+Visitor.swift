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

    /// Whether the kiosk's screen `hours` (wall clock of `zone`) changed after this session's last line
    /// and by `now`: the session ended with them, and a new one starts at the first card, as at the
    /// start of the hours (a kiosk switched off for the night and on in the morning). False without
    /// hours, for a session without lines, and when the line's time cannot be read.
    func endedByScreenHours(_ hours: ScreenHours, zone: TimeZone = .current, now: Date) -> Bool {
        guard !hours.isAlways, let last = LogFilter.parseTime(lastTime),
            let change = hours.nextChange(after: last, in: zone)
        else { return false }
        return change <= now
    }
}
