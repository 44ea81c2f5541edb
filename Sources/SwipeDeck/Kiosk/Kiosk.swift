import SwipeCore

/// Kiosk mode's state and its per-pass work, apart from the loop: the window kept over its display
/// (`cover`) and in front (`windowGuard`), the ways out (`escapes`, read by the router), and the idle
/// reset and nudge when the visitor has gone. Times are seconds on the app's clock, passed in.
///
/// The loop asks it, once a pass, what is due (`idleResetIsDue`, `nudgeIsDue`, `cover`, `windowGuard`)
/// and carries the answer out on the engine and the window; it tells it when input came (`noteInput`).
struct Kiosk {
    /// Seconds without input between two nudges of the idle top card. 4.
    static let nudgeInterval = 4.0

    /// Kiosk mode is on (`--kiosk`): only SIGTERM/SIGINT and the unlock chord quit.
    let isOn: Bool
    /// Seconds without input before the idle reset (`--idle-reset`); nil = never.
    let idleReset: Double?
    /// What kiosk mode lets through.
    let escapes: KioskEscapes
    /// Keeps a covering window over its display (a kiosk, or borderless fullscreen without a window
    /// manager: `Fullscreen` starts it anew on the display fullscreen begins on).
    var cover: KioskCover
    /// Keeps the kiosk window mapped, focused and on top.
    var windowGuard = KioskGuard()
    /// Time of the last input (or the start), seconds.
    private(set) var lastInput: Double
    /// The idle reset for the current quiet spell is done.
    private(set) var resetDone = false
    /// The idle top card is nudged every `nudgeInterval` while nobody is there.
    private(set) var nudge = Every(Kiosk.nudgeInterval)
    /// Nudges so far (they alternate right and left).
    private(set) var nudges = 0
    /// The idle warning's countdown on screen now (`IdleWarning`); nil when none shows.
    var shownWarning: Int?
    /// The attract state's hint on screen now (`KioskDuty.hintText`); nil when none shows.
    var shownHint: String?
    /// Input came since the start or the last idle reset: someone is there to warn (`IdleWarning`).
    private(set) var visitorHere = false

    /// Kiosk mode `isOn` (off: only the cover of a borderless fullscreen window and, with
    /// `idleReset`, the idle reset are used), covering display `display`, started at `t`.
    init(
        isOn: Bool = false, idleReset: Double? = nil, unlockChord: KeyChord = .defaultUnlock, display: Int = 0,
        startedAt t: Double = 0
    ) {
        self.isOn = isOn; self.idleReset = idleReset
        escapes = KioskEscapes(isOn: isOn, unlockChord: unlockChord)
        cover = KioskCover(display: display)
        lastInput = t
    }

    /// Whether the loop must wake periodically for the kiosk (kiosk mode or an idle reset;
    /// `FrameSchedule.periodicWakeMs`).
    var wakesPeriodically: Bool { isOn || idleReset != nil }

    /// Input came at `t`: the visitor is here.
    mutating func noteInput(at t: Double) {
        lastInput = t
        resetDone = false
        visitorHere = true
    }

    /// Nobody is there from `t` on (the screen hours began): the idle time starts again, no warning is
    /// due and the attract state begins, as after an idle reset.
    mutating func awaitVisitor(at t: Double) {
        lastInput = t
        resetDone = false
        visitorHere = false
    }

    /// The attract state: the deck waits for a visitor (no input came since the start, an idle reset
    /// or the screen hours' start) and its top card is nudged; the hint shows (`KioskDuty.hintText`).
    /// Only with an idle reset (kiosk mode's, or `--idle-reset`), which ends a visitor's turn.
    var isAttracting: Bool { idleReset != nil && !visitorHere }

    /// Whether the deck is reset at `t` (once per quiet spell of `idleReset` seconds); it then counts
    /// as done. A held contact that moves keeps the visitor's place (each move is input); one that
    /// stayed still for the idle time (a resting object, a phantom touch) is let go by the reset
    /// like everything else.
    mutating func idleResetIsDue(at t: Double) -> Bool {
        guard let idle = idleReset, !resetDone, t - lastInput >= idle else { return false }
        resetDone = true
        visitorHere = false
        return true
    }

    /// Whether the idle top card is nudged at `t`, and which way (true: leftward): with an idle reset,
    /// nothing held, nothing moving and `nudgeInterval` since the last input and the last nudge. Asked
    /// after `idleResetIsDue`. Call `noteNudged` when the card moved.
    mutating func nudgeIsDue(at t: Double, held: Bool, animating: Bool) -> Bool? {
        guard idleReset != nil, !held, !animating, t - lastInput >= Self.nudgeInterval, nudge.take(at: t) else {
            return nil
        }
        return nudges % 2 == 1
    }

    /// The nudge asked for moved the card: the next goes the other way.
    mutating func noteNudged() { nudges += 1 }
}
