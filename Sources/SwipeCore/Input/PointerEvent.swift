/// Which pointer an event comes from. The engine keys gesture state on it.
public enum PointerID: Hashable, Sendable, CustomStringConvertible {
    /// The mouse (left button).
    case mouse
    /// One finger of one touch device, as SDL names them (touchId, fingerId).
    case finger(touch: Int64, finger: Int64)

    public var description: String {
        switch self {
        case .mouse: return "mouse"
        case .finger(let touch, let finger): return "finger(\(touch):\(finger))"
        }
    }
}

/// What a pointer did.
public enum PointerPhase: String, Hashable, Sendable {
    /// Button pressed or finger touched down.
    case down
    /// Pointer moved (with or without the button held; the gesture ignores moves it does not own).
    case move
    /// Button released or finger lifted.
    case up
    /// The platform took the pointer away (device gone, touch cancelled).
    case cancel

    /// Whether the contact ends here (released or cancelled).
    public var endsContact: Bool { self == .up || self == .cancel }
}

/// One pointer sample: which pointer, what it did and where, in window pixels.
/// Time travels beside it (`DeckController.handle(_:at:)`), in seconds.
public struct PointerEvent: Hashable, Sendable {
    public var phase: PointerPhase
    public var pointer: PointerID
    /// Position in window pixels (renderer output pixels on HiDPI).
    public var position: Vector2

    public init(_ phase: PointerPhase, _ pointer: PointerID = .mouse, at position: Vector2) {
        self.phase = phase; self.pointer = pointer; self.position = position
    }
}

/// Everything the engine can be told, besides commands (`swipe`, `undo`, `select`, `reset`).
public enum DeckInput: Hashable, Sendable {
    /// A pointer sample.
    case pointer(PointerEvent)
    /// Every pointer is gone at once: focus lost, window hidden, device removed. A drag springs back.
    case cancelAll
    /// The viewport changed size, pixels. A drag in progress is cancelled and springs back.
    case resize(Size)
    /// The display's density changed (another output scale or DPI): the chrome is sized anew. A drag in
    /// progress is cancelled and springs back; the same density again changes nothing.
    case rescale(DisplayDensity)
}
