import SwipeCore

extension DecisionSession {
    /// Starts the session `resume` names at the card after its last decided one in `deck`, found by id
    /// (a card the log names that a reload moved is still found); at `resume.position` when that card
    /// is gone. A log whose last session names none of the deck's cards (another deck's log) gets a
    /// warning and a new session at the first card. Nil: a new session at the first card. `known` is
    /// `resume.resumedPosition(in: deck)` when the caller already worked it out. The card on top counts
    /// from `t`, or from the visitor's first input when nobody is there yet (`visitorPresent` false: a
    /// kiosk starting).
    mutating func start(
        resuming resume: ResumePoint?, in deck: Deck, position known: Int?? = nil, at t: Double, visitorPresent: Bool
    ) {
        guard let resume else { return start(at: t, visitorPresent: visitorPresent) }
        guard let position = known ?? resume.resumedPosition(in: deck) else {
            SwipeDeckApp.warn(
                "decision log \(log?.path ?? ""): none of the cards in its last session are in this deck"
                    + " (another deck's log?); starting a new session at the first card")
            return start(at: t, visitorPresent: visitorPresent)
        }
        start(resume.session ?? DecisionLog.newSessionID(), at: t, visitorPresent: visitorPresent)
        log?.continueSequence(after: resume.lastSeq)
        if position > 0 { jump(to: position) }
    }
}
