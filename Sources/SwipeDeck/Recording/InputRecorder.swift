import SwipeSDL

/// `--record FILE`: writes the raw input of a session as JSON lines (see `RecordingFormat`), each
/// event when the loop takes it from SDL's queue. Lines are buffered (`LineFile`) and written out at
/// the end of each loop pass that recorded something, and on close: a crash loses at most one pass.
public final class InputRecorder {
    private let file: LineFile
    /// When recording began, milliseconds on the loop's clock; nil before `begin`.
    private var startMs: Int64?
    /// Time of the last line written, ms: times never go backwards (events a replay queued with
    /// their scheduled time can sit behind live ones).
    private var lastMs: Int64 = 0
    private var pending = false

    /// Creates (or empties) `path`; its folder must exist.
    public init(path: String) throws(OutputFileError) {
        file = try LineFile(path: path, what: "recording")
    }

    /// Where problems writing go (once).
    public var onError: (String) -> Void {
        get { file.onError }
        set { file.onError = newValue }
    }

    /// Writes the header and starts the clock: event times count from `startMs` (milliseconds on the
    /// loop's clock, the 64-bit time SDL's timestamps are the low bits of).
    public func begin(window: WindowSize, startMs: Int64) {
        self.startMs = startMs
        file.write(RecordingFormat.header(window: window))
        file.flush()
    }

    /// Records `input` (`PolledEvent.recordable`), which came at `ms` on the loop's clock; an event
    /// stamped before `begin` counts as time 0.
    public func record(_ input: RecordedInput, atMs ms: Int64) {
        guard let startMs else { return }
        var recorded = RecordedEvent(time: Double(max(0, ms &- startMs)) / 1000, input)
        let ms = max(lastMs, recorded.milliseconds)
        recorded.time = Double(ms) / 1000
        lastMs = ms
        file.write(RecordingFormat.line(recorded))
        pending = true
    }

    /// Writes out the lines of this loop pass.
    public func endPass() {
        guard pending else { return }
        pending = false
        file.flush()
    }

    /// Writes out everything and closes the file (at exit).
    public func close() { file.close() }
}
