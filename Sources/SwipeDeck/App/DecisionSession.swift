import SwipeCore

/// The decision session: the card engine, the visitor session and the decision log that follows them.
///
/// Every change to the stack goes through here. It is the one caller of `DeckController.takeEvents`
/// and the one writer of the decision log: the decisions a change makes are logged (`logDecisions`)
/// before the next change, with the time they were taken. Times are seconds on the loop's clock.
struct DecisionSession {
    /// The card engine, read by the router and the renderer; changed only through the methods below.
    private(set) var controller: DeckController
    /// Writes the log lines of the engine's swipes and undos.
    let recorder: DecisionRecorder
    /// The decision log; nil when the app keeps none.
    let log: DecisionLog?
    /// The visitor session written in the log lines; "" until `start`.
    private(set) var id = ""
    /// Says what the engine's events call for (issue 29); nil: silent (as most tests run).
    var speech: SpeechOutput?
    /// Tells of SIGHUP's reopens, at most one line a second.
    private var reopenNotice = ReopenNotice()

    init(controller: DeckController, recorder: DecisionRecorder, log: DecisionLog?) {
        self.controller = controller; self.recorder = recorder; self.log = log
    }

    /// Starts the visitor session `id` (a fresh one by default): its lines carry `id`, and the card on
    /// top is on top from `t`, or from the visitor's first input when nobody is there yet
    /// (`visitorPresent` false: a kiosk starting, an idle reset).
    mutating func start(_ id: String = DecisionLog.newSessionID(), at t: Double, visitorPresent: Bool = true) {
        self.id = id
        log?.session = id
        recorder.cardOnTop(since: t, visitorPresent: visitorPresent)
        speech?.resetForNextVisitor() // preferences are the visitor's (ACCESSIBILITY.md)
        if visitorPresent { speech?.announce(top: controller.deck.topIndex) }
    }

    /// Moves the engine's animations to `t` (a held pointer past its deadline is let go). Returns
    /// whether anything still moves.
    @discardableResult
    mutating func advance(to t: Double) -> Bool {
        controller.advance(to: t)
        return controller.isAnimating
    }

    /// Logs the decisions made since the last call, as taken at `t`, and says them (`speech`).
    mutating func logDecisions(at t: Double) {
        let events = controller.takeEvents()
        recorder.record(events, at: t)
        if !events.isEmpty { speech?.heard(events, top: controller.deck.topIndex) }
    }

    /// Hands `input` (a pointer, a cancel, a new viewport) to the engine at `t`.
    mutating func handle(_ input: DeckInput, at t: Double) { controller.handle(input, at: t) }

    /// Carries out a command on the stack: a swipe, an undo or a selection; Start over resets the
    /// deck in a new visitor session from `t`. Other commands are not the stack's and change nothing.
    mutating func apply(_ command: AppCommand, at t: Double) {
        switch command {
        case .swipe(let direction): controller.swipe(direction)
        case .undo: controller.undo()
        case .select: controller.select()
        case .startOver:
            controller.reset()
            start(at: t)
        case .toggleFullscreen, .toggleSpeech, .togglePhotoFit, .quit: break
        }
    }

    /// The idle reset of a kiosk: at `t` every pointer is let go, the deck goes back to its first
    /// card, pending decisions are logged and a new visitor session starts.
    mutating func resetAfterIdle(at t: Double) {
        controller.advance(to: t)
        controller.handle(.cancelAll, at: t)
        controller.reset()
        logDecisions(at: t)
        start(at: t, visitorPresent: false)
    }

    /// Nudges the idle top card at `t` (`DeckController.nudge`); returns whether it moved.
    mutating func nudge(leftward: Bool, at t: Double) -> Bool {
        controller.advance(to: t)
        return controller.nudge(leftward: leftward)
    }

    /// Puts the deck at `position` without animation (resuming a log).
    mutating func jump(to position: Int) { controller.jump(to: position) }

    /// Shows a reloaded deck of `count` cards with `topIndex` on top (`DeckController.replaceDeck`).
    mutating func replaceDeck(count: Int, topIndex: Int, mapIndex: (Int) -> Int?) {
        controller.replaceDeck(count: count, topIndex: topIndex, mapIndex: mapIndex)
    }

    /// After SIGHUP (logrotate, `systemctl reload`) taken at `t` (loop seconds): reopens the decision
    /// log at its path and goes on, in every mode (kiosk included); never quits. Says so on stderr, at
    /// most once a second (`ReopenNotice`). `HangupSignal` wakes the loop for it.
    mutating func reopenLog(at t: Double) {
        guard let log else {
            if reopenNotice.tell(at: t) != nil {
                SwipeDeckApp.printError("SIGHUP: no decision log to reopen; going on")
            }
            return
        }
        if let line = reopenNotice.line(reopening: log.path, at: t) { SwipeDeckApp.printError(line) }
        log.reopen()
    }

    /// Flushes and closes the log (the end of a run).
    func closeLog() { recorder.close() }
}
