/// One decision: which card (its position in the deck) went which way.
public struct Decision: Hashable, Sendable {
    /// 0-based position in the deck.
    public var index: Int
    public var direction: SwipeDirection
    public init(index: Int, direction: SwipeDirection) { self.index = index; self.direction = direction }
}

/// The deck as a value: how many cards, which is on top, and what was decided, for undo.
///
/// Cards are never materialised: a deck of a million cards is a few integers. Positions count
/// decisions since the start (`position`); with `loops` the deck starts over when it runs out, and the
/// card at position p is `p mod count`.
///
/// ```swift
/// var deck = DeckState(count: 6)
/// deck.decide(.right)        // card 0 liked; top is card 1
/// deck.undo()                // card 0 is back on top
/// ```
public struct DeckState: Hashable, Sendable {
    /// Number of cards, ≥ 0. Changes only through `replaceCount(_:topIndex:mapIndex:)`.
    public private(set) var count: Int
    /// Start over after the last card. Default false.
    public var loops: Bool
    /// How many decisions undo can take back; older ones are forgotten. Default 1000, ≥ 0.
    public var undoLimit: Int
    /// Decisions made and not undone since the start or the last reset (across loops).
    public internal(set) var position: Int = 0
    /// The most recent decisions, oldest first, at most `undoLimit`.
    public private(set) var history: [Decision] = []
    /// Decisions made and not undone since the start or the last reset, ≥ 0. Unlike `position`, a
    /// reload leaves it alone: cards inserted before the top card or removed behind it are not
    /// decisions (it feeds the counter, `counter`).
    public internal(set) var decided: Int = 0

    public init(count: Int, loops: Bool = false, undoLimit: Int = 1000) {
        precondition(count >= 0, "a deck cannot have a negative number of cards")
        precondition(undoLimit >= 0, "undoLimit must be 0 or more")
        self.count = count; self.loops = loops; self.undoLimit = undoLimit
    }

    /// The deck has run out: no card left to decide (never, when looping a non-empty deck).
    public var isExhausted: Bool { count == 0 || (!loops && position >= count) }

    /// The card on top, or nil when exhausted.
    public var topIndex: Int? { isExhausted ? nil : index(atPosition: position) }

    /// The card at a position (decisions since the start), or nil past the end of a non-looping deck.
    public func index(atPosition p: Int) -> Int? {
        guard count > 0, p >= 0 else { return nil }
        if loops { return p % count }
        return p < count ? p : nil
    }

    /// Positions of the cards on screen, top first: at most `visible`, and never the same card twice.
    public func visiblePositions(_ visible: Int) -> Range<Int> {
        guard !isExhausted else { return position..<position }
        let n = loops ? min(visible, count) : min(visible, count - position)
        return position..<(position + max(n, 0))
    }

    /// Decides the top card; returns the decision, or nil when exhausted.
    @discardableResult
    public mutating func decide(_ direction: SwipeDirection) -> Decision? {
        guard let top = topIndex else { return nil }
        let d = Decision(index: top, direction: direction)
        position += 1
        decided += 1
        history.append(d)
        if history.count > undoLimit { history.removeFirst(history.count - undoLimit) }
        return d
    }

    /// Whether there is a decision to take back.
    public var canUndo: Bool { !history.isEmpty }

    /// Takes back the last decision; its card is on top again. Nil when there is nothing to undo.
    @discardableResult
    public mutating func undo() -> Decision? {
        guard let last = history.popLast() else { return nil }
        position -= 1
        decided = max(0, decided - 1)
        return last
    }

    /// The deck was reloaded with `newCount` cards (≥ 0): the card that was on top is now at
    /// `topIndex` (0…newCount; newCount when the deck is run out, or when the old top card and every
    /// card after it are gone). A looping deck keeps its lap. History entries move to their cards'
    /// new indices (`mapIndex`, nil for a card that is gone: that entry is dropped).
    public mutating func replaceCount(_ newCount: Int, topIndex: Int, mapIndex: (Int) -> Int?) {
        precondition(newCount >= 0, "a deck cannot have a negative number of cards")
        let top = min(max(topIndex, 0), newCount)
        let lap = loops && count > 0 ? position / count : 0
        count = newCount
        position = lap * newCount + top
        history = history.compactMap { d in mapIndex(d.index).map { Decision(index: $0, direction: d.direction) } }
        if history.count > position { history.removeFirst(history.count - position) }
    }

    /// Back to the first card with no history.
    public mutating func reset() { position = 0; decided = 0; history.removeAll() }

    /// What the counter shows, as (shown, total): the top card is the `shown`-th card of this pass
    /// through the deck and the pass has `total` cards. For a deck that does not loop, shown is
    /// decisions made + 1 and total is decisions made + cards left (from the top card to the end), so
    /// each swipe adds exactly 1 and a reload changes only the total, by the cards added or removed
    /// ahead; when the deck has run out, both are the decisions made. A looping deck shows the top
    /// card's place in the deck and the deck's size. (0, 0) for an empty deck.
    public var counter: (shown: Int, total: Int) {
        guard count > 0 else { return (0, 0) }
        if loops { return ((topIndex ?? 0) + 1, count) }
        let left = max(0, count - position)
        return left == 0 ? (decided, decided) : (decided + 1, decided + left)
    }
}
