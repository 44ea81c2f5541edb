import SwipeCore
import SwipeSDL

/// What one platform event asks of the app (`InputRouter.route`), carried out by the loop in order.
enum LoopCommand: Hashable, Sendable {
    /// Hand the pointer to the card engine, at `time` (seconds on the loop's clock).
    case engine(PointerEvent, time: Double)
    /// Run a command from a key or an on-screen button.
    case run(AppCommand)
    /// Let go of every pointer and held button: the window lost the focus or was hidden.
    case cancelPointers
    /// Lay the stack out for the window's new size.
    case relayout
    /// Paint every texture anew: the renderer lost them.
    case resetTextures
    /// End the loop.
    case quit
    /// Only draw again (a button's pressed look changed, the window was shown).
    case redraw
}

/// Where one event went (`InputRouter.route`).
struct RoutedEvent: Hashable, Sendable {
    /// What to do, in order; empty when the event means nothing here.
    var commands: [LoopCommand] = []
    /// The visitor acted (a pointer or a key): the kiosk's idle time starts again.
    var visitorActed = false
}

/// Input routing: turns SDL's events into platform events (`EventTranslator`) and platform events
/// into commands (values): pointers go to the on-screen buttons (`ButtonTracker`) or the engine, keys
/// become commands (`KeyBindings`), and kiosk mode drops what it ignores (`KioskEscapes`).
struct InputRouter {
    /// Window and output sizes, for SDL's coordinates.
    private(set) var translator: EventTranslator
    /// Which pointer holds which button.
    private var buttons = ButtonTracker()
    /// The button Tab focused (Enter and Space run it); nil when none is (`FocusRing`).
    private(set) var focus = FocusRing()
    /// Directions keys may swipe in (`--directions`).
    let allowed: [SwipeDirection]
    /// What kiosk mode lets through (off: everything).
    let escapes: KioskEscapes

    init(translator: EventTranslator, allowed: [SwipeDirection], escapes: KioskEscapes) {
        self.translator = translator; self.allowed = allowed; self.escapes = escapes
    }

    init(translator: EventTranslator, allowed: [SwipeDirection], kiosk: Bool, unlockChord: KeyChord) {
        self.init(
            translator: translator, allowed: allowed, escapes: KioskEscapes(isOn: kiosk, unlockChord: unlockChord))
    }

    /// A router for `window` drawn in `output` pixels, with the key directions `options` allow.
    init(window: Window, output: Size, options: AppOptions, escapes: KioskEscapes) {
        self.init(
            translator: EventTranslator(
                windowSize: window.size, outputSize: output,
                preferSyntheticFingers: EventTranslator.environmentPrefersSyntheticFingers),
            allowed: options.deckOptions.allowedDirections, escapes: escapes)
    }

    /// The button held down (drawn pressed); nil when none is or the pointer slid off it.
    var pressedButton: ButtonKind? { buttons.pressed }

    /// Whether `pointer` holds an on-screen button (pressed on it and not yet released).
    func holdsButton(for pointer: PointerID) -> Bool { buttons.owner == pointer }

    /// The platform event for SDL's `event`, or nil when the app has nothing to do with it; `now`,
    /// seconds on the loop's clock, places the event's 32-bit timestamp.
    func translate(_ event: PolledEvent, now: Double) -> PlatformEvent? { translator.translate(event, now: now) }

    /// The window is `window` points and its output `output` pixels: later pointers are scaled to
    /// them, and a held button is let go.
    mutating func resize(window: Size, output: Size) {
        translator.windowSize = window
        translator.outputSize = output
        buttons.cancel()
    }

    /// Lets go of a held button (focus lost, idle reset).
    mutating func cancelButtons() { buttons.cancel() }

    /// Forgets the keyboard focus (idle reset: the next visitor starts without a ring).
    mutating func clearFocus() { focus.clear() }

    /// Routes `event`. `layout`: the buttons on screen now; `engineOwnsPointer`: the engine already
    /// tracks the pointer of a pointer event (a drag that slides over a button stays a drag).
    mutating func route(_ event: PlatformEvent, layout: ChromeLayout, engineOwnsPointer: (PointerID) -> Bool)
        -> RoutedEvent
    {
        switch event {
        case .pointer(let pointer, let time):
            if pointer.phase == .down { focus.clear() }
            let outcome = buttons.handle(pointer, layout: layout, engineOwnsPointer: engineOwnsPointer(pointer.pointer))
            switch outcome {
            case .consumed: return RoutedEvent(commands: [.redraw], visitorActed: true)
            case .activated(let kind): return RoutedEvent(commands: [.run(kind.command)], visitorActed: true)
            case .passThrough: return RoutedEvent(commands: [.engine(pointer, time: time)], visitorActed: true)
            }
        case .key(let press):
            if escapes.unlocks(press) { return RoutedEvent(commands: [.quit], visitorActed: true) }
            if FocusRing.moves(press) {
                focus.move(forward: !press.shift, in: layout)
                return RoutedEvent(commands: [.redraw], visitorActed: true)
            }
            if let focused = focus.activation(of: press, in: layout) {
                return RoutedEvent(commands: [.run(focused.command)], visitorActed: true)
            }
            guard let command = KeyBindings.command(for: press, allowed: allowed), escapes.allows(command) else {
                return RoutedEvent(visitorActed: true)
            }
            return RoutedEvent(commands: [.run(command)], visitorActed: true)
        case .window(let change):
            switch change {
            case .focusLost, .hidden:
                buttons.cancel()
                return RoutedEvent(commands: [.cancelPointers])
            case .resized: return RoutedEvent(commands: [.relayout])
            case .closeRequested: return RoutedEvent(commands: escapes.closeQuits ? [.quit, .redraw] : [.redraw])
            case .focusGained, .shown, .exposed: return RoutedEvent(commands: [.redraw])
            }
        case .quit:
            return RoutedEvent(commands: escapes.closeQuits ? [.quit] : []) // kiosk mode: a window manager's close
        case .renderReset:
            return RoutedEvent(commands: [.resetTextures])
        }
    }
}
