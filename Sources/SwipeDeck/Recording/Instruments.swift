import SwipeCore
import SwipeSDL

/// What the loop keeps of `RunInstruments` once the window is open: the recording (`--record`), the
/// replay (`--replay`, `--replay-exit`) and the frame statistics (`--frame-stats`), and the health
/// reports (`Health`: systemd's notifications, the metrics file); all off by default.
/// Times: the loop's clock, seconds or whole milliseconds as named; the loop passes them in.
struct Instruments {
    /// Writes the session's input; nil = off.
    var recorder: InputRecorder?
    /// The replay's events and where it is in them; nil = off.
    var replay: ReplaySchedule?
    /// Quit once the replay is over and nothing moves.
    var replayExit = false
    /// Replay events SDL's full queue refused (warned about once, counted at the end).
    private(set) var replayDropped = 0
    /// Writes per-frame timing; nil = off.
    var frameStats: FrameStatsWriter?
    /// systemd's notifications and the metrics file (`AppRuntime.attach`); nil: none asked for.
    var health: Health?

    init() {}

    /// No instrument but `health`.
    private init(health: Health?) { self.health = health }

    /// A frame that began at `t` is on screen at `now` (the deck's or the black one): the health
    /// reports and the frame statistics (with `renderer`'s part times) count it.
    func framePresented(began t: Double, at now: Double, renderer: Renderer) {
        health?.framePresented(began: t, at: now)
        frameStats?.framePresented(at: now, parts: renderer.partTimer?.takeFrame() ?? [])
    }

    /// Starts `given` at `startMs` in a window of `size` points: the recording's header and clock, the
    /// replay's clock. `warn` gets each warning (the recording's own, and a window of another size
    /// than the recording's: positions are replayed as recorded).
    init(_ given: RunInstruments, window size: WindowSize, startMs: Int64, warn: @escaping (String) -> Void) {
        given.recorder?.onError = { warn("--record: \($0)") }
        given.frameStats?.onError = { warn("--frame-stats: \($0)") }
        given.recorder?.begin(window: size, startMs: startMs)
        if let recording = given.replay {
            for warning in recording.warnings { warn(warning) }
            if recording.window != size {
                warn(
                    "--replay: the recording was made in a \(recording.window) window, this one is \(size): positions are replayed as recorded"
                )
            }
        }
        recorder = given.recorder
        replay = given.replay.map { ReplaySchedule(events: $0.events, startMs: startMs) }
        replayExit = given.replayExit
        frameStats = given.frameStats
    }

    /// Starts `given` at `startMs` on the loop's clock in `window` (`init(_:window:startMs:warn:)`),
    /// with `renderer`'s part timer when `--frame-stats` asks for parts (`FramePartTimer.isRequested`),
    /// keeping `health`. Warnings go to standard error.
    init(_ given: RunInstruments, window: Window, renderer: Renderer, startMs: Int64, health: Health?) {
        let size = WindowSize(width: Int(window.size.width.rounded()), height: Int(window.size.height.rounded()))
        if given.frameStats != nil, FramePartTimer.isRequested {
            renderer.partTimer = FramePartTimer(renderer: renderer)
        }
        self.init(given, window: size, startMs: startMs) { SwipeDeckApp.warn($0) }
        self.health = health
    }

    /// A pass of the loop begins at `t`: the frame statistics count it, and the replay's events due
    /// then go into SDL's queue for window `windowID`.
    mutating func beginPass(at t: Double, windowID: UInt32) {
        frameStats?.beginPass(at: t)
        pushDueReplay(at: t, windowID: windowID)
    }

    /// A pass of the loop ends at `t`: a health report that wants every pass gets `facts` (worked out
    /// only then), and the recording ends its pass.
    func endPass(at t: Double, facts: @autoclosure () -> HealthFacts) {
        if let health, health.reportsEachPass { health.endPass(at: t, facts: facts()) }
        recorder?.endPass()
    }

    /// Queues the replay's events due at `t` into SDL's queue for window `windowID`, stamped with the
    /// time they were due (`pushDueReplay(at:into:)`); a warning goes to standard error.
    mutating func pushDueReplay(at t: Double, windowID: UInt32) {
        let warning = pushDueReplay(at: t) { EventPump.add(contentsOf: $0, windowID: windowID, startMs: $1) }
        if let warning { SwipeDeckApp.warn(warning) }
    }

    /// Hands the replay's events due at `t` (at most `ReplaySchedule.batchLimit`) to `push`, with the
    /// stamp they are due at; `push` returns how many it took. Returns a warning the first time
    /// events are refused (they are dropped and counted for `finish`).
    mutating func pushDueReplay(at t: Double, into push: (ArraySlice<RecordedEvent>, UInt32) -> Int) -> String? {
        guard var schedule = replay else { return nil }
        let due = schedule.takeDue(at: t)
        replay = schedule
        guard !due.isEmpty else { return nil }
        let dropped = due.count - push(due, schedule.stamp)
        guard dropped > 0 else { return nil }
        defer { replayDropped += dropped }
        guard replayDropped == 0 else { return nil }
        return
            "--replay: SDL's event queue is full, events from \(due[due.startIndex + due.count - dropped].time) s on are dropped (counted at the end)"
    }

    /// Milliseconds from `t` until the next replay event; nil when there is no replay or it is over.
    func replayWaitMs(at t: Double) -> Int? { replay?.millisecondsUntilNext(at: t) }

    /// With `--replay-exit`, whether the replay is over (its last event queued).
    var replayIsOver: Bool { replayExit && (replay?.isFinished ?? false) }

    /// Records `input`, which came at `ms` (with `--record`; nil: an event recordings skip).
    func record(_ input: RecordedInput?, atMs ms: Int64) {
        if let input { recorder?.record(input, atMs: ms) }
    }

    /// Notes that input the next frame shows came at `ms` (with `--frame-stats`).
    func noteShownInput(atMs ms: Int64) { frameStats?.noteInput(at: Double(ms) / 1000) }

    /// Writes out and closes the recording and the frame stats (with their summary line, which counts
    /// `textures` and `cardBacks`), and turns every instrument off. Returns the closing warning (events
    /// dropped), if any. Harmless to repeat.
    mutating func finish(textures: Int, cardBacks: Int) -> String? {
        let warning =
            replayDropped > 0
            ? "--replay: \(replayDropped) events were dropped in all (SDL's event queue was full)" : nil
        recorder?.close()
        frameStats?.close(textures: textures, cardBacks: cardBacks)
        self = Instruments(health: health)
        return warning
    }
}
