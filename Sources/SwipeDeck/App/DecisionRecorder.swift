import SwipeCore

/// Turns the engine's events into decision-log lines: a swipe names its direction, an undo names the
/// card that came back. Without a log it records nothing; every failing write is reported, none is fatal.
public final class DecisionRecorder {
    private let log: DecisionLog?
    private let cardID: (Int) -> String
    /// Called with a message each time a write fails.
    public var onError: (String) -> Void = { _ in }

    /// `cardID` maps a deck index to its card's id.
    public init(log: DecisionLog?, cardID: @escaping (Int) -> String) {
        self.log = log; self.cardID = cardID
    }

    /// Writes a line for each swipe and undo among `events`.
    public func record(_ events: [DeckEvent]) {
        guard let log else { return }
        for event in events {
            let entry: (Int, LoggedDecision)
            switch event {
            case let .swiped(index, direction): entry = (index, .swipe(direction))
            case let .undone(index): entry = (index, .undo)
            default: continue
            }
            do { try log.record(cardID: cardID(entry.0), index: entry.0, decision: entry.1) } catch {
                onError("\(error)")
            }
        }
    }

    /// Flushes and closes the log (at exit).
    public func close() { try? log?.close() }
}
