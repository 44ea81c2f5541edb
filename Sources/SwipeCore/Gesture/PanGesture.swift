/// The states of a pan gesture, as UIKit names them.
public enum PanState: String, Hashable, Sendable {
    /// Idle, or a pointer is down but has not moved past the slop yet.
    case possible
    /// The pointer just moved past the slop: the drag starts.
    case began
    /// The drag goes on.
    case changed
    /// The pointer was released after a drag. Transient: the next event starts from `possible`.
    case ended
    /// The drag was taken away (cancel, focus lost, stale). Transient like `ended`.
    case cancelled
    /// The press could not start a drag (not on the card), or it was a tap. Transient.
    case failed
}

/// What one event did to the gesture.
public enum PanOutput: Hashable, Sendable {
    /// Nothing to act on (moves within the slop, other pointers, presses off the card…).
    case none
    /// The drag starts; `anchor` is where the pointer went down, `position` where it is now.
    case began(anchor: Vector2, position: Vector2)
    /// The pointer moved during a drag.
    case changed(position: Vector2)
    /// Released after a drag, with the estimated release velocity (px/s).
    case ended(position: Vector2, velocity: Vector2)
    /// The drag was cancelled: the card springs back.
    case cancelled
    /// Pressed and released within the slop: a tap at `position`.
    case tapped(position: Vector2)
}

/// A pan gesture recogniser fed with pointer samples. It owns one pointer at a time: while it tracks
/// one, every other pointer is ignored (a second finger neither moves nor cancels the card).
///
/// ```swift
/// var pan = PanGesture()
/// pan.handle(PointerEvent(.down, at: p), at: 0, startsOnTarget: true)   // .none, state .possible
/// pan.handle(PointerEvent(.move, at: p + Vector2(20, 0)), at: 0.016)    // .began
/// ```
public struct PanGesture: Hashable, Sendable {
    /// Distance the pointer must move before a drag begins, pixels. Default 8 (mouse and touch alike).
    public var slop: Double
    /// The last transition.
    public private(set) var state: PanState = .possible
    /// The pointer being tracked, if any.
    public private(set) var pointer: PointerID?
    /// Where the tracked pointer went down, pixels.
    public private(set) var anchor: Vector2 = .zero
    /// Where the tracked pointer is now, pixels.
    public private(set) var position: Vector2 = .zero
    /// Time of the last event of the tracked pointer, seconds.
    public private(set) var lastEventTime: Double = 0
    public private(set) var velocity = VelocityTracker()

    public init(slop: Double = 8) { self.slop = slop }

    /// Whether a drag is under way (began or changed).
    public var isDragging: Bool { pointer != nil && (state == .began || state == .changed) }
    /// Whether a pointer is held, dragging or not.
    public var isTracking: Bool { pointer != nil }

    /// Feeds one event. `startsOnTarget` says whether a press lies on the draggable card; it is read
    /// only for `.down`. A down that cannot start a drag fails the gesture (the press may be a button's).
    public mutating func handle(_ event: PointerEvent, at time: Double, startsOnTarget: Bool = true) -> PanOutput {
        if state == .ended || state == .cancelled || state == .failed { state = .possible }
        if let owner = pointer, owner != event.pointer { return .none }
        switch event.phase {
        case .down:
            guard pointer == nil else { return .none }
            guard startsOnTarget else { state = .failed; return .none }
            pointer = event.pointer
            anchor = event.position; position = event.position; lastEventTime = time
            velocity.reset(); velocity.add(event.position, at: time)
            return .none
        case .move:
            guard pointer != nil else { return .none }
            position = event.position; lastEventTime = time
            velocity.add(event.position, at: time)
            if state == .possible {
                guard position.distance(to: anchor) > slop else { return .none }
                state = .began
                return .began(anchor: anchor, position: position)
            }
            state = .changed
            return .changed(position: position)
        case .up:
            guard pointer != nil else { return .none }
            position = event.position; lastEventTime = time
            velocity.add(event.position, at: time)
            pointer = nil
            if state == .began || state == .changed {
                state = .ended
                return .ended(position: position, velocity: velocity.velocity(at: time))
            }
            state = .failed
            return .tapped(position: position)
        case .cancel:
            return cancel()
        }
    }

    /// Ends whatever the gesture tracks as cancelled (focus lost, window hidden, stale pointer).
    public mutating func cancel() -> PanOutput {
        guard pointer != nil else { return .none }
        let wasDragging = isDragging
        pointer = nil
        state = wasDragging ? .cancelled : .failed
        return wasDragging ? .cancelled : .none
    }
}
