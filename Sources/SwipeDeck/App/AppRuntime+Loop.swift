import SwipeCore
import SwipeSDL

/// One pass of the loop, the frame it draws, and the passes' small jobs (log reopening, warm-up).
extension AppRuntime {
    /// Runs until the user quits, the window is lost or the display connection breaks; returns the
    /// exit status: 0, or 1 when the display connection broke.
    public func run() -> Int32 {
        while isRunning { step() }
        shutDown()
        return lostDisplay == nil ? 0 : 1
    }

    /// Ends a run: logs the decisions made since the last frame (a swipe released in the pass that
    /// quit has not been drawn, and frames are what log decisions), then closes the instruments and
    /// the log (not for a lost window: the entry opens a new one on the same log).
    func shutDown() {
        decisions.logDecisions(at: now())
        reportHealthAtExit()
        decisions.speech?.close()
        finishInstruments()
        if !windowLost { decisions.closeLog() }
    }

    /// One pass: wait (for input or the next frame), handle all pending events, draw if needed.
    public func step(wait: Bool = true) {
        if wait { sleep(as: schedule.wait(for: moment)) }
        instruments.frameStats?.beginPass(at: now())
        pushDueReplayEvents()
        drainEvents()
        if window.isLost { end = .windowLost; return }
        if let lost = window.lostDisplayConnection { end = .lostDisplay(lost); return }
        reopenLogAfterHangup()
        applyReloadedDeck()
        if checkChangedPictures(at: now()) { schedule.requestRedraw() }
        if painter.collectFinished() { schedule.requestRedraw() }
        let t = now()
        if checkScreenHours(at: t) { schedule.requestRedraw() }
        if checkKiosk(at: t) { schedule.requestRedraw() }
        if checkHint() { schedule.requestRedraw() }
        noteAttractState()
        if needsFrame { instruments.frameStats?.noteNeeded(at: t) }
        if isRunning, schedule.isFrameDue(at: t, animating: controller.isAnimating) {
            drawFrame(at: t)
            if needsFrame { instruments.frameStats?.noteNeeded(at: now()) } // an animation goes on
        }
        warmUpWhenIdle()
        reportHealth()
        instruments.recorder?.endPass()
        checkReplayExit()
    }

    /// Something must be drawn: an animation runs, or input or the window changed the picture.
    var needsFrame: Bool { schedule.needsFrame(animating: controller.isAnimating) }

    /// What the wait policy looks at now.
    var moment: LoopMoment {
        LoopMoment(
            now: now(), animating: controller.isAnimating, engineDeadline: controller.nextDeadline,
            wakesPeriodically: wakesPeriodically, replayWaitMs: replayWaitMs)
    }

    /// Sleeps as `wait` says. Woken for the engine's deadline, the engine is moved to now (a stale
    /// pointer let go springs its card back, which must be drawn).
    func sleep(as wait: LoopWait) {
        switch wait {
        case .none: return
        case .timeout(let ms, _): loopClock.waitForEvent(timeoutMs: ms)
        case .untilInput: loopClock.waitForEvent(timeoutMs: nil)
        }
        if wait.wakesEngine, decisions.advance(to: now()) { schedule.requestRedraw() }
    }

    /// Draws the frame at `t`: the engine is moved to `t`, the decisions it made are logged, and its
    /// scene is drawn with the chrome.
    func drawFrame(at t: Double) {
        if screen.isBlank { return presentBlank(at: t) }
        decisions.advance(to: t)
        decisions.logDecisions(at: t)
        let frame = frameContent
        sceneObserver?(frame.scene)
        health?.frameWillDraw()
        painter.draw(frame)
        notePresented(began: t)
        painter.keepTextures(for: frame)
    }

    /// A frame that began at `t` is on screen (the deck's, or the black one outside the screen
    /// hours): the health reports, the frame statistics and the schedule count it.
    func notePresented(began t: Double) {
        health?.framePresented(began: t, at: now())
        instruments.frameStats?.framePresented(at: now(), parts: painter.renderer.partTimer?.takeFrame() ?? [])
        schedule.framePresented(at: t)
        framesDrawn += 1
    }

    /// What the next frame shows, from the engine and the router.
    var frameContent: FrameContent {
        let controller = controller
        return FrameContent(
            scene: controller.scene, screen: controller.screen, pressedButton: router.pressedButton,
            canUndo: controller.deck.canUndo, counter: counterText, labels: holder.labels,
            cardSize: controller.cardPixelSize,
            prefetch: prefetchIndices, focusedButton: router.focus.focused, idleWarning: idleWarningText,
            speechOn: decisions.speech?.isOn ?? false, hint: hintText)
    }

    /// "3 / 6": the top card is the 3rd of this pass through a deck of 6 (`DeckState.counter`: cards
    /// decided + 1 / cards decided + cards left, so a reload never makes it jump).
    var counterText: String {
        let (shown, total) = controller.deck.counter
        return "\(shown) / \(total)"
    }

    /// Cards painted ahead of need beyond the visible ones. 3.
    public static let prefetchAhead = 3

    /// The deck indices of the visible cards and the `prefetchAhead` after them, top first.
    var prefetchIndices: [Int] {
        let state = controller.deck
        return state.visiblePositions(controller.options.visibleCount + Self.prefetchAhead).compactMap {
            state.index(atPosition: $0)
        }
    }

    /// Per pass: after SIGHUP (logrotate, `systemctl reload`) reopens the decision log at its path and
    /// goes on, in every mode (kiosk included); never quits. `HangupSignal` wakes the loop for it.
    func reopenLogAfterHangup() {
        guard HangupSignal.take() else { return }
        guard let log else { return SwipeDeckApp.printError("SIGHUP: no decision log to reopen; going on") }
        SwipeDeckApp.printError("reopening the decision log \(log.path) (SIGHUP)")
        log.reopen()
    }

    /// The first time the loop has nothing to draw after its first frame, turns on the drawing states
    /// the first frame went without (`SceneRenderer.drawsUnblendedMiddles`) and asks for a redraw: the
    /// same picture, drawn while nobody waits, so the renderer's one-time cost of a new state (a shader
    /// compiled by llvmpipe, ~55 ms) falls neither on the first frame nor on the first swipe. Once.
    func warmUpWhenIdle() {
        let scenes = painter.scenes
        guard !scenes.drawsUnblendedMiddles, framesDrawn > 0, !needsFrame else { return }
        scenes.drawsUnblendedMiddles = true
        schedule.requestRedraw()
    }

    /// Starts the session `resume` names at the card after its last decided one, found by id (a card
    /// the log names that a reload moved is still found); at `resume.position` when that card is gone.
    /// A log whose last session names none of this deck's cards (another deck's log) gets a warning
    /// and a new session at the first card. Nil: a new session at the first card. `position` is
    /// `resume.resumedPosition(in: deck)` when the caller already worked it out.
    func start(at resume: ResumePoint?, position known: Int?? = nil) {
        guard let resume else { return startSession() }
        guard let position = known ?? resume.resumedPosition(in: deck) else {
            Self.warn(
                "decision log \(log?.path ?? ""): none of the cards in its last session are in this deck"
                    + " (another deck's log?); starting a new session at the first card")
            return startSession()
        }
        startSession(resume.session ?? DecisionLog.newSessionID())
        log?.continueSequence(after: resume.lastSeq)
        if position > 0 { decisions.jump(to: position) }
    }
}
