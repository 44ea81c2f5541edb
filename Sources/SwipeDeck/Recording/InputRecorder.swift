import SwipeSDL

/// `--record FILE`: writes the raw input of a session as JSON lines (see `RecordingFormat`), each
/// event when the loop takes it from SDL's queue. Lines are buffered (`LineFile`) and written out at
/// the end of each loop pass that recorded something, and on close: a crash loses at most one pass.
public final class InputRecorder {
    private let file: LineFile
    /// SDL ticks when recording began, milliseconds; nil before `begin`.
    private var startMs: UInt32?
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

    /// Writes the header and starts the clock: event times count from `startMs` (SDL ticks).
    public func begin(window: WindowSize, startMs: UInt32) {
        self.startMs = startMs
        file.write(RecordingFormat.header(window: window))
        file.flush()
    }

    /// Records `event` if it is one a recording keeps.
    public func record(_ event: SDL_Event) {
        guard let startMs, var recorded = RecordedEvent(event, startMs: startMs) else { return }
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
