/// Where a resumed run starts: the log's last session, as its swipes and undos leave it.
public struct ResumePoint: Hashable, Sendable {
    /// The session to continue; nil for a log without sessions (or an empty one).
    public var session: String?
    /// The session's swipes minus its undos (never below 0): the deck position when no card id
    /// can be found in the deck.
    public var position: Int
    /// Ids of the cards still decided at the end of the session, in the order they were decided.
    public var decided: [String]
    /// Every card id the session's lines name.
    public var named: Set<String>
    /// The highest `seq` among the session's lines (0 when none has one): the log numbers on after it.
    public var lastSeq = 0
    /// The `time` of the session's last line, as written (ISO 8601 UTC); "" when none.
    public var lastTime = ""

    /// A point at a known position (a window reopened at the same card): no ids to look up.
    public init(session: String?, position: Int) {
        self.session = session; self.position = position; decided = []; named = []
    }

    /// Replays `entries`' last session: a swipe decides its card, an undo takes back the last decided.
    public init(lastSessionOf entries: [LogEntry]) {
        self.init(session: entries.last?.session, position: 0)
        guard let last = entries.last else { return }
        lastTime = last.time
        for entry in entries.reversed().prefix(while: { $0.session == last.session }).reversed() {
            named.insert(entry.card)
            lastSeq = max(lastSeq, entry.seq ?? 0)
            if entry.isUndo { if !decided.isEmpty { decided.removeLast() } } else { decided.append(entry.card) }
        }
        position = decided.count
    }

    /// Whether the session names cards and none of them is in the deck (`cardIndex` finds a card's
    /// index by id): the log belongs to another deck.
    public func isForeign(cardIndex: (String) -> Int?) -> Bool {
        !named.isEmpty && named.allSatisfy { cardIndex($0) == nil }
    }

    /// The deck position to start at in a deck of `count` cards: just after the last decided card,
    /// found by its id (so a reload that moved it does not matter), in the same round of a looping
    /// deck as `position` says; `position` itself when that card is not in the deck.
    public func start(cardIndex: (String) -> Int?, count: Int) -> Int {
        guard let last = decided.last, let index = cardIndex(last), count > 0 else { return position }
        return index + 1 + count * max(0, (position - 1 - index) / count)
    }
}

extension DecisionLogReader {
    /// Where the log's last session stands: its id and the deck position its swipes and undos leave
    /// (swipes count up, undos down, never below 0). Nil session for an empty log.
    public static func resumePoint(_ entries: [LogEntry]) -> (session: String?, position: Int) {
        let point = ResumePoint(lastSessionOf: entries)
        return (point.session, point.position)
    }
}
