import SwipeCore
import SwipeSDL

/// The loop's hooks into the jobs that have types of their own: `Kiosk`, `Instruments`, `DeckHolder`.
extension AppRuntime {
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
    /// that must follow the display's changes, systemd's watchdog; `FrameSchedule.periodicWakeMs`).
    var wakesPeriodically: Bool { kiosk.wakesPeriodically || coversDisplay || (health?.wakesLoop ?? false) }

    /// Input came: the visitor is here.
    func noteInput() {
        let t = now()
        kiosk.noteInput(at: t)
        decisions.recorder.visitorActed(at: t)
    }

    /// Per pass: quits on SIGTERM (kiosk mode), keeps a covering window over its display (kiosk mode,
    /// borderless fullscreen), keeps the kiosk window in front, resets the deck after the idle time
    /// and nudges the top card while idle (`Kiosk`). Returns whether the picture changed.
    func checkKiosk(at t: Double) -> Bool {
        if kiosk.isOn && TerminationSignal.wasReceived { stop(); return false }
        let moved = keepCoveringDisplay(at: t)
        let reclaimed = kiosk.isOn && kiosk.windowGuard.keepInFront(window, at: t)
        var changed = moved || reclaimed
        if checkIdleWarning(at: t) { changed = true }
        if kiosk.idleResetIsDue(at: t) {
            router.cancelButtons()
            router.clearFocus()
            decisions.resetAfterIdle(at: t)
            screen.waking.letGoOfHeldContacts() // lifting them later is not a visitor
            textures.setPhotoFit(.standard) // the look is the visitor's, as speech is
            changed = true
        }
        let held = controller.gesture.isTracking || router.pressedButton != nil
        if let leftward = kiosk.nudgeIsDue(at: t, held: held, animating: controller.isAnimating),
            decisions.nudge(leftward: leftward, at: t)
        {
            kiosk.noteNudged()
            changed = true
        }
        return changed
    }

    /// Whether the window covers a display: kiosk mode, or fullscreen made borderless by the app.
    var coversDisplay: Bool {
        kiosk.isOn || fullscreen.coversDisplay(isFullscreen: window.isFullscreen)
    }

    /// Per pass while the window covers a display: `KioskCover.keepCovering`; when the window was put
    /// back the stack is laid out anew. Returns whether it was (then redraw).
    func keepCoveringDisplay(at t: Double) -> Bool {
        guard coversDisplay else { return false }
        let (moved, warning) = kiosk.cover.keepCovering(window, at: t)
        if let warning { AppRuntime.warn(warning) }
        if moved { refreshSizes() }
        return moved
    }

    /// SDL says the window was hidden or lost the focus: in kiosk mode, check it at the next pass.
    func noteWindowIntrusion() {
        if kiosk.isOn { kiosk.windowGuard.noteIntrusion() }
    }

    /// A new visitor session: a fresh id in the log lines from now on.
    /// A kiosk's first session starts with nobody there: its first card's time on top counts from the
    /// visitor's first input.
    func startSession(_ id: String = DecisionLog.newSessionID()) {
        decisions.start(id, at: now(), visitorPresent: !kiosk.isOn)
    }

    /// Starts the instruments once the window is open (`Instruments.init`), with the renderer's part
    /// timer when `--frame-stats` asks for parts.
    func startInstruments(_ given: RunInstruments) {
        let size = WindowSize(width: Int(window.size.width.rounded()), height: Int(window.size.height.rounded()))
        if given.frameStats != nil, FramePartTimer.isRequested {
            painter.renderer.partTimer = FramePartTimer(renderer: painter.renderer)
        }
        instruments = Instruments(given, window: size, startMs: nowMilliseconds) { AppRuntime.warn($0) }
    }

    /// Queues the replay's events that are due now into SDL's queue, stamped with the time they were
    /// due (`Instruments.pushDueReplay`).
    func pushDueReplayEvents() {
        let id = window.id
        let warning = instruments.pushDueReplay(at: now()) { EventPump.add(contentsOf: $0, windowID: id, startMs: $1) }
        if let warning { AppRuntime.warn(warning) }
    }

    /// Milliseconds until the next replay event; nil when there is no replay or it is over.
    var replayWaitMs: Int? { instruments.replayWaitMs(at: now()) }

    /// With `--replay-exit`: the replay is over, its last event handled and nothing moves, so quit.
    func checkReplayExit() {
        if instruments.replayIsOver, !needsFrame { stop() }
    }

    /// Records `input`, which came at `ms` on the loop's clock (with `--record`).
    func record(_ input: RecordedInput?, atMs ms: Int64) { instruments.record(input, atMs: ms) }

    /// Writes out and closes the recording and the frame stats (with their summary line). Called
    /// when the loop ends; harmless to repeat.
    public func finishInstruments() {
        if let warning = instruments.finish(textures: textures.count, cardBacks: backs.count) {
            AppRuntime.warn(warning)
        }
    }

    /// Takes a deck the watcher reloaded, if any, and shows it without losing the place.
    func applyReloadedDeck() {
        guard let loaded = holder.takeReloaded() else { return }
        for warning in loaded.warnings { AppRuntime.warn(warning) }
        replaceDeck(with: loaded.deck)
        health?.deckReloaded()
    }

    /// At most once per `DeckHolder.pictureCheckInterval`, when the loop runs anyway: frees the
    /// textures of cards whose picture changed on disk under the same name
    /// (`CardTextureCache.dropChanged`), so they are painted again. Returns whether any was freed
    /// (then redraw).
    func checkChangedPictures(at t: Double) -> Bool {
        holder.pictureCheck.take(at: t) && textures.dropChanged() > 0
    }

    /// Shows `newDeck` in place of the current one (`DeckHolder.replace`): textures follow their cards
    /// to their new indices and are kept only when their card's content (text, colour, picture file)
    /// is unchanged. The window's title follows the deck's name. The next frame shows it.
    func replaceDeck(with newDeck: Deck) {
        let (top, map) = holder.replace(
            with: newDeck, shown: Set(controller.scene.cards.map(\.index)), state: controller.deck)
        let next = holder.deck
        window.title = WindowTitle.of(deckNamed: next.name) // the manifest's "name" may have changed
        painter.scenes.labels = holder.labels // and its "labels" (the empty view reads them each frame)
        decisions.replaceDeck(count: next.count, topIndex: top, mapIndex: map)
        textures.remap(map)
        backs.removeAll() // backs are few and cheap: repaint rather than remap
        schedule.requestRedraw()
    }
}
