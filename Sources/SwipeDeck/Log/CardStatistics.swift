import SwipeCore

/// `swipedeck report --by-card`: per card, over every machine and visitor session, how often it was
/// decided and how, and how long it stayed on top before the decision.
public struct CardStatistics: Hashable, Sendable {
    /// The card's id.
    public var card: String
    /// Visits that decided the card at least once: (machine, session) pairs with a line naming it.
    public var shown = 0
    /// Visits whose last line for the card is a right swipe.
    public var liked = 0
    /// Visits whose last line for the card is a swipe in another direction, by direction name.
    public var skipped: [String: Int] = [:]
    /// The `ms` of each visit's deciding line (swipes only; lines without `ms` are left out).
    public var times: [Int] = []
    /// The median of `times` worked out elsewhere (by the database, which keeps the times): wins
    /// over `times` when set. Default nil.
    public var knownMedianMs: Double?

    public init(card: String) { self.card = card }

    /// Visits that ended with a swipe (liked or skipped; an undo last is not a decision).
    public var decided: Int { liked + skipped.values.reduce(0, +) }
    /// Sum of `skipped`.
    public var skippedTotal: Int { skipped.values.reduce(0, +) }
    /// `liked / decided`, 0…1; nil when nothing was decided.
    public var likeRate: Double? { decided == 0 ? nil : Double(liked) / Double(decided) }
    /// The median of `times`, milliseconds (the mean of the middle two for an even count); nil when none.
    public var medianMs: Double? {
        if let knownMedianMs { return knownMedianMs }
        guard !times.isEmpty else { return nil }
        let sorted = times.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? Double(sorted[mid]) : Double(sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The statistics of every card among `entries`, sorted by card id. Lines are grouped by machine
    /// (`machine(entry)`), session and card; each group's last line is its visit's outcome.
    public static func compute(_ entries: [LogEntry], machine: (LogEntry) -> String) -> [CardStatistics] {
        struct Visit: Hashable { var machine: String; var session: String; var card: String }
        var last: [Visit: LogEntry] = [:]
        for e in entries { last[Visit(machine: machine(e), session: e.session ?? "", card: e.card)] = e }
        var byCard: [String: CardStatistics] = [:]
        for (visit, e) in last {
            var stats = byCard[visit.card] ?? CardStatistics(card: visit.card)
            stats.shown += 1
            if e.decision == SwipeDirection.right.rawValue {
                stats.liked += 1
            } else if !e.isUndo {
                stats.skipped[e.decision, default: 0] += 1
            }
            if !e.isUndo, let ms = e.ms { stats.times.append(ms) }
            byCard[visit.card] = stats
        }
        return byCard.values.sorted { $0.card < $1.card }
    }
}
