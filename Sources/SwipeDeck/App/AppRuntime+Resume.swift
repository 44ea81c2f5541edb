extension AppRuntime {
    /// Starts the session `resume` names at the card after its last decided one, found by id (a card
    /// the log names that a reload moved is still found); at `resume.position` when that card is gone.
    /// A log whose last session names none of this deck's cards (another deck's log) gets a warning
    /// and a new session at the first card. Nil: a new session at the first card.
    func start(at resume: ResumePoint?) {
        guard let resume else { return startSession() }
        var indexOf: [String: Int]?
        let cardIndex = { [deck] (id: String) -> Int? in
            if indexOf == nil {
                indexOf = [:]
                for index in (0..<deck.count).reversed() { indexOf?[deck.card(at: index).id] = index }
            }
            return indexOf?[id]
        }
        if resume.isForeign(cardIndex: cardIndex) {
            Self.warn(
                "decision log \(log?.path ?? ""): none of the cards in its last session are in this deck"
                    + " (another deck's log?); starting a new session at the first card")
            return startSession()
        }
        startSession(resume.session ?? DecisionLog.newSessionID())
        let position = resume.start(cardIndex: cardIndex, count: deck.count)
        if position > 0 { decisions.jump(to: position) }
    }
}
