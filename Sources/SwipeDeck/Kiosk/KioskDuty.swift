import SwipeCore
import SwipeSDL

/// The kiosk's work beside the frame, once a pass: the window kept over its display and in front,
/// the idle warning, reset and nudge, the attract state's hint (here), and the screen hours, the
/// waking touch and the cursor (`KioskDuty+Screen`). It holds their state and acts on the parts of the
/// loop it is lent for each call: the decision session and the router (`inout`), the window and the
/// textures. Times are seconds on the loop's clock, passed in.
struct KioskDuty {
    /// Kiosk mode's state: the cover, the window guard, the ways out, the idle reset and the nudge.
    var kiosk: Kiosk
    /// Screen hours, the waking touch and the cursor (issue 28).
    var screen: KioskScreen
    /// How the window went fullscreen, so the way back matches (and whether the app keeps it over its
    /// display itself, as a kiosk does).
    var fullscreen = Fullscreen()

    /// The kiosk `options` ask for, started at `t`.
    init(_ options: AppOptions, at t: Double) {
        kiosk = Self.kiosk(options, at: t)
        screen = KioskScreen(options)
    }

    /// The kiosk `options` ask for, started at `t` (again after the first switch to fullscreen, which
    /// picks the display to cover; the idle time counts from after it).
    static func kiosk(_ options: AppOptions, at t: Double) -> Kiosk {
        Kiosk(
            isOn: options.kiosk, idleReset: options.idleReset, unlockChord: options.unlockChord,
            display: options.display, startedAt: t)
    }

    /// Once the window is open (and `TerminationSignal` installed): the cursor as the options ask; in
    /// kiosk mode the screen saver held off and the display to cover identified at once
    /// (`KioskCover`), before anything can change it. Returns whether the window was moved over it
    /// (then lay out anew).
    mutating func start(_ window: Window, at t: Double) -> Bool {
        Window.setCursorVisible(screen.cursor.isVisible)
        guard kiosk.isOn else { return false }
        window.context.inhibitScreenSaver()
        return keepCovering(window, at: t)
    }

    /// Whether the window covers a display: kiosk mode, or fullscreen made borderless by the app.
    func coversDisplay(_ window: Window) -> Bool {
        kiosk.isOn || fullscreen.coversDisplay(isFullscreen: window.isFullscreen)
    }

    /// Whether the loop must wake periodically for the kiosk (kiosk mode, an idle reset, a window
    /// covering its display that must follow the display's changes).
    func wakesPeriodically(_ window: Window) -> Bool { kiosk.wakesPeriodically || coversDisplay(window) }

    /// Per pass while the window covers a display: `KioskCover.keepCovering`. Returns whether the
    /// window was put back (then lay out anew and redraw).
    mutating func keepCovering(_ window: Window, at t: Double) -> Bool {
        guard coversDisplay(window) else { return false }
        let (moved, warning) = kiosk.cover.keepCovering(window, at: t)
        if let warning { SwipeDeckApp.warn(warning) }
        return moved
    }

    /// Input came at `t`: the visitor is here (the idle time starts again; the card on top counts
    /// from now when nobody was there).
    mutating func noteInput(at t: Double, _ decisions: DecisionSession) {
        kiosk.noteInput(at: t)
        decisions.recorder.visitorActed(at: t)
    }

    /// SDL says the window was hidden or lost the focus: in kiosk mode, check it at the next pass.
    mutating func noteWindowIntrusion() {
        if kiosk.isOn { kiosk.windowGuard.noteIntrusion() }
    }

    /// Per pass: keeps the kiosk window in front, shows the idle warning, resets the deck after the
    /// idle time and nudges the top card while idle (`Kiosk`). Returns whether the picture changed.
    mutating func check(
        at t: Double, _ decisions: inout DecisionSession, _ router: inout InputRouter, window: Window,
        textures: CardTextureCache, labels: Labels
    ) -> Bool {
        var changed = kiosk.isOn && kiosk.windowGuard.keepInFront(window, at: t)
        if checkIdleWarning(at: t, decisions, labels: labels) { changed = true }
        if kiosk.idleResetIsDue(at: t) {
            router.cancelButtons()
            router.clearFocus()
            decisions.resetAfterIdle(at: t)
            screen.waking.letGoOfHeldContacts() // lifting them later is not a visitor
            textures.setPhotoFit(.standard) // the look is the visitor's, as speech is
            changed = true
        }
        let controller = decisions.controller
        let held = controller.gesture.isTracking || router.pressedButton != nil
        if let leftward = kiosk.nudgeIsDue(at: t, held: held, animating: controller.isAnimating),
            decisions.nudge(leftward: leftward, at: t)
        {
            kiosk.noteNudged()
            changed = true
        }
        if checkHint(decisions.controller, labels: labels) { changed = true }
        screen.noteAttract(nudges: kiosk.nudges, resetDone: kiosk.resetDone, visitorHere: kiosk.visitorHere)
        return changed
    }

    /// The attract state's hint now (issue 30): the `hint` label over the top card while the deck waits
    /// for a visitor (`Kiosk.isAttracting`), gone at the first touch or key; nil while none shows. An
    /// empty label turns it off; so does a deck with no card to swipe.
    func hintText(_ controller: DeckController, labels: Labels) -> String? {
        guard kiosk.isAttracting, !screen.isBlank, !controller.deck.isExhausted else { return nil }
        let text = labels[.hint]
        return text.isEmpty ? nil : text
    }

    /// Whether the hint appeared or went away since the last frame (then redraw). A waking touch ends
    /// the attract state without reaching the deck, so nothing else would redraw.
    private mutating func checkHint(_ controller: DeckController, labels: Labels) -> Bool {
        let text = hintText(controller, labels: labels)
        guard text != kiosk.shownHint else { return false }
        kiosk.shownHint = text
        return true
    }

    /// The idle warning's text at `t` (`IdleWarning`); nil while none shows.
    func idleWarningText(at t: Double, labels: Labels) -> String? {
        kiosk.idleWarningSeconds(at: t).map { labels.idleWarning(seconds: $0) }
    }

    /// Whether `event` only dismissed the idle warning: a key while it shows. The visitor is here
    /// again (idle time restarts); the key goes no further, and the visitor's card and session stay.
    /// A press is the waking touch's (armed when the warning appears).
    mutating func dismissesIdleWarning(_ event: PlatformEvent, at t: Double, _ decisions: DecisionSession) -> Bool {
        guard case .key = event, kiosk.idleWarningSeconds(at: t) != nil else { return false }
        noteInput(at: t, decisions)
        kiosk.shownWarning = nil
        return true
    }

    /// Whether the warning appeared, changed its countdown or went away since the last frame (then
    /// redraw). When it appears it is said (with speech on), and the press that dismisses it decides
    /// nothing, even on ♥.
    private mutating func checkIdleWarning(at t: Double, _ decisions: DecisionSession, labels: Labels) -> Bool {
        let seconds = kiosk.idleWarningSeconds(at: t)
        guard seconds != kiosk.shownWarning else { return false }
        if kiosk.shownWarning == nil, let seconds {
            decisions.speech?.say(labels.idleWarning(seconds: seconds))
            screen.waking.arm()
        }
        kiosk.shownWarning = seconds
        return true
    }
}
