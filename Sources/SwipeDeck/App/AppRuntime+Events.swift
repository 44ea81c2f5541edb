import SwipeCore
import SwipeSDL

extension AppRuntime {
    /// Handles every queued event, so the next frame shows the latest pointer position. A pointer or
    /// key event that asks for a redraw is new input (`hasNewInput`, and `--frame-stats` latency);
    /// one that changes nothing on screen (a key's release, a press's first pixels of movement) is not.
    /// Event times are SDL's 32-bit timestamps placed on the loop's clock (`EventTimestamp`).
    /// SIGTERM or SIGINT ends the loop before the next event, however many are queued.
    func drainEvents() {
        let nowMs = nowMilliseconds
        while true {
            if TerminationSignal.wasReceived {
                if isRunning { endOnSignal(atMs: nowMs) }
                return
            }
            guard let raw = EventPump.poll() else { return }
            let eventMs = EventTimestamp.milliseconds(raw.common.timestamp, near: nowMs)
            let event = translator.translate(raw, now: Double(nowMs) / 1000)
            record(raw, atMs: eventMs)
            guard let event else { continue }
            let redrawBefore = needsRedraw
            needsRedraw = false
            handle(event)
            if needsRedraw, event.isInput {
                hasNewInput = true
                noteShownInput(atMs: eventMs)
            }
            needsRedraw = needsRedraw || redrawBefore
        }
    }

    /// Ends the loop for SIGTERM or SIGINT (in kiosk mode too). A recording gets the quit SDL would
    /// have queued for the signal, so its replay ends there as well.
    func endOnSignal(atMs ms: Int64) {
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        quit.common.timestamp = EventTimestamp.stamp(milliseconds: ms)
        record(quit, atMs: ms)
        isRunning = false
    }

    /// Handles one platform event: pointers go to the buttons or the engine, keys become commands,
    /// window changes cancel drags and resize the stack.
    public func handle(_ event: PlatformEvent) {
        switch event {
        case let .pointer(pointer, time):
            noteInput()
            handlePointer(pointer, at: time)
        case .key(let press):
            noteInput()
            if kiosk.isOn && kiosk.unlockChord.matches(press) { isRunning = false; return }
            if let command = KeyBindings.command(for: press, allowed: allowed), kioskAllows(command) { perform(command) }
        case .window(let change):
            handleWindow(change)
        case .quit:
            if !kiosk.isOn { isRunning = false }  // kiosk mode: a window manager's close; signals come as a flag
        case .renderReset:
            textures.removeAll()
            backs.removeAll()
            sceneRenderer.discardTextures()
            chrome.discardTextures()
            needsRedraw = true
        }
    }

    func handlePointer(_ pointer: PointerEvent, at time: Double) {
        let layout = controller.deck.isExhausted ? emptyLayout
            : ChromeLayout.deck(screen: controller.screen)
        switch buttons.handle(pointer, layout: layout, engineOwnsPointer: controller.gesture.pointer == pointer.pointer) {
        case .consumed:
            needsRedraw = true
        case .activated(let kind):
            needsRedraw = true
            perform(kind.command)
        case .passThrough:
            controller.handle(.pointer(pointer), at: time)
            if controller.gesture.isDragging || pointer.phase != .move { needsRedraw = true }
        }
    }

    func handleWindow(_ change: WindowEvent) {
        switch change {
        case .focusLost, .hidden:
            controller.handle(.cancelAll, at: now())
            buttons.cancel()
            noteWindowIntrusion()
        case .resized:
            refreshSizes()
        case .closeRequested:
            if !kiosk.isOn { isRunning = false }
        case .focusGained, .shown, .exposed:
            break
        }
        needsRedraw = true
    }

    /// Re-reads the window and output sizes (a resize, a fullscreen switch): a drag springs back and
    /// the stack is laid out anew.
    func refreshSizes() {
        translator.windowSize = window.size
        translator.outputSize = renderer.outputSize
        controller.handle(.resize(renderer.outputSize), at: now())
        buttons.cancel()
    }

    /// Carries out a command from a key or a button. Decisions made since the last frame are logged
    /// first, in the session they were made in (Start over opens a new one).
    public func perform(_ command: AppCommand) {
        controller.advance(to: now())  // the command acts on the stack as it is now, not at the last frame
        recorder.record(controller.takeEvents(), at: now())
        switch command {
        case .swipe(let direction): controller.swipe(direction)
        case .undo: controller.undo()
        case .select: controller.select()
        case .startOver:
            controller.reset()
            startSession()
        case .toggleFullscreen:
            toggleFullscreen()
        case .quit: isRunning = false
        }
        recorder.record(controller.takeEvents(), at: now())
        needsRedraw = true
    }
}
