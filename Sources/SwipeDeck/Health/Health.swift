import SwipeCore

/// What the loop tells `Health` at the end of a pass: plain values read from the runtime.
struct HealthFacts: Hashable, Sendable {
    /// The deck's counter (`DeckState.counter`): the top card is the `card`th of `of`.
    var card: Int
    var of: Int
    /// Cards in the deck shown.
    var deckCount: Int
    /// The visitor session's id.
    var session: String
    /// A frame is wanted and not yet drawn (an animation runs, or the picture changed).
    var needsFrame: Bool
    /// The loop wakes every fraction of a second anyway (`AppRuntime.wakesPeriodically`).
    var wakesPeriodically: Bool
}

extension HealthFacts {
    /// The facts of `decisions`' deck of `deckCount` cards.
    init(_ decisions: DecisionSession, deckCount: Int, needsFrame: Bool, wakesPeriodically: Bool) {
        let (shown, total) = decisions.controller.deck.counter, session = decisions.id
        self.init(
            card: shown, of: total, deckCount: deckCount, session: session, needsFrame: needsFrame,
            wakesPeriodically: wakesPeriodically)
    }
}

/// The kiosk's reports on its health: systemd's notifications (`SystemdNotifier`: READY=1, the
/// watchdog's pings, STATUS=) and the `--metrics` file (`MetricsFile`, on `MetricsSchedule`). One
/// lives for the whole run and is attached to each window's loop (`AppRuntime.attach`), so its
/// counters outlast a window replaced in kiosk mode. Times are seconds on the loop's clock; only the
/// last frame's Unix time is read from `wallClock`.
public final class Health {
    let notifier: SystemdNotifier?
    let metricsFile: MetricsFile?
    /// Tells a fleet sender on this machine when a frame is drawn; nil = not written.
    let activity: KioskActivity.Writer?
    private let warn: (String) -> Void
    private let wallClock: () -> Double
    /// Test-only: the frame after this many presented frames hangs for ever (`RendererStall`).
    let stallAfterFrames: Int?
    /// The counters and the last gauges, as written.
    private(set) var figures = MetricsSnapshot()
    private(set) var schedule = MetricsSchedule()
    private var startedAt: Double?
    /// Since when a frame has been wanted and not drawn, seconds; nil: none is owed.
    private(set) var frameOwedSince: Double?
    private var lastDecisionAt: Double?
    private var session: String?
    /// What a status line says apart from the last decision's age: a new one is sent when it changes.
    private struct StatusKey: Equatable {
        var card: Int, of: Int, session: String, lastDecisionAt: Double?
    }
    /// The last status sent: what it says, its text and time; nil until READY=1.
    private var sentStatus: (key: StatusKey, text: String, at: Double)?
    private var metricsFailing = false

    /// Seconds between two STATUS= lines whose only change is the last decision's age. 5.
    static let statusInterval = 5.0

    /// `notifier`, `metricsFile` and `activity` each nil when not asked for; `warn` gets the one-line
    /// warnings; `wallClock` says the time, seconds since 1970.
    init(
        notifier: SystemdNotifier?, metricsFile: MetricsFile?, activity: KioskActivity.Writer? = nil,
        stallAfterFrames: Int? = nil, warn: @escaping (String) -> Void, wallClock: @escaping () -> Double
    ) {
        self.notifier = notifier; self.metricsFile = metricsFile; self.activity = activity
        self.stallAfterFrames = stallAfterFrames
        self.warn = warn; self.wallClock = wallClock
    }

    /// The loop must wake at least every `FrameSchedule.periodicWakeMs`: a watchdog wants its pings.
    var wakesLoop: Bool { notifier?.watchdog != nil }

    /// Whether a pass's end has anything to report (systemd or the metrics file): not when only the
    /// activity file was asked for, as in any session with XDG_RUNTIME_DIR (`endPass` is skipped).
    var reportsEachPass: Bool { notifier != nil || metricsFile != nil }

    /// A loop is attached at `t`: the uptime counts from the first.
    func start(at t: Double) { startedAt = startedAt ?? t }

    /// Counts the engine's swipes and undos (each as the decision log has it), taken at `t` (nil:
    /// unknown; the last decision's age then stays as it was).
    func count(_ events: [DeckEvent], at t: Double?) {
        for event in events {
            switch event {
            case .swiped(_, let direction):
                figures.decisions[direction, default: 0] += 1
                figures.cardsDecidedInSession += 1
            case .undone:
                figures.undos += 1
                figures.cardsDecidedInSession = max(0, figures.cardsDecidedInSession - 1)
            default: continue
            }
            lastDecisionAt = t ?? lastDecisionAt
        }
    }

