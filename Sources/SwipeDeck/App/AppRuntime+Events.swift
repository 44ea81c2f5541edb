import SwipeCore
import SwipeSDL

extension AppRuntime {
    /// Handles every queued event, so the next frame shows the latest pointer position. A pointer or
    /// key event that asks for a redraw is new input (`FrameSchedule.hasNewInput`, and `--frame-stats`
    /// latency); one that changes nothing on screen (a key's release, a press's first pixels of
    /// movement) is not. Event times are SDL's 32-bit timestamps placed on the loop's clock
    /// (`EventTimestamp`). SIGTERM or SIGINT ends the loop before the next event, however many are queued.
    func drainEvents() {
        let nowMs = nowMilliseconds
        while true {
            if TerminationSignal.wasReceived {
                if isRunning { endOnSignal(atMs: nowMs) }
                return
            }
            guard let polled = EventPump.poll() else { return }
            let eventMs = EventTimestamp.milliseconds(polled.timestampMs, near: nowMs)
            let event = router.translate(polled, now: Double(nowMs) / 1000)
            instruments.record(polled.recordable, atMs: eventMs)
            if let device = polled.device { duty.noteCursor(device) }
            guard let event, handle(event) else { continue }
            schedule.requestRedraw(showingInput: event.isInput)
            if event.isInput { instruments.noteShownInput(atMs: eventMs) }
        }
    }

    /// Ends the loop for SIGTERM or SIGINT (in kiosk mode too). A recording gets the quit SDL would
    /// have queued for the signal, so its replay ends there as well.
    func endOnSignal(atMs ms: Int64) {
        instruments.record(.quit, atMs: ms)
        stop()
    }

    /// Handles one platform event: the router turns it into commands (pointers go to the buttons or
    /// the engine, keys become commands, window changes cancel drags and resize the stack), which are
    /// carried out in order. Returns whether the picture changed (the caller asks for a redraw).
    @discardableResult
    public func handle(_ event: PlatformEvent) -> Bool {
        guard duty.admits(event, at: now(), decisions, escapes: router.escapes) else { return false }
        if duty.dismissesIdleWarning(event, at: now(), decisions) { return true }
        let layout =
            controller.deck.isExhausted
            ? painter.emptyLayout(of: controller, labels: holder.labels)
            : ChromeLayout.deck(screen: controller.screen)
        let tracked = controller.gesture.pointer
        let routed = router.route(event, layout: layout, engineOwnsPointer: { $0 == tracked })
        if routed.visitorActed { duty.noteInput(at: now(), decisions) }
        var changed = false
        for command in routed.commands where apply(command) { changed = true }
        return changed
    }

    /// Carries out one of the router's commands; returns whether the picture changed.
    func apply(_ command: LoopCommand) -> Bool {
        switch command {
        case .engine(let pointer, let time):
            decisions.handle(.pointer(pointer), at: time)
            return controller.gesture.isDragging || pointer.phase != .move
        case .run(let command):
            run(command)
            return true
        case .cancelPointers:
            decisions.handle(.cancelAll, at: now())
            duty.noteWindowIntrusion()
            return true
        case .relayout:
            refreshSizes()
            return true
        case .resetTextures:
            painter.discardTextures()
            return true
        case .quit:
            stop()
            return false
        case .redraw:
            return true
        }
    }

    /// Re-reads the window and output sizes and the display's density (a resize, a fullscreen switch,
    /// another output scale): a drag springs back and the stack is laid out anew.
    func refreshSizes() {
        router.resize(window: window.size, output: renderer.outputSize)
        decisions.handle(.rescale(window.density(of: renderer)), at: now())
        decisions.handle(.resize(renderer.outputSize), at: now())
    }

    /// Carries out a command from a key or a button, then draws. Decisions made since the last frame
    /// are logged first, in the session they were made in (Start over opens a new one).
    public func perform(_ command: AppCommand) {
        run(command)
        schedule.requestRedraw()
    }

    /// Carries out `command`: the stack's commands go to the decision session, acting on the stack as
    /// it is now (not at the last frame); fullscreen and quit are the loop's.
    func run(_ command: AppCommand) {
        decisions.advance(to: now())
        decisions.logDecisions(at: now())
        switch command {
        case .swipe, .undo, .select: decisions.apply(command, at: now())
        case .startOver:
            decisions.apply(command, at: now())
            // A kiosk's Start over may be the next visitor's: the look goes back to the operator's, as
            // speech does (on a desktop it is the same person going through again, and Z's choice stays).
            if duty.kiosk.isOn { textures.setPhotoFit(.standard) }
        case .toggleFullscreen: toggleFullscreen()
        case .toggleSpeech: decisions.speech?.toggle(top: controller.deck.topIndex)
        case .togglePhotoFit: textures.setPhotoFit(textures.photoFit.toggled)
        case .quit: stop()
        }
        decisions.logDecisions(at: now())
    }

    /// Switches between the window and fullscreen (`KioskDuty.toggleFullscreen`), then lays the
    /// stack out anew.
    func toggleFullscreen() {
        duty.toggleFullscreen(
            window, renderer: renderer, background: painter.look.background, clock: loopClock, relayout: refreshSizes)
    }
}
