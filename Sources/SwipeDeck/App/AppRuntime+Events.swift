import SwipeCore
import SwipeSDL

extension AppRuntime {
    /// Handles every queued event; one that changes the picture is new input (`FrameSchedule.hasNewInput`).
    /// SIGTERM or SIGINT ends the loop before the next event (recorded as the quit SDL would queue).
    func drainEvents() {
        let nowMs = loopClock.nowMilliseconds
        while true {
            if TerminationSignal.wasReceived {
                if isRunning { instruments.record(.quit, atMs: nowMs) }
                return stop()
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

    /// Handles one platform event: the kiosk may hold it back, the router turns it into commands, which
    /// are carried out in order. Returns whether the picture changed (the caller asks for a redraw).
    @discardableResult
    public func handle(_ event: PlatformEvent) -> Bool {
        guard duty.admits(event, at: now(), decisions, escapes: router.escapes) else { return letGoOfHeldBack(event) }
        if duty.dismissesIdleWarning(event, at: now(), decisions) { return true }
        let routed = route(event)
        if routed.visitorActed { duty.noteInput(at: now(), decisions) }
        return apply(routed.commands)
    }

    /// The router's commands for `event`, against the buttons on screen now and the engine's pointer.
    private func route(_ event: PlatformEvent) -> RoutedEvent {
        let layout = painter.chromeLayout(of: controller, labels: holder.labels), tracked = controller.gesture.pointer
        return router.route(event, layout: layout, engineOwnsPointer: { $0 == tracked })
    }

    /// A release the kiosk held back (the waking touch's, `KioskDuty.admits`) still lets go of what its
    /// pointer held, as a cancel: the engine's card springs back, a held button lets go. Otherwise a
    /// mouse held still on the card until the idle warning, its release lost (let go outside the
    /// window), then pressed and released again to wake the kiosk left the card half-dragged with no
    /// pointer down (the fuzzer, seed 13610471687785172081). A cancel of a pointer nothing holds does nothing.
    private func letGoOfHeldBack(_ event: PlatformEvent) -> Bool {
        guard case .pointer(let pointer, let time) = event, pointer.phase.endsContact,
            controller.gesture.pointer == pointer.pointer || router.holdsButton(for: pointer.pointer)
        else { return false }
        let cancel = PointerEvent(.cancel, pointer.pointer, at: pointer.position)
        return apply(route(.pointer(cancel, time: time)).commands)
    }

    /// Carries out `commands` in order; returns whether the picture changed.
    private func apply(_ commands: [LoopCommand]) -> Bool {
        var changed = false
        for command in commands where apply(command) { changed = true }
        return changed
    }

    /// Carries out one of the router's commands; returns whether the picture changed.
    func apply(_ command: LoopCommand) -> Bool {
        switch command {
        case .engine(let pointer, let time):
            decisions.handle(.pointer(pointer), at: time)
            return controller.gesture.isDragging || pointer.phase != .move
        case .run(let command): run(command)
        case .cancelPointers:
            decisions.handle(.cancelAll, at: now())
            duty.noteWindowIntrusion()
        case .relayout: refreshSizes()
        case .resetTextures: painter.discardTextures()
        case .quit:
            stop()
            return false
        case .redraw: break
        }
        return true
    }

    /// Re-reads the window and output sizes and the density: a drag springs back, the stack is laid out anew.
    func refreshSizes() {
        router.resize(window: window.size, output: painter.renderer.outputSize)
        decisions.handle(.rescale(window.density(of: painter.renderer)), at: now())
        decisions.handle(.resize(painter.renderer.outputSize), at: now())
    }

    /// Carries out a command from a key or a button (`run`), then draws.
    public func perform(_ command: AppCommand) {
        run(command)
        schedule.requestRedraw()
    }

    /// Carries out `command` on the stack as it is now, the decisions before it logged in their session.
    func run(_ command: AppCommand) {
        decisions.advance(to: now())
        decisions.logDecisions(at: now())
        switch command {
        case .swipe, .undo, .select: decisions.apply(command, at: now())
        case .startOver:
            decisions.apply(command, at: now())
            // A kiosk's Start over may be the next visitor's: the look goes back to the operator's, as
            // speech does (on a desktop it is the same person going through again, and Z's choice stays).
            if duty.kiosk.isOn { painter.textures.setPhotoFit(.standard) }
        case .toggleFullscreen: toggleFullscreen()
        case .toggleSpeech: decisions.speech?.toggle(top: controller.deck.topIndex)
        case .togglePhotoFit: painter.textures.setPhotoFit(painter.textures.photoFit.toggled)
        case .quit: stop()
        }
        decisions.logDecisions(at: now())
    }

    /// Switches between the window and fullscreen (`KioskDuty.toggleFullscreen`) and lays the stack out anew.
    func toggleFullscreen() {
        duty.toggleFullscreen(
            window, renderer: painter.renderer, background: painter.look.background, clock: loopClock,
            relayout: refreshSizes)
    }
}