    func deckReloaded() { figures.deckReloads += 1 }
    func pictureFailed() { figures.failedPictureLoads += 1 }
    func logWriteFailed() { figures.logWriteFailures += 1 }

    /// Called just before a frame is drawn: its moment goes to the activity file (`KioskActivity`);
    /// with `stallAfterFrames` (a test), hangs for ever once that many frames were presented, as a
    /// renderer stuck in its driver would.
    func frameWillDraw() {
        activity?.noteFrame()
        if let stallAfterFrames, figures.framesPresented >= stallAfterFrames { RendererStall.hang() }
    }

    /// A frame that began at `began` was presented at `t`.
    func framePresented(began: Double, at t: Double) {
        figures.framesPresented += 1
        if t - began > MetricsSnapshot.slowFrameSeconds { figures.slowFrames += 1 }
        figures.lastFrameUnixSeconds = wallClock()
        frameOwedSince = nil
    }

    /// The end of a pass at `t`: READY=1 after the first frame, a watchdog ping when due, a new STATUS=
    /// when it changed, the metrics file when due.
    func endPass(at t: Double, facts: HealthFacts) {
        if facts.session != session {
            figures.sessionsStarted += 1 // the first one too; a replaced window goes on in the same one
            if session != nil { figures.cardsDecidedInSession = 0 }
            session = facts.session
        }
        frameOwedSince = facts.needsFrame ? (frameOwedSince ?? t) : nil
        notify(at: t, facts: facts)
        let snapshot = metrics(at: t, facts: facts)
        if schedule.isWriteDue(
            at: t, snapshot: snapshot, wakesPeriodically: facts.wakesPeriodically, settling: !facts.needsFrame)
        {
            writeMetrics(snapshot, at: t)
        }
    }

    /// The loop ended at `t`: STOPPING=1, and the metrics written a last time.
    func finish(at t: Double, facts: HealthFacts) {
        notifier?.send(NotifyMessage.stopping)
        writeMetrics(metrics(at: t, facts: facts), at: t)
    }

    /// Sends what systemd is due at `t`: READY=1 (with the first status) after the first frame; then a
    /// ping when the watchdog's policy says so, carrying the status when it changed; else a status of
    /// its own when the card, the session or the decisions changed, or every `statusInterval` when only
    /// the last decision's age did.
    private func notify(at t: Double, facts: HealthFacts) {
        guard let notifier, figures.framesPresented > 0 else { return }
        // The line is written only when it may be sent (not on every pass of an animation).
        let statusLine = {
            NotifyMessage.statusLine(
                card: facts.card, of: facts.of, session: facts.session,
                lastDecisionAge: self.lastDecisionAt.map { t - $0 })
        }
        let key = StatusKey(card: facts.card, of: facts.of, session: facts.session, lastDecisionAt: lastDecisionAt)
        guard let sent = sentStatus else {
            let status = statusLine()
            notifier.send(NotifyMessage.ready(status: status))
            sentStatus = (key, status, t)
            return
        }
        var status: String?
        if key != sent.key {
            status = statusLine()
        } else if t - sent.at >= Self.statusInterval {
            let line = statusLine()
            if line != sent.text { status = line }
        }
        if notifier.isPingDue(at: t, frameOwedSince: frameOwedSince) {
            notifier.send(NotifyMessage.ping(status: status))
            notifier.pinged(at: t)
        } else if let status {
            notifier.send(NotifyMessage.status(status))
        }
        if let status { sentStatus = (key, status, t) }
    }

    /// The figures at `t` with the gauges from `facts`.
    func metrics(at t: Double, facts: HealthFacts) -> MetricsSnapshot {
        var snapshot = figures
        snapshot.cardsInDeck = facts.deckCount
        snapshot.uptimeSeconds = startedAt.map { max(0, t - $0) } ?? 0
        return snapshot
    }

    /// Writes `snapshot` to the metrics file; a failure is warned about once until a write succeeds.
    private func writeMetrics(_ snapshot: MetricsSnapshot, at t: Double) {
        guard let metricsFile else { return }
        schedule.wrote(snapshot, at: t)
        do {
            try metricsFile.write(MetricsText.format(snapshot))
            metricsFailing = false
        } catch {
            if !metricsFailing { warn("\(error)") }
            metricsFailing = true
        }
    }
}
