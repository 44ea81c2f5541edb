import SwipeCore
import SwipeSDL

/// The loop's hooks into the jobs beside the frame that need the window or the painter: the
/// instruments and health reports (`Instruments`, `Health`) and the deck's reload (`DeckHolder`).
extension AppRuntime {
    /// Reports this loop's health to `health` from now on: its passes, frames, decisions, log write
    /// failures and failed pictures (`Health.attach`). Called once the window is open, before `run`;
    /// a window that replaces a lost one is attached to the same `health`, so the counts go on.
    public func attach(_ health: Health) {
        instruments.health = health
        health.attach(recorder: decisions.recorder, textures: textures, at: now())
    }

    /// What `Health` is told at the end of a pass and at exit.
    var healthFacts: HealthFacts {
        let (shown, total) = controller.deck.counter
        return HealthFacts(
            card: shown, of: total, deckCount: deck.count, session: session, needsFrame: needsFrame,
            wakesPeriodically: wakesPeriodically)
    }

    /// Starts the instruments `given` now (`Instruments.init`), keeping the health reports.
    func startInstruments(_ given: RunInstruments) {
        instruments = Instruments(
            given, window: window, renderer: renderer, startMs: nowMilliseconds, health: instruments.health)
    }

    /// Writes out and closes the recording and the frame stats (with their summary line). Called
    /// when the loop ends; harmless to repeat.
    public func finishInstruments() {
        if let warning = instruments.finish(textures: textures.count, cardBacks: painter.backs.count) {
            SwipeDeckApp.warn(warning)
        }
    }
}
