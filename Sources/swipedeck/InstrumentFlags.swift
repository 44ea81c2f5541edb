import ArgumentParser
import SwipeDeck

/// The recording, replay and benchmark flags of `swipedeck [run]`.
struct InstrumentFlags: ParsableArguments {
    @Option(
        name: .customLong("record"),
        help: ArgumentHelp(
            "Write the session's input (mouse, fingers, keys, window events, quit) to FILE as JSON lines, for bug reports and benchmarks (created or emptied). Default: off.",
            valueName: "FILE"))
    var recordPath: String?

    @Option(
        name: .customLong("replay"),
        help: ArgumentHelp(
            "Feed the input recorded in FILE back through SDL's event queue at its recorded pace; the app keeps running afterwards. Default: off.",
            valueName: "FILE"))
    var replayPath: String?

    @Flag(
        name: .customLong("replay-exit"),
        help:
            "With --replay: quit with status 0 once the last event is handled and the animations settle. Default: \(Help.onOff(AppOptions.defaults.replayExit))."
    )
    var replayExit = false

    @Option(
        name: .customLong("frame-stats"),
        help: ArgumentHelp(
            "Write one JSON line per presented frame (start, work_ms, present, latency_ms) to FILE, and a summary line at exit. Default: off.",
            valueName: "FILE"))
    var frameStatsPath: String?

    func apply(to options: inout AppOptions) {
        options.recordPath = recordPath; options.replayPath = replayPath
        options.replayExit = replayExit; options.frameStatsPath = frameStatsPath
    }
}
