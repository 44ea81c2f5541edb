import Testing
@testable import SwipeDeck

/// `--record`, `--replay`, `--replay-exit` and `--frame-stats` as `AppOptions(commandLine:)` reads them.
@Suite struct InstrumentOptionTests {
    @Test func offByDefault() throws {
        let options = try AppOptions(commandLine: CommandLineValues())
        #expect(options.recordPath == nil && options.replayPath == nil && options.frameStatsPath == nil)
        #expect(!options.replayExit)
    }

    @Test func pathsAndTheExitFlagAreKept() throws {
        var values = CommandLineValues()
        values.record = "out.jsonl"; values.replay = "in.jsonl"; values.replayExit = true; values.frameStats = "frames.jsonl"
        let options = try AppOptions(commandLine: values)
        #expect(options.recordPath == "out.jsonl")
        #expect(options.replayPath == "in.jsonl")
        #expect(options.replayExit)
        #expect(options.frameStatsPath == "frames.jsonl")
    }

    /// Command-line values that must be refused, and the message.
    static let badCombinations: [(CommandLineValues, String)] = {
        func values(_ fill: (inout CommandLineValues) -> Void) -> CommandLineValues {
            var v = CommandLineValues()
            fill(&v)
            return v
        }
        return [
            (values { $0.record = "" }, "--record: the recording file path is empty"),
            (values { $0.replay = "" }, "--replay: the recording file path is empty"),
            (values { $0.frameStats = "" }, "--frame-stats: the frame stats file path is empty"),
            (values { $0.replayExit = true }, "--replay-exit: needs --replay FILE"),
            (values { $0.record = "a"; $0.replay = "a" }, "--record: \"a\" is also the --replay file; record into another file"),
            (values { $0.record = "a"; $0.frameStats = "a" }, "--frame-stats: \"a\" is also given to another option; use a file of its own"),
            (values { $0.log = "a"; $0.record = "a" }, "--record: \"a\" is also the --log file; use a file of its own"),
        ]
    }()

    @Test(arguments: badCombinations)
    func badCombinationsNameTheirOption(values: CommandLineValues, message: String) {
        let error = #expect(throws: OptionError.self) { try AppOptions(commandLine: values) }
        #expect(error?.description == message)
    }
}
