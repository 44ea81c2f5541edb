extension AppOptions {
    /// The recording, replay and frame-statistics options: paths must not be empty, `--replay-exit`
    /// needs `--replay`, and no two of the files may be the same path (recording a replay into
    /// another file is allowed: it records the replayed events as the loop took them).
    mutating func applyInstruments(_ values: CommandLineValues) throws(OptionError) {
        func path(_ text: String?, _ option: String, _ what: String) throws(OptionError) -> String? {
            guard let text else { return nil }
            guard !text.isEmpty else { throw OptionError(option: option, message: "the \(what) file path is empty") }
            return text
        }
        recordPath = try path(values.record, "--record", "recording")
        replayPath = try path(values.replay, "--replay", "recording")
        frameStatsPath = try path(values.frameStats, "--frame-stats", "frame stats")
        replayExit = values.replayExit
        if replayExit && replayPath == nil {
            throw OptionError(option: "--replay-exit", message: "needs --replay FILE")
        }
        if let recordPath, recordPath == replayPath {
            throw OptionError(option: "--record", message: "\(OptionParsing.quote(recordPath)) is also the --replay file; record into another file")
        }
        if let frameStatsPath, frameStatsPath == recordPath || frameStatsPath == replayPath || frameStatsPath == logPath {
            throw OptionError(option: "--frame-stats", message: "\(OptionParsing.quote(frameStatsPath)) is also given to another option; use a file of its own")
        }
        if let recordPath, recordPath == logPath {
            throw OptionError(option: "--record", message: "\(OptionParsing.quote(recordPath)) is also the --log file; use a file of its own")
        }
    }
}
