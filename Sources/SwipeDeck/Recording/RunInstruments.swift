/// The optional recording, replay and frame statistics of one run (`--record`, `--replay`,
/// `--replay-exit`, `--frame-stats`). All off by default; the loop's cost when off is a nil check.
public struct RunInstruments {
    /// Writes the session's input (`--record`); nil = off.
    public var recorder: InputRecorder?
    /// Input to feed back through SDL's queue at its recorded pace (`--replay`); nil = off.
    public var replay: Recording?
    /// Quit with status 0 once the replay's last event is handled and nothing moves. Default false.
    public var replayExit = false
    /// Writes per-frame timing (`--frame-stats`); nil = off.
    public var frameStats: FrameStatsWriter?

    public init(
        recorder: InputRecorder? = nil, replay: Recording? = nil, replayExit: Bool = false,
        frameStats: FrameStatsWriter? = nil
    ) {
        self.recorder = recorder; self.replay = replay; self.replayExit = replayExit; self.frameStats = frameStats
    }
}
