import Foundation

/// A kiosk's screen hours as the loop keeps them (`--screen-hours`): whether the screen is blank
/// now, and when to ask the panel to turn off. The hours are read on the wall clock (`Date`, in
/// `zone`); the panel's timing on the loop's clock (seconds).
///
/// The loop asks `check` once a pass: the answer says when the hours ended (blank the screen) or
/// began (wake it with a new session). The first check only blanks: a kiosk started inside its hours
/// keeps the session it started with (`--resume`).
struct ScreenSchedule: Hashable, Sendable {
    /// What changed at a `check`.
    enum Change: Hashable, Sendable {
        /// The hours ended (or the kiosk started outside them): blank until `until` (nil: never on).
        case off(until: Date?)
        /// The hours began: on until `until` (nil: never off).
        case on(until: Date?)
    }

    /// Seconds without input on a blank screen before the panel is asked to go off again: X servers
    /// turn a DPMS-off panel on at any input (a touch, a click), and a request sent at once would be
    /// undone by the next event of the same contact. 2.
    static let powerOffDelay = 2.0

    /// The hours; `ScreenHours.isAlways`: never blank.
    let hours: ScreenHours
    /// The time zone whose wall clock the hours are in. `TimeZone.current` in the app.
    let zone: TimeZone
    /// The screen is blank (outside the hours).
    private(set) var isBlank = false
    /// The first check was made.
    private var checked = false
    /// When the panel is to be asked to go off, seconds on the loop's clock; nil: not now.
    private var powerOffDue: Double?
    /// The whole second of the wall clock (since 1970) last checked: the hours change only at whole
    /// seconds, so a pass within the same second (every frame of an animation) reads no calendar.
    private var checkedSecond: Double?

    init(hours: ScreenHours, zone: TimeZone = .current) { self.hours = hours; self.zone = zone }

    /// Looks at the wall clock `date` (loop time `t`); returns what changed since the last check, nil
    /// when nothing did (or the first check falls inside the hours).
    mutating func check(at date: Date, loopTime t: Double) -> Change? {
        guard !hours.isAlways else { return nil }
        let second = date.timeIntervalSince1970.rounded(.down)
        guard second != checkedSecond else { return nil }
        checkedSecond = second
        let blank = !hours.isOn(at: date, in: zone)
        defer { checked = true }
        guard blank != isBlank || (!checked && blank) else { return nil }
        isBlank = blank
        powerOffDue = blank ? t : nil
        let next = hours.nextChange(after: date, in: zone)
        return blank ? .off(until: next) : .on(until: next)
    }

    /// Input came on the blank screen at `t`: the panel may have come on; it is asked to go off
    /// again `powerOffDelay` after the last input.
    mutating func noteInputWhileBlank(at t: Double) {
        if isBlank { powerOffDue = t + Self.powerOffDelay }
    }

    /// Whether the panel is to be asked to go off at `t`; then it counts as asked.
    mutating func powerOffIsDue(at t: Double) -> Bool {
        guard isBlank, let due = powerOffDue, t >= due else { return false }
        powerOffDue = nil
        return true
    }
}
