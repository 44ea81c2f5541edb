import SwipeCore
import SwipeSDL

/// One pass of the loop and the frame it draws.
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
        instruments.health?.finish(at: now(), facts: healthFacts)
        decisions.speech?.close()
        finishInstruments()
        if !windowLost { decisions.closeLog() }
    }

    /// One pass: wait (for input or the next frame), handle all pending events, do the jobs beside the
    /// frame (the log after SIGHUP, a reloaded deck, changed pictures, the kiosk), draw if needed.
    public func step(wait: Bool = true) {
        if wait { sleep(as: schedule.wait(for: moment)) }
        instruments.frameStats?.beginPass(at: now())
        instruments.pushDueReplay(at: now(), windowID: window.id)
        drainEvents()
        if window.isLost { end = .windowLost; return }
        if let lost = window.lostDisplayConnection { end = .lostDisplay(lost); return }
        if HangupSignal.take() { decisions.reopenLog() }
        if holder.applyReload(to: &decisions, painter: painter, window: window) {
            instruments.health?.deckReloaded()
            schedule.requestRedraw()
        }
        let t = now()
        if holder.pictureCheck.take(at: t) && textures.dropChanged() > 0 { schedule.requestRedraw() }
        if painter.collectFinished() { schedule.requestRedraw() }
        if duty.checkScreenHours(at: t, &decisions, &router, window: window) { schedule.requestRedraw() }
        if duty.kiosk.isOn && TerminationSignal.wasReceived {
            stop()
        } else {
            if duty.keepCovering(window, at: t) { refreshSizes(); schedule.requestRedraw() }
            if duty.check(at: t, &decisions, &router, window: window, textures: textures, labels: holder.labels) {
                schedule.requestRedraw()
            }
        }
        if needsFrame { instruments.frameStats?.noteNeeded(at: t) }
        if isRunning, schedule.isFrameDue(at: t, animating: controller.isAnimating) {
            drawFrame(at: t)
            if needsFrame { instruments.frameStats?.noteNeeded(at: now()) } // an animation goes on
        }
        warmUpWhenIdle()
        if let health = instruments.health, health.reportsEachPass { health.endPass(at: now(), facts: healthFacts) }
        instruments.recorder?.endPass()
        if instruments.replayIsOver, !needsFrame { stop() } // `--replay-exit`: over, and nothing moves
    }

    /// Something must be drawn: an animation runs, or input or the window changed the picture.
    var needsFrame: Bool { schedule.needsFrame(animating: controller.isAnimating) }

    /// Whether the loop must wake periodically (`FrameSchedule.periodicWakeMs`): for the kiosk, a
    /// window covering its display, or systemd's watchdog.
    var wakesPeriodically: Bool { duty.wakesPeriodically(window) || (instruments.health?.wakesLoop ?? false) }

    /// What the wait policy looks at now.
    var moment: LoopMoment {
        LoopMoment(
            now: now(), animating: controller.isAnimating, engineDeadline: controller.nextDeadline,
            wakesPeriodically: wakesPeriodically, replayWaitMs: instruments.replayWaitMs(at: now()))
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
    /// scene is drawn with the chrome. Outside the screen hours a black frame stands in for the deck:
    /// once when the hours end, and again only when the window asks (exposed, resized).
    func drawFrame(at t: Double) {
        if duty.screen.isBlank { painter.presentBlack(); return notePresented(began: t) }
        decisions.advance(to: t)
        decisions.logDecisions(at: t)
        let frame = frameContent
        instruments.health?.frameWillDraw()
        painter.draw(frame)
        notePresented(began: t)
        painter.keepTextures(for: frame)
    }

    /// A frame that began at `t` is on screen (the deck's, or the black one outside the screen
    /// hours): the health reports (a kiosk started out of hours is ready with the black one), the
    /// frame statistics and the schedule count it.
    func notePresented(began t: Double) {
        instruments.health?.framePresented(began: t, at: now())
        instruments.frameStats?.framePresented(at: now(), parts: renderer.partTimer?.takeFrame() ?? [])
        schedule.framePresented(at: t)
    }

    /// What the next frame shows, from the engine, the router and the kiosk.
    var frameContent: FrameContent {
        let labels = holder.labels
        return FrameContent(
            controller, router: router, labels: labels, idleWarning: duty.idleWarningText(at: now(), labels: labels),
            speechOn: decisions.speech?.isOn ?? false, hint: duty.hintText(controller, labels: labels))
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
}
