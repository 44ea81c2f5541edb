import Testing

@testable import SwipeDeck

/// `--record`, `--replay`, `--replay-exit` and `--frame-stats` as `AppOptions.checked()` checks them.
@Suite struct InstrumentOptionTests {
    @Test func offByDefault() throws {
        let options = try AppOptions().checked()
        #expect(options.recordPath == nil && options.replayPath == nil && options.frameStatsPath == nil)
        #expect(!options.replayExit)
    }

    @Test func pathsAndTheExitFlagAreKept() throws {
        var values = AppOptions()
        values.recordPath = "out.jsonl"; values.replayPath = "in.jsonl"; values.replayExit = true;
        values.frameStatsPath = "frames.jsonl"
        let options = try values.checked()
        #expect(options.recordPath == "out.jsonl")
        #expect(options.replayPath == "in.jsonl")
        #expect(options.replayExit)
        #expect(options.frameStatsPath == "frames.jsonl")
    }

    /// Options that must be refused, and the message.
    static let badCombinations: [(AppOptions, String)] = {
        func values(_ fill: (inout AppOptions) -> Void) -> AppOptions {
            var v = AppOptions()
            fill(&v)
            return v
        }
        return [
            (values { $0.recordPath = "" }, "--record: the recording file path is empty"),
            (values { $0.replayPath = "" }, "--replay: the recording file path is empty"),
            (values { $0.frameStatsPath = "" }, "--frame-stats: the frame stats file path is empty"),
            (values { $0.replayExit = true }, "--replay-exit: needs --replay FILE"),
            (
                values {
                    $0.recordPath = "a"; $0.replayPath = "a"
                }, "--record: \"a\" is also the --replay file; record into another file"
            ),
            (
                values {
                    $0.recordPath = "a"; $0.frameStatsPath = "a"
                }, "--frame-stats: \"a\" is also given to another option; use a file of its own"
            ),
            (
                values {
                    $0.log = "a"; $0.recordPath = "a"
                }, "--record: \"a\" is also the --log file; use a file of its own"
            ),
        ]
    }()

    @Test(arguments: badCombinations)
    func badCombinationsNameTheirOption(values: AppOptions, message: String) {
        let error = #expect(throws: OptionError.self) { try values.checked() }
        #expect(error?.description == message)
    }
}
