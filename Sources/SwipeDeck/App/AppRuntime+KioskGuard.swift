import SwipeSDL

/// Keeps a kiosk window visible, in front and with the keyboard: another X client may unmap it (a black
/// screen while the process lives on, so a service manager never restarts it), take the keyboard focus
/// (then the unlock chord no longer arrives) or cover it with an override-redirect window (a popup).
struct KioskGuard: Hashable {
    /// Seconds between two checks of the window's state with the X server. 0.5: anything another
    /// client does is undone within about a second (the kiosk loop wakes every `FrameSchedule.periodicWakeMs`).
    static let interval = 0.5
    /// When the window was last checked, on the app's clock (seconds).
    var lastCheck = -Double.infinity

    /// Whether a check is due at `t`.
    func isDue(at t: Double) -> Bool { t - lastCheck >= Self.interval }
}

extension AppRuntime {
    /// Per pass in kiosk mode: every `KioskGuard.interval` asks the X server whether the window is
    /// still mapped, focused and on top, and undoes what another client did. A hidden window or a
    /// focus loss reported by SDL makes the next pass check at once. Returns whether it undid
    /// something (then redraw).
    func guardKioskWindow(at t: Double) -> Bool {
        guard kiosk.isOn, windowGuard.isDue(at: t) else { return false }
        windowGuard.lastCheck = t
        let found = window.intrusions
        guard !found.isEmpty else { return false }
        window.reclaim(found)
        return true
    }

    /// SDL says the window was hidden or lost the focus: in kiosk mode, check it at the next pass.
    func noteWindowIntrusion() {
        if kiosk.isOn { windowGuard.lastCheck = -Double.infinity }
    }
}
