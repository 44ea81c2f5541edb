import SwipeSDL

/// When each event of a recording is due in a replay. Pure: times are passed in.
///
/// Event `e` is due when the loop's clock (64-bit milliseconds, `LoopClock`) reaches
/// `startMs + e.milliseconds`; it is queued stamped with the low 32 bits of that time, as SDL stamps.
///
/// ```swift
/// var schedule = ReplaySchedule(events: recording.events, startMs: EventTimestamp.milliseconds(ofSeconds: clock.now()))
/// EventPump.add(contentsOf: schedule.takeDue(at: clock.now()), windowID: id, startMs: schedule.stamp)
/// ```
public struct ReplaySchedule: Hashable, Sendable {
    /// The recording's events in time order.
    public let events: [RecordedEvent]
    /// When the replay started, milliseconds on the loop's clock (since `SDL_Init`; 64 bits, no wrap).
    public let startMs: Int64
    /// Index of the next event to push.
    public private(set) var next = 0

    public init(events: [RecordedEvent], startMs: Int64) {
        self.events = events; self.startMs = startMs
    }

    /// `startMs` as SDL's 32-bit timestamp: what `EventPump.add(_:windowID:startMs:)` adds to.
    public var stamp: UInt32 { EventTimestamp.stamp(milliseconds: startMs) }

    /// Every event has been handed out.
    public var isFinished: Bool { next >= events.count }

    /// When the next event is due on the loop's clock, seconds; nil when finished.
    public var nextDue: Double? {
        isFinished ? nil : Double(startMs &+ events[next].milliseconds) / 1000
    }

    /// Hands out the events due at `now` (the loop's clock, seconds), in order, at most `limit` of
    /// them (the rest stay due for the next call), and moves past them.
    public mutating func takeDue(at now: Double, limit: Int = Self.batchLimit) -> ArraySlice<RecordedEvent> {
        let first = next
        while next - first < limit, let due = nextDue, due <= now { next += 1 }
        return events[first..<next]
    }

    /// Most events queued per pass of the loop: 1,000. A replay that has fallen behind (thousands of
    /// events recorded within milliseconds) is fed over several passes, each event still stamped with
    /// its due time, instead of overflowing SDL's queue (65,535 events) and holding up a signal.
    public static let batchLimit = 1_000

    /// Whole milliseconds to sleep from `now` until the next event is due, rounded up so the loop
    /// never wakes before it (and so never spins); 0 when one is due, nil when finished. At most
    /// `Int32.max` (24.8 days: the loop wakes and waits again).
    public func millisecondsUntilNext(at now: Double) -> Int? {
        nextDue.map { max(0, Int(min(((($0 - now) * 1000) - 1e-6).rounded(.up), Double(Int32.max)))) }
    }
}
