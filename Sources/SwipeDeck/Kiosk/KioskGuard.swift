import SwipeCore

/// Keeps a kiosk window visible, in front and with the keyboard: another X client may unmap it (a black
/// screen while the process lives on, so a service manager never restarts it), take the keyboard focus
/// (then the unlock chord no longer arrives) or cover it with an override-redirect window (a popup).
struct KioskGuard: Hashable {
    /// Seconds between two checks of the window's state with the X server. 0.5: anything another
    /// client does is undone within about a second (the kiosk loop wakes every `FrameSchedule.periodicWakeMs`).
    static let interval = 0.5
    /// The window is checked every `interval` seconds (on the app's clock).
    var check = Every(KioskGuard.interval)

    /// Whether a check is due at `t`.
    func isDue(at t: Double) -> Bool { check.isDue(at: t) }

    /// Per pass: every `interval` asks whether `window` is still mapped, focused and on top, and undoes
    /// what another client did. Returns whether it undid something (then redraw).
    mutating func keepInFront(_ window: some KioskWindow, at t: Double) -> Bool {
        guard check.take(at: t) else { return false }
        let found = window.intrusions
        guard !found.isEmpty else { return false }
        window.reclaim(found)
        return true
    }

    /// SDL says the window was hidden or lost the focus: check it at the next pass.
    mutating func noteIntrusion() { check.dueNow() }
}
