import SwipeCore
import SwipeSDL

/// Who gets a pointer: the on-screen buttons or the card engine.
///
/// A press on a button claims that pointer: it never starts a drag, and the button fires when the
/// same pointer is released over it (slide off to cancel, as on any touch screen). Every other
/// press passes through to the engine.
public struct ButtonTracker: Hashable, Sendable {
    /// The button held down, for drawing its pressed state; nil when none is or the pointer slid off.
    public private(set) var pressed: ButtonKind?
    private var held: ButtonKind?
    /// The pointer that pressed the held button; nil when none is held.
    public private(set) var owner: PointerID?

    public init() {}

    /// What became of one pointer event.
    public enum Outcome: Hashable, Sendable {
        /// Not a button's: hand it to the engine.
        case passThrough
        /// A button took it (press, slide, release off the button, cancel).
        case consumed
        /// Released over the button it was pressed on: run its command.
        case activated(ButtonKind)
    }

    /// Routes `event`. `engineOwnsPointer` says the engine is already tracking this pointer (a drag
    /// that slides over a button stays a drag).
    public mutating func handle(_ event: PointerEvent, layout: ChromeLayout, engineOwnsPointer: Bool) -> Outcome {
        if let owner, owner == event.pointer, let button = held {
            switch event.phase {
            case .down:
                return .consumed
            case .move:
                pressed = layout.button(at: event.position) == button ? button : nil
                return .consumed
            case .up:
                let over = layout.button(at: event.position) == button
                cancel()
                return over ? .activated(button) : .consumed
            case .cancel:
                cancel()
                return .consumed
            }
        }
        guard event.phase == .down, owner == nil, !engineOwnsPointer,
            let button = layout.button(at: event.position)
        else { return .passThrough }
        owner = event.pointer; held = button; pressed = button
        return .consumed
    }

    /// Forgets the held button (focus lost, window resized).
    public mutating func cancel() { owner = nil; held = nil; pressed = nil }
}

extension ButtonKind {
    /// The command a button runs: ✕ skips left, ♥ likes right, an arrow swipes its way, ↺ undoes,
    /// Start over resets, the speech button turns speech on or off (as the S key).
    public var command: AppCommand {
        if let direction { return .swipe(direction) }
        switch self {
        case .undo: return .undo
        case .speech: return .toggleSpeech
        default: return .startOver
        }
    }
}
