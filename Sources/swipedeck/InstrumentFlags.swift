import ArgumentParser
import SwipeDeck

/// The recording, replay and benchmark flags of `swipedeck [run]`; names and help from `OptionTable`.
struct InstrumentFlags: ParsableArguments {
    @Option(name: OptionTable.record.long, help: OptionTable.record.argumentHelp)
    var recordPath: String?

    @Option(name: OptionTable.replay.long, help: OptionTable.replay.argumentHelp)
    var replayPath: String?

    @Flag(name: OptionTable.replayExit.long, help: OptionTable.replayExit.argumentHelp)
    var replayExit = false

    @Option(name: OptionTable.frameStats.long, help: OptionTable.frameStats.argumentHelp)
    var frameStatsPath: String?

    func apply(to options: inout AppOptions) {
        options.recordPath = recordPath; options.replayPath = replayPath
        options.replayExit = replayExit; options.frameStatsPath = frameStatsPath
    }
}
