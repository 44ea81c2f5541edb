import SwipeCore

/// Time to decide (WCAG 2.2.1): before an idle reset the visitor sees (and with speech on hears) a
/// warning with a countdown, and any touch or key keeps their place: same card, same session.
///
/// The warning shows for the last `lead(idle:)` seconds of the quiet spell: `fullLead` (20 s) when
/// the idle time is at least `fullLeadFrom` (40 s), half the idle time below that (an operator who
/// chose a short `--idle-reset` gets a shorter warning rather than one that shows all the time), and
/// none below `leastWarned` (10 s: an idle time for tests and demos, too short to read a warning in).
///
/// ```swift
/// IdleWarning.lead(idle: 60)       // 20: shown from 40 s of quiet
/// IdleWarning.lead(idle: 10)       // 5: shown from 5 s of quiet
/// IdleWarning.lead(idle: 2)        // 0: no warning
/// IdleWarning.secondsLeft(idle: 60, quiet: 45.2)   // 15
/// ```
enum IdleWarning {
    /// Seconds of warning before an idle reset of at least `fullLeadFrom` seconds: 20.
    static let fullLead = 20.0
    /// The shortest idle time that gets the whole `fullLead`, seconds: 40.
    static let fullLeadFrom = 40.0

    /// The shortest idle time that gets a warning, seconds: 10.
    static let leastWarned = 10.0

    /// Seconds the warning shows before an idle reset after `idle` seconds of quiet (0: none).
    static func lead(idle: Double) -> Double {
        idle >= fullLeadFrom ? fullLead : idle >= leastWarned ? idle / 2 : 0
    }

    /// Whole seconds left (rounded up, 1 or more) when `quiet` seconds have passed without input and
    /// the reset comes after `idle`; nil while the warning does not show (too early, or due now).
    static func secondsLeft(idle: Double, quiet: Double) -> Int? {
        let left = idle - quiet
        guard left > 0, left <= lead(idle: idle) else { return nil }
        return Int(left.rounded(.up))
    }
}

extension Kiosk {
    /// The countdown shown at `t` (`IdleWarning.secondsLeft`); nil with no idle reset, when no input
    /// came since the start or the last reset (nobody to warn), or while the warning is not due.
    func idleWarningSeconds(at t: Double) -> Int? {
        guard let idle = idleReset, !resetDone, visitorHere else { return nil }
        return IdleWarning.secondsLeft(idle: idle, quiet: t - lastInput)
    }
}

extension Labels {
    /// The idle warning (`idleWarning`) with `{seconds}` filled in.
    public func idleWarning(seconds: Int) -> String {
        self[.idleWarning].replacing("{seconds}", with: String(seconds))
    }
}
