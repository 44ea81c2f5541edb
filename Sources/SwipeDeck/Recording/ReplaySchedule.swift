import SwipeSDL

/// When each event of a recording is due in a replay. Pure: times are passed in.
///
/// Event `e` is due when SDL's clock reaches `startMs + e.milliseconds`.
///
/// ```swift
/// var schedule = ReplaySchedule(events: recording.events, startMs: EventPump.ticksMilliseconds())
/// for e in schedule.takeDue(atMs: now) { EventPump.add(e.sdlEvent(windowID: id, startMs: schedule.startMs)) }
/// ```
public struct ReplaySchedule: Hashable, Sendable {
    /// The recording's events in time order.
    public let events: [RecordedEvent]
    /// SDL ticks (milliseconds since `SDL_Init`) at which the replay started.
    public let startMs: UInt32
    /// Index of the next event to push.
    public private(set) var next = 0

    public init(events: [RecordedEvent], startMs: UInt32) {
        self.events = events; self.startMs = startMs
    }

    /// Every event has been handed out.
    public var isFinished: Bool { next >= events.count }

    /// When the next event is due on SDL's clock, seconds; nil when finished.
    public var nextDue: Double? {
        isFinished ? nil : (Double(startMs) + Double(events[next].milliseconds)) / 1000
    }

    /// Hands out the events due at `now` (SDL's clock, seconds), in order, and moves past them.
    public mutating func takeDue(at now: Double) -> ArraySlice<RecordedEvent> {
        let first = next
        while let due = nextDue, due <= now { next += 1 }
        return events[first..<next]
    }

    /// Whole milliseconds to sleep from `now` until the next event is due, rounded up so the loop
    /// never wakes before it (and so never spins); 0 when one is due, nil when finished.
    public func millisecondsUntilNext(at now: Double) -> Int? {
        nextDue.map { max(0, Int(((($0 - now) * 1000) - 1e-6).rounded(.up))) }
    }
}
