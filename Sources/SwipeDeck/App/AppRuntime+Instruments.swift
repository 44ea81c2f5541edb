import SwipeCore
import SwipeSDL

/// What the loop keeps of `RunInstruments` once the window is open.
struct InstrumentState {
    var recorder: InputRecorder?
    var replay: ReplaySchedule?
    var replayExit = false
    var frameStats: FrameStatsWriter?
}

extension AppRuntime {
    /// Starts the instruments once the window is open: the recording's header and clock, the replay's
    /// clock (a window of another size than the recording's gets a warning: positions are replayed
    /// as recorded).
    func startInstruments(_ given: RunInstruments) {
        let startMs = nowMilliseconds
        let size = WindowSize(width: Int(window.size.width.rounded()), height: Int(window.size.height.rounded()))
        given.recorder?.onError = { AppRuntime.warn("--record: \($0)") }
        given.frameStats?.onError = { AppRuntime.warn("--frame-stats: \($0)") }
        given.recorder?.begin(window: size, startMs: startMs)
        if let recording = given.replay {
            for warning in recording.warnings { AppRuntime.warn(warning) }
            if recording.window != size {
                AppRuntime.warn("--replay: the recording was made in a \(recording.window) window, this one is \(size): positions are replayed as recorded")
            }
        }
        instruments = InstrumentState(recorder: given.recorder,
                                      replay: given.replay.map { ReplaySchedule(events: $0.events, startMs: startMs) },
                                      replayExit: given.replayExit, frameStats: given.frameStats)
    }

    /// Queues the replay's events that are due now, stamped with the time they were due.
    func pushDueReplayEvents() {
        guard var schedule = instruments.replay else { return }
        let id = window.id
        for event in schedule.takeDue(at: now()) where !EventPump.add(event.sdlEvent(windowID: id, startMs: schedule.stamp)) {
            AppRuntime.warn("--replay: SDL's event queue is full, an event at \(event.time) s was dropped")
        }
        instruments.replay = schedule
    }

    /// `ms` shortened so the loop wakes when the next replay event is due.
    func cappedByReplay(_ ms: Int) -> Int {
        guard let due = replayWaitMs else { return ms }
        return min(ms, due)
    }

    /// Milliseconds until the next replay event; nil when there is no replay or it is over.
    var replayWaitMs: Int? { instruments.replay?.millisecondsUntilNext(at: now()) }

    /// With `--replay-exit`: the replay is over, its last event handled and nothing moves, so quit.
    func checkReplayExit() {
        guard instruments.replayExit, let schedule = instruments.replay, schedule.isFinished, !needsFrame else { return }
        isRunning = false
    }

    /// Records `raw`, which came at `ms` on the loop's clock (with `--record`).
    func record(_ raw: SDL_Event, atMs ms: Int64) { instruments.recorder?.record(raw, atMs: ms) }

    /// Notes that input the next frame shows came at `ms` on the loop's clock (with `--frame-stats`).
    func noteShownInput(atMs ms: Int64) { instruments.frameStats?.noteInput(at: Double(ms) / 1000) }

    /// Writes out and closes the recording and the frame stats (with their summary line). Called
    /// when the loop ends; harmless to repeat.
    public func finishInstruments() {
        instruments.recorder?.close()
        instruments.frameStats?.close(textures: textures.count, cardBacks: backs.count)
        instruments = InstrumentState()
    }
}
