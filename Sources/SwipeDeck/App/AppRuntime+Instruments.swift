import SwipeCore
import SwipeSDL

/// What the loop keeps of `RunInstruments` once the window is open.
struct InstrumentState {
    var recorder: InputRecorder?
    var replay: ReplaySchedule?
    var replayExit = false
    /// Replay events SDL's full queue refused (warned about once, counted at the end).
    var replayDropped = 0
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
        if given.frameStats != nil, FramePartTimer.isRequested {
            painter.renderer.partTimer = FramePartTimer(renderer: painter.renderer)
        }
        if let recording = given.replay {
            for warning in recording.warnings { AppRuntime.warn(warning) }
            if recording.window != size {
                AppRuntime.warn(
                    "--replay: the recording was made in a \(recording.window) window, this one is \(size): positions are replayed as recorded"
                )
            }
        }
        instruments = InstrumentState(
            recorder: given.recorder,
            replay: given.replay.map { ReplaySchedule(events: $0.events, startMs: startMs) },
            replayExit: given.replayExit, frameStats: given.frameStats)
    }

    /// Queues the replay's events that are due now (at most `ReplaySchedule.batchLimit` per pass),
    /// stamped with the time they were due. Should SDL's queue still be full, the events it refuses are
    /// dropped with one warning; `finishInstruments` gives their number.
    func pushDueReplayEvents() {
        guard var schedule = instruments.replay else { return }
        let id = window.id
        let due = schedule.takeDue(at: now())
        instruments.replay = schedule
        guard !due.isEmpty else { return }
        let dropped = due.count - EventPump.add(contentsOf: due, windowID: id, startMs: schedule.stamp)
        guard dropped > 0 else { return }
        if instruments.replayDropped == 0 {
            AppRuntime.warn(
                "--replay: SDL's event queue is full, events from \(due[due.startIndex + due.count - dropped].time) s on are dropped (counted at the end)"
            )
        }
        instruments.replayDropped += dropped
    }

    /// Milliseconds until the next replay event; nil when there is no replay or it is over.
    var replayWaitMs: Int? { instruments.replay?.millisecondsUntilNext(at: now()) }

    /// With `--replay-exit`: the replay is over, its last event handled and nothing moves, so quit.
    func checkReplayExit() {
        guard instruments.replayExit, let schedule = instruments.replay, schedule.isFinished, !needsFrame else {
            return
        }
        isRunning = false
    }

    /// Records `input`, which came at `ms` on the loop's clock (with `--record`; nil: an event
    /// recordings skip).
    func record(_ input: RecordedInput?, atMs ms: Int64) {
        if let input { instruments.recorder?.record(input, atMs: ms) }
    }

    /// Notes that input the next frame shows came at `ms` on the loop's clock (with `--frame-stats`).
    func noteShownInput(atMs ms: Int64) { instruments.frameStats?.noteInput(at: Double(ms) / 1000) }

    /// Writes out and closes the recording and the frame stats (with their summary line). Called
    /// when the loop ends; harmless to repeat.
    public func finishInstruments() {
        if instruments.replayDropped > 0 {
            AppRuntime.warn(
                "--replay: \(instruments.replayDropped) events were dropped in all (SDL's event queue was full)")
        }
        instruments.recorder?.close()
        instruments.frameStats?.close(textures: textures.count, cardBacks: backs.count)
        instruments = InstrumentState()
    }
}
