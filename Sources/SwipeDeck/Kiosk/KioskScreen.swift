import Foundation
import SwipeCore
import SwipeSDL

/// The kiosk's screen and what reaches it (issue 28): the screen hours (`schedule`), the waking
/// touch (`waking`) and the cursor (`cursor`), with the wall clock the hours are read on. The loop
/// calls it through `KioskDuty` (`KioskDuty+Screen`).
struct KioskScreen {
    /// When the screen is blank.
    var schedule: ScreenSchedule
    /// The contact that only wakes the kiosk.
    var waking = WakingTouch()
    /// Whether the mouse cursor shows.
    var cursor: CursorPolicy
    /// The wall clock the hours are read on: `Date()` in the app; tests give one that follows the
    /// loop's virtual clock.
    var wallClock: () -> Date = { Date() }
    /// The kiosk's idle nudges and whether its idle reset ran, as last seen: a change arms the waking
    /// touch (`noteAttract`).
    private var seenNudges = 0
    private var seenReset = false

    /// The screen `options` ask for, read in time zone `zone`.
    init(_ options: AppOptions, zone: TimeZone = .current) {
        schedule = ScreenSchedule(hours: options.kiosk ? options.screenHours : ScreenHours(), zone: zone)
        cursor = CursorPolicy(kiosk: options.kiosk, alwaysHidden: options.hideCursor)
    }

    /// Whether the screen is blank now (outside the hours).
    var isBlank: Bool { schedule.isBlank }

    /// Looks at the kiosk after its per-pass work: when an idle reset ran, or a nudge began while no
    /// visitor has acted since the start or the last reset (the attract state), the next touch only
    /// wakes. A nudge in the middle of a visitor's session (they paused over a card for a few seconds)
    /// is a hint, not the attract state: their next touch is theirs.
    mutating func noteAttract(nudges: Int, resetDone: Bool, visitorHere: Bool) {
        if (nudges != seenNudges && !visitorHere) || (resetDone && !seenReset) { waking.arm() }
        seenNudges = nudges
        seenReset = resetDone
    }

    /// What happens to `event` before the router sees it: on a blank screen every pointer and key is
    /// dropped (the unlock chord excepted, `unlocks`); otherwise the waking touch is swallowed and a
    /// contact the idle reset let go is ignored.
    mutating func admission(of event: PlatformEvent, unlocks: (KeyPress) -> Bool) -> Admission {
        switch event {
        case .pointer(let pointer, _):
            if isBlank { return .dropped }
            switch waking.admits(pointer) {
            case .admitted: return .admitted
            case .woke: return .woke
            case .ignored: return .ignored
            }
        case .key(let press):
            if isBlank { return unlocks(press) ? .admitted : .dropped }
            waking.noteKey()
            return .admitted
        case .window(.focusLost), .window(.hidden):
            waking.cancelContact()
            return .admitted
        case .window, .quit, .renderReset:
            return .admitted
        }
    }

    /// What `admission(of:unlocks:)` decided.
    enum Admission: Hashable, Sendable {
        /// The router handles it as usual.
        case admitted
        /// Part of the waking contact: the visitor is there, nothing else happens.
        case woke
        /// Outside the hours: nothing happens at all (the kiosk's idle time does not start again).
        case dropped
        /// A contact the idle reset let go moved or lifted: nothing happens, nobody is known to be there.
        case ignored
    }
}
