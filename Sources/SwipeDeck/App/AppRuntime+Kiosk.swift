import SwipeCore
import SwipeSDL

/// Kiosk state of the loop: what ends it, when the visitor left, the idle hint.
struct KioskState {
    /// Kiosk mode is on: only SIGTERM/SIGINT and `unlockChord` quit.
    var isOn = false
    var unlockChord = KeyChord.defaultUnlock
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
    /// Longest the loop sleeps in kiosk mode or with an idle reset, milliseconds: how soon it sees
    /// SIGTERM and the idle time. 250.
    public static let kioskWakeMs = 250
    /// Seconds without input between two nudges of the idle top card. 4.
    public static let nudgeInterval = 4.0

    /// Sets up kiosk mode after the window opened: pointer hidden, screensaver off, signals polled.
    func startKiosk() {
        guard kiosk.isOn else { return }
        Window.setCursorVisible(false)
        context.inhibitScreenSaver()
        TerminationSignal.install()
    }

    /// Whether the loop must wake periodically (kiosk mode, idle reset).
    var wakesPeriodically: Bool { kiosk.isOn || kiosk.idleReset != nil }

    /// Kiosk mode ignores quit requests from the window manager and the quit and fullscreen keys.
    func kioskAllows(_ command: AppCommand) -> Bool {
        !kiosk.isOn || (command != .quit && command != .toggleFullscreen)
    }

    /// Input came: the visitor is here.
    func noteInput() {
        kiosk.lastInput = now()
        kiosk.resetDone = false
    }

    /// Per pass: quits on SIGTERM (kiosk mode), resets the deck after the idle time and nudges the top
    /// card while idle. A held finger or button is not idle.
    func checkKiosk(at t: Double) {
        if kiosk.isOn && TerminationSignal.wasReceived { isRunning = false; return }
        keepCoveringDisplay()
        guardKioskWindow(at: t)
        guard let idle = kiosk.idleReset else { return }
        if controller.gesture.isTracking || buttons.pressed != nil { kiosk.lastInput = t; return }
        let quiet = t - kiosk.lastInput
        if quiet >= idle && !kiosk.resetDone {
            kiosk.resetDone = true
            controller.advance(to: t)
            controller.handle(.cancelAll, at: t)
            buttons.cancel()
            controller.reset()
            recorder.record(controller.takeEvents(), at: now())
            startSession()
            needsRedraw = true
        }
        if quiet >= Self.nudgeInterval, t - kiosk.lastNudge >= Self.nudgeInterval, !controller.isAnimating {
            controller.advance(to: t)
            if controller.nudge(leftward: kiosk.nudges % 2 == 1) { kiosk.nudges += 1; needsRedraw = true }
            kiosk.lastNudge = t
        }
    }

    /// A new visitor session: a fresh id in the log lines from now on.
    func startSession(_ id: String = DecisionLog.newSessionID()) {
        session = id
        log?.session = id
        recorder.cardOnTop(since: now())
    }
}
