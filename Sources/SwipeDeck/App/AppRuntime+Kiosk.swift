import SwipeCore
import SwipeSDL

/// Kiosk state of the loop: when the visitor left, the idle reset and hint. (What kiosk mode lets
/// through, and the unlock chord, are the router's: `InputRouter`.)
struct KioskState {
    /// Kiosk mode is on: only SIGTERM/SIGINT and the unlock chord quit.
    var isOn = false
    /// Seconds without input before the idle reset; nil = never.
    var idleReset: Double?
    /// Time of the last input (or the last reset), on the app's clock, seconds.
    var lastInput = 0.0
    /// The idle reset for the current quiet spell is done.
    var resetDone = false
    /// Time of the last nudge, seconds.
    var lastNudge = -Double.infinity
    /// Nudges so far (they alternate right and left).
    var nudges = 0
}

extension AppRuntime {
    /// Seconds without input between two nudges of the idle top card. 4.
    public static let nudgeInterval = 4.0

    /// Sets up kiosk mode after the window opened: pointer hidden, screensaver off, signals polled,
    /// and the display to cover identified at once (`KioskCover`), before anything can change it.
    func startKiosk() {
        guard kiosk.isOn else { return }
        Window.setCursorVisible(false)
        context.inhibitScreenSaver()
        TerminationSignal.install()
        if keepCoveringDisplay(at: now()) { schedule.requestRedraw() }
    }

    /// Whether the loop must wake periodically (kiosk mode, idle reset, a window covering its display
    /// that must follow the display's changes; `FrameSchedule.periodicWakeMs`).
    var wakesPeriodically: Bool { kiosk.isOn || kiosk.idleReset != nil || coversDisplay }

    /// Input came: the visitor is here.
    func noteInput() {
        kiosk.lastInput = now()
        kiosk.resetDone = false
        decisions.recorder.visitorActed(at: kiosk.lastInput)
    }

    /// Per pass: quits on SIGTERM (kiosk mode), keeps a covering window over its display (kiosk mode,
    /// borderless fullscreen), keeps the kiosk window in front,
    /// resets the deck after the idle time and nudges the top card while idle. A held finger or button
    /// that moves is not idle; one held still for the idle time is let go (the card springs back) and
    /// the reset happens. Returns whether the picture changed.
    func checkKiosk(at t: Double) -> Bool {
        if kiosk.isOn && TerminationSignal.wasReceived { isRunning = false; return false }
        let moved = keepCoveringDisplay(at: t)
        let reclaimed = guardKioskWindow(at: t)
        var changed = moved || reclaimed
        guard let idle = kiosk.idleReset else { return changed }
        // A held contact keeps the visitor's place while it moves; one that has stayed still for the
        // idle time (a resting object, a phantom touch) is let go by the reset like everything else.
        let held = controller.gesture.isTracking || router.pressedButton != nil
        let quiet = t - kiosk.lastInput
        if held && quiet < idle { return changed }
        if quiet >= idle && !kiosk.resetDone {
            kiosk.resetDone = true
            router.cancelButtons()
            decisions.resetAfterIdle(at: t)
            changed = true
        }
        if !held, quiet >= Self.nudgeInterval, t - kiosk.lastNudge >= Self.nudgeInterval, !controller.isAnimating {
            if decisions.nudge(leftward: kiosk.nudges % 2 == 1, at: t) { kiosk.nudges += 1; changed = true }
            kiosk.lastNudge = t
        }
        return changed
    }

    /// A new visitor session: a fresh id in the log lines from now on.
    /// A kiosk's first session starts with nobody there: its first card's time on top counts from the
    /// visitor's first input.
    func startSession(_ id: String = DecisionLog.newSessionID()) {
        decisions.start(id, at: now(), visitorPresent: !kiosk.isOn)
    }
}
