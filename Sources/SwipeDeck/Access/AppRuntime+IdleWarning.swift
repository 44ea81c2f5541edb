import SwipeCore
import SwipeSDL

/// The loop's side of the idle warning (`IdleWarning`): drawn over everything with its countdown,
/// said once when it appears (speech on), and dismissed by any press or key without acting on the
/// deck: the visitor's card and session stay. A press is the waking touch's (armed when the warning
/// appears: its whole contact only wakes the kiosk); a key is dismissed here.
extension AppRuntime {
    /// The warning's text at this moment; nil while none shows.
    var idleWarningText: String? {
        kiosk.idleWarningSeconds(at: now()).map { holder.labels.idleWarning(seconds: $0) }
    }

    /// Whether `event` only dismissed the warning: a key while it shows. The visitor is here again
    /// (idle time restarts); the key goes no further.
    func dismissesIdleWarning(_ event: PlatformEvent) -> Bool {
        guard case .key = event, kiosk.idleWarningSeconds(at: now()) != nil else { return false }
        noteInput()
        kiosk.shownWarning = nil
        return true
    }

    /// Per pass: whether the warning appeared, changed its countdown or went away since the last
    /// frame (then redraw). When it appears it is said (with speech on).
    func checkIdleWarning(at t: Double) -> Bool {
        let seconds = kiosk.idleWarningSeconds(at: t)
        guard seconds != kiosk.shownWarning else { return false }
        if kiosk.shownWarning == nil, let seconds {
            decisions.speech?.say(holder.labels.idleWarning(seconds: seconds))
            screen.waking.arm() // the press that dismisses it decides nothing, even on ♥
        }
        kiosk.shownWarning = seconds
        return true
    }
}
