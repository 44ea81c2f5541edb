import SwipeSDL

/// The timing of one presented frame (`--frame-stats`). Times are seconds on SDL's clock.
public struct FrameTiming: Hashable, Sendable {
    /// 1-based frame number.
    public var frame: Int
    /// When the loop pass that drew it started handling events.
    public var start: Double
    /// When `present` returned.
    public var present: Double
    /// SDL timestamp of the oldest input event (pointer, finger, key) first shown by this frame; nil
    /// when no input came since the previous frame.
    public var oldestInput: Double?
    /// When something first needed showing after the previous frame (an animation going on, input,
    /// a painted card): the frame is late by `present − needed`. Defaults to `start`.
    public var needed: Double

    public init(frame: Int, start: Double, present: Double, oldestInput: Double?, needed: Double? = nil) {
        self.frame = frame; self.start = start; self.present = present; self.oldestInput = oldestInput
        self.needed = needed ?? start
    }

    /// Event handling + advance + draw + present, milliseconds.
    public var workMs: Double { (present - start) * 1000 }
    /// From the oldest input to the end of present, milliseconds; nil without input.
    public var latencyMs: Double? { oldestInput.map { (present - $0) * 1000 } }
    /// From when the frame was needed to the end of its present, milliseconds: up to one frame period
    /// while an animation runs smoothly; each whole period more is a missed frame.
    public var waitedMs: Double { (present - needed) * 1000 }
}

/// Totals over a run for the summary line.
public struct FrameStatsSummary: Hashable, Sendable {
    public private(set) var frames = 0
    /// Passes of the loop (wake-ups), drawing or not.
    public private(set) var passes = 0
    public private(set) var workTotalMs = 0.0
    public private(set) var workMaxMs = 0.0
    /// Frames that showed input.
    public private(set) var inputFrames = 0
    public private(set) var latencyTotalMs = 0.0
    public private(set) var latencyMaxMs = 0.0
    /// First frame's start and last frame's present, seconds.
    public private(set) var firstStart: Double?
    public private(set) var lastPresent: Double?

    public init() {}

    /// Counts one pass of the loop.
    public mutating func addPass() { passes += 1 }

    public mutating func add(_ t: FrameTiming) {
        frames += 1
        workTotalMs += t.workMs
        workMaxMs = max(workMaxMs, t.workMs)
        if let l = t.latencyMs {
            inputFrames += 1
            latencyTotalMs += l
            latencyMaxMs = max(latencyMaxMs, l)
        }
        if firstStart == nil { firstStart = t.start }
        lastPresent = t.present
    }
}

/// The JSON lines of `--frame-stats`.
///
/// ```
/// {"frame": 1, "start": 0.412006, "work_ms": 3.184, "present": 0.415190, "latency_ms": null, "waited_ms": 3.184}
/// {"summary": true, "frames": 240, "textures": 6, "card_backs": 0, "passes": 262, "seconds": 4.016, …}
/// ```
public enum FrameStatsFormat {
    /// One frame's line, newline included: times in seconds with 6 decimals, durations in milliseconds
    /// with 3 (`null` when not finite, and `latency_ms` without input).
    public static func line(_ t: FrameTiming) -> String { members(t).line }

    /// One frame's line with its parts' times (`SWIPEDECK_FRAME_PARTS=1`): the same members, then
    /// `"parts_ms": {"clear": 0.412, "layout": 0.020, …}` in milliseconds with 3 decimals, in the order
    /// the parts were first drawn. Without parts it is `line(t)`, byte for byte.
    public static func line(_ t: FrameTiming, parts: [FramePartTime]) -> String {
        var json = members(t)
        if !parts.isEmpty {
            var times = JSONLine()
            for part in parts { times.add(part.name, fixed(part.ms, 3)) }
            json.add("parts_ms", .object(times))
        }
        return json.line
    }

    private static func members(_ t: FrameTiming) -> JSONLine {
        JSONLine([
            "frame": .integer(t.frame), "start": fixed(t.start, 6), "work_ms": fixed(t.workMs, 3),
            "present": fixed(t.present, 6), "latency_ms": t.latencyMs.map { fixed($0, 3) } ?? .null,
            "waited_ms": fixed(t.waitedMs, 3),
        ])
    }

    /// The summary line written at exit: frames and loop passes, live card textures and backs, and the
    /// mean and maximum work and latency (null when no frame showed input).
    public static func summary(_ s: FrameStatsSummary, textures: Int, cardBacks: Int) -> String {
        let seconds = s.firstStart.flatMap { a in s.lastPresent.map { $0 - a } } ?? 0
        let workMean = s.frames > 0 ? fixed(s.workTotalMs / Double(s.frames), 3) : .null
        let latencyMean = s.inputFrames > 0 ? fixed(s.latencyTotalMs / Double(s.inputFrames), 3) : .null
        let latencyMax = s.inputFrames > 0 ? fixed(s.latencyMaxMs, 3) : .null
        return JSONLine([
            "summary": true, "frames": .integer(s.frames), "textures": .integer(textures),
            "card_backs": .integer(cardBacks), "passes": .integer(s.passes), "seconds": fixed(seconds, 3),
            "work_ms_mean": workMean, "work_ms_max": fixed(s.workMaxMs, 3),
            "input_frames": .integer(s.inputFrames), "latency_ms_mean": latencyMean,
            "latency_ms_max": latencyMax,
        ]).line
    }

    /// `x` with exactly `digits` decimals, rounded half away from zero (`JSONNumber(_:decimals:)`);
    /// `null` when not finite.
    static func fixed(_ x: Double, _ digits: Int) -> JSONField { .numberOrNull(JSONNumber(x, decimals: digits)) }
}

/// `--frame-stats FILE`: one line per presented frame and a summary at exit.
public final class FrameStatsWriter {
    private let file: LineFile
    public private(set) var summary = FrameStatsSummary()
    /// Start of the current loop pass's event handling, seconds.
    var passStart = 0.0
    /// Timestamp of the oldest input not yet shown, seconds.
    var oldestInput: Double?

    /// Creates (or empties) `path`; its folder must exist.
    public init(path: String) throws(OutputFileError) {
        file = try LineFile(path: path, what: "frame stats")
    }

    /// Where problems writing go (once).
    public var onError: (String) -> Void {
        get { file.onError }
        set { file.onError = newValue }
    }

    /// A loop pass starts handling events at `t`.
    public func beginPass(at t: Double) {
        passStart = t
        summary.addPass()
    }

    /// Input stamped `t` was handled: it shows in the next frame.
    public func noteInput(at t: Double) { oldestInput = min(oldestInput ?? t, t) }

    /// When something first needed showing since the last frame, seconds.
    var needed: Double?

    /// At `t` the loop has something to show (the earliest such time since the last frame counts).
    public func noteNeeded(at t: Double) { needed = min(needed ?? t, t) }

    /// A frame's present returned at `t`: writes its line, with the times of its `parts` when given
    /// (`FramePartTimer`).
    public func framePresented(at t: Double, parts: [FramePartTime] = []) {
        let timing = FrameTiming(
            frame: summary.frames + 1, start: passStart, present: t, oldestInput: oldestInput,
            needed: needed.map { min($0, passStart) })
        summary.add(timing)
        oldestInput = nil
        needed = nil
        file.write(FrameStatsFormat.line(timing, parts: parts))
    }

    /// Writes the summary line and closes the file.
    public func close(textures: Int, cardBacks: Int) {
        file.write(FrameStatsFormat.summary(summary, textures: textures, cardBacks: cardBacks))
        file.close()
    }
}
