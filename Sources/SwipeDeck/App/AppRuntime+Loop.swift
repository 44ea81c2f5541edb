import SwipeCore
import SwipeSDL

/// One pass of the loop and the frame it draws.
extension AppRuntime {
    /// Runs until a quit, a lost window or a broken display connection; returns 0, or 1 for the last.
    public func run() -> Int32 {
        while isRunning { step() }
        shutDown()
        return end?.lostDisplay == nil ? 0 : 1
    }

    /// Ends a run: logs the last pass's decisions; closes instruments, speech and the log (kept for a lost window).
    func shutDown() {
        decisions.logDecisions(at: now())
        instruments.health?.finish(at: now(), facts: healthFacts)
        decisions.speech?.close()
        finishInstruments()
        if end != .windowLost { decisions.closeLog() }
    }

    /// One pass: wait (for input or the next frame), handle all pending events, do the jobs beside the
    /// frame (the log after SIGHUP, a reloaded deck, changed pictures, the kiosk), draw if needed.
    public func step(wait: Bool = true) {
        if wait { sleep(as: schedule.wait(for: moment)) }
        instruments.beginPass(at: now(), windowID: window.id)
        drainEvents()
        if window.isLost { end = .windowLost; return }
        if let lost = window.lostDisplayConnection { end = .lostDisplay(lost); return }
        if HangupSignal.take() { decisions.reopenLog(at: now()) }
        if holder.applyReload(to: &decisions, painter: painter, window: window) {
            instruments.health?.deckReloaded()
            schedule.requestRedraw()
        }
        let t = now()
        if holder.pictureCheck.take(at: t) && painter.textures.dropChanged() > 0 { schedule.requestRedraw() }
        if painter.collectFinished() { schedule.requestRedraw() }
        if duty.checkScreenHours(at: t, &decisions, &router, window: window) { schedule.requestRedraw() }
        if duty.kiosk.isOn && TerminationSignal.wasReceived {
            stop()
        } else {
            if duty.keepCovering(window, at: t) { refreshSizes(); schedule.requestRedraw() }
            if duty.check(at: t, &decisions, &router, window: window, textures: painter.textures, labels: holder.labels)
            {
                schedule.requestRedraw()
            }
        }
        if needsFrame { instruments.frameStats?.noteNeeded(at: t) }
        if isRunning, schedule.isFrameDue(at: t, animating: controller.isAnimating) {
            drawFrame(at: t)
            if needsFrame { instruments.frameStats?.noteNeeded(at: now()) } // an animation goes on
        }
        if painter.warmUp(afterFrames: framesDrawn, needsFrame: needsFrame) { schedule.requestRedraw() }
        instruments.endPass(at: now(), facts: healthFacts)
        if instruments.replayIsOver, !needsFrame { stop() } // `--replay-exit`: over, and nothing moves
    }

    /// Something must be drawn: an animation runs, or input or the window changed the picture.
    var needsFrame: Bool { schedule.needsFrame(animating: controller.isAnimating) }
    /// The loop wakes every `FrameSchedule.periodicWakeMs`: for the kiosk, its cover, or the watchdog.
    var wakesPeriodically: Bool { duty.wakesPeriodically(window) || (instruments.health?.wakesLoop ?? false) }
    /// What the wait policy looks at now.
    var moment: LoopMoment {
        LoopMoment(
            now: now(), animating: controller.isAnimating, engineDeadline: controller.nextDeadline,
            wakesPeriodically: wakesPeriodically, replayWaitMs: instruments.replayWaitMs(at: now()))
    }

    /// Sleeps as `wait` says; woken for the engine's deadline (a stale pointer), moves the engine to now.
    func sleep(as wait: LoopWait) {
        loopClock.sleep(as: wait)
        if wait.wakesEngine, decisions.advance(to: now()) { schedule.requestRedraw() }
    }

    /// Draws the frame at `t` (the engine moved to `t`, its decisions logged), or black outside the screen hours.
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

    /// A frame that began at `t` is on screen: the instruments and the schedule count it.
    func notePresented(began t: Double) {
        instruments.framePresented(began: t, at: now(), renderer: painter.renderer)
        schedule.framePresented(at: t)
    }

    /// What the next frame shows, from the engine, the router and the kiosk.
    var frameContent: FrameContent {
        FrameContent(
            controller, router: router, duty: duty, labels: holder.labels, speechOn: decisions.speech?.isOn ?? false,
            at: now())
    }
}
