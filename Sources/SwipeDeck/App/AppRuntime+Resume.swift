extension AppRuntime {
    /// Starts the session `resume` names at the card after its last decided one, found by id (a card
    /// the log names that a reload moved is still found); at `resume.position` when that card is gone.
    /// A log whose last session names none of this deck's cards (another deck's log) gets a warning
    /// and a new session at the first card. Nil: a new session at the first card. `position` is
    /// `resumedPosition(resume, in: deck)` when the caller already worked it out.
    func start(at resume: ResumePoint?, position known: Int?? = nil) {
        guard let resume else { return startSession() }
        guard let position = known ?? Self.resumedPosition(resume, in: deck) else {
            Self.warn(
                "decision log \(log?.path ?? ""): none of the cards in its last session are in this deck"
                    + " (another deck's log?); starting a new session at the first card")
            return startSession()
        }
        startSession(resume.session ?? DecisionLog.newSessionID())
        log?.continueSequence(after: resume.lastSeq)
        if position > 0 { decisions.jump(to: position) }
    }

    /// Where `resume` goes on in `deck`: the position after its last decided card (found by id), or
    /// `resume.position` when that card is gone; nil when none of the cards its last session names
    /// are in `deck` (another deck's log).
    static func resumedPosition(_ resume: ResumePoint, in deck: Deck) -> Int? {
        var indexOf: [String: Int]?
        let cardIndex = { (id: String) -> Int? in
            if indexOf == nil {
                indexOf = [:]
                for index in (0..<deck.count).reversed() { indexOf?[deck.card(at: index).id] = index }
            }
            return indexOf?[id]
        }
        if resume.isForeign(cardIndex: cardIndex) { return nil }
        return resume.start(cardIndex: cardIndex, count: deck.count)
    }
}
