import SwipeCore

/// Turns the engine's events into decision-log lines: a swipe names its direction, an undo names the
/// card that came back. Without a log it records nothing; every failing write is reported, none is fatal.
public final class DecisionRecorder {
    private let log: DecisionLog?
    private let cardID: (Int) -> String
    /// Called with a message each time a write fails.
    public var onError: (String) -> Void = { _ in }
    /// Called with every batch of events `record` is given and their time, log or no log (the
    /// metrics count the decisions: `Health`).
    public var onEvents: ([DeckEvent], Double?) -> Void = { _, _ in }
    /// When the card now on top got there, seconds on the loop's clock; nil when unknown (each line
    /// then goes without `ms`). Set by `cardOnTop(since:)` and by every decision recorded with a time.
    public private(set) var topSince: Double?
    /// The session started with nobody there (a kiosk starting, an idle reset): the first card's time
    /// on top starts at the visitor's first input, not at the session's start.
    public private(set) var awaitingVisitor = false

    /// `cardID` maps a deck index to its card's id.
    public init(log: DecisionLog?, cardID: @escaping (Int) -> String) {
        self.log = log; self.cardID = cardID
    }

    /// A new card is on top from time `t` (seconds on the loop's clock): a session starts, the deck
    /// starts over or resets after idling. `visitorPresent` false: nobody is there yet (kiosk start,
    /// idle reset), so the card's time on top starts at `visitorActed(at:)` instead. Default true.
    public func cardOnTop(since t: Double, visitorPresent: Bool = true) {
        topSince = t
        awaitingVisitor = !visitorPresent
    }

    /// The visitor acted at `t` (a pointer or a key): when the session was waiting for one, the card
    /// on top counts its time from now.
    public func visitorActed(at t: Double) {
        guard awaitingVisitor else { return }
        awaitingVisitor = false
        topSince = t
    }

    /// Writes a line for each swipe and undo among `events`, taken at time `t` (seconds on the loop's
    /// clock; nil: no `ms` in the lines). Each line's `ms` is the time since the card now decided came
    /// on top (the previous decision, or `cardOnTop(since:)`), in whole milliseconds; the next card is
    /// on top from `t`.
    public func record(_ events: [DeckEvent], at t: Double? = nil) {
        if !events.isEmpty { onEvents(events, t) }
        guard let log else { return }
        for event in events {
            let entry: (Int, LoggedDecision)
            switch event {
            case .swiped(let index, let direction): entry = (index, .swipe(direction))
            case .undone(let index): entry = (index, .undo)
            default: continue
            }
            let ms = t.flatMap { now in topSince.map { Self.milliseconds(now - $0) } }
            if let t { topSince = t }
            awaitingVisitor = false
            do { try log.record(cardID: cardID(entry.0), index: entry.0, decision: entry.1, ms: ms) } catch {
                onError("\(error)")
            }
        }
    }

    /// `seconds` as whole milliseconds, rounded, at least 0.
    static func milliseconds(_ seconds: Double) -> Int {
        seconds.isFinite ? max(0, Int((seconds * 1000).rounded())) : 0
    }

    /// Flushes and closes the log (at exit).
    public func close() { try? log?.close() }
}
