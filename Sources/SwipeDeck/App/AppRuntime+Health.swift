import SwipeCore

/// The loop's hooks into `Health`: systemd's notifications and the metrics file (issue 28).
extension AppRuntime {
    /// Reports this loop's health to `health` from now on: its passes, frames, decisions, log write
    /// failures and failed pictures. Called once the window is open, before `run`; a window that
    /// replaces a lost one is attached to the same `health`, so the counts go on.
    public func attach(_ health: Health) {
        self.health = health
        health.start(at: now())
        decisions.recorder.onEvents = { [weak health] events, t in
            health?.count(events, at: t)
        }
        let logError = decisions.recorder.onError
        decisions.recorder.onError = { [weak health] in
            health?.logWriteFailed(); logError($0)
        }
        let pictureWarning = painter.textures.onWarning
        painter.textures.onWarning = { [weak health] in
            health?.pictureFailed(); pictureWarning($0)
        }
    }

    /// What `Health` is told at the end of a pass and at exit.
    var healthFacts: HealthFacts {
        let (shown, total) = controller.deck.counter
        return HealthFacts(
            card: shown, of: total, deckCount: deck.count, session: session, needsFrame: needsFrame,
            wakesPeriodically: wakesPeriodically)
    }

    /// Per pass, at its end: READY=1 after the first frame, the watchdog's ping, STATUS=, the metrics.
    func reportHealth() {
        guard let health, health.reportsEachPass else { return }
        health.endPass(at: now(), facts: healthFacts)
    }

    /// The loop ended: STOPPING=1 and the metrics' last write.
    func reportHealthAtExit() {
        health?.finish(at: now(), facts: healthFacts)
    }
}
