import ArgumentParser
import SwipeDeck

/// The recording, replay and benchmark flags of `swipedeck [run]`; names and help from `OptionTable`.
struct InstrumentFlags: ParsableArguments {
    @Option(name: OptionTable.record.long, help: OptionTable.record.argumentHelp, transform: { FilePath($0) })
    var recordPath: FilePath?

    @Option(name: OptionTable.replay.long, help: OptionTable.replay.argumentHelp, transform: { FilePath($0) })
    var replayPath: FilePath?

    @Flag(name: OptionTable.replayExit.long, help: OptionTable.replayExit.argumentHelp)
    var replayExit = false

    @Option(
        name: OptionTable.frameStats.long, help: OptionTable.frameStats.argumentHelp, transform: { FilePath($0) })
    var frameStatsPath: FilePath?

    func apply(to options: inout AppOptions) {
        options.recordPath = recordPath; options.replayPath = replayPath
        options.replayExit = replayExit; options.frameStatsPath = frameStatsPath
    }
}
