/// The files one run reads and writes, and the one place that refuses two options naming the same
/// file: `--record` and `--frame-stats` empty their file when they open it and `--metrics` replaces
/// its own, so naming the decision log, the replayed recording or each other would lose what it holds.
/// Two stages of one check: `checkSamePaths` compares the paths as typed, in the validator (no file
/// system, so options built in code and the flags get the same messages); `checkSameFiles` compares
/// the files on disk (device and inode, never spelling: `./log.jsonl`, a hard link, the kiosk's default
/// log), before anything is opened.
extension AppOptions {
    /// The run's files in a fixed order, each with how the messages name it: the decision log
    /// (`--log`, or "the kiosk's decision log" once `resolved()`; not standard output), `--replay`,
    /// `--record`, `--frame-stats`, `--metrics`.
    public var runFiles: [(option: String, path: FilePath)] {
        var files: [(option: String, path: FilePath)] = []
        if let log, let file = log.file { files.append((log.optionName, file)) }
        if let replayPath { files.append((OptionTable.replay.flag, replayPath)) }
        if let recordPath { files.append((OptionTable.record.flag, recordPath)) }
        if let frameStatsPath { files.append((OptionTable.frameStats.flag, frameStatsPath)) }
        if let metricsPath { files.append((OptionTable.metrics.flag, metricsPath)) }
        return files
    }

    /// Refuses two of the paths that are spelt the same (recording a replay into another file is
    /// allowed: it records the replayed events as the loop took them). Throws naming the later option.
    func checkSamePaths() throws(OptionError) {
        let logPath = log.map { FilePath($0.path) }
        if let recordPath, recordPath == replayPath {
            throw OptionError(
                option: OptionTable.record.flag,
                message: "\(OptionParsing.quote(recordPath.text)) is also the --replay file; record into another file")
        }
        if let frameStatsPath, [recordPath, replayPath, logPath].contains(frameStatsPath) {
            throw OptionError(
                option: OptionTable.frameStats.flag,
                message:
                    "\(OptionParsing.quote(frameStatsPath.text)) is also given to another option; use a file of its own"
            )
        }
        if let metricsPath, [logPath, recordPath, replayPath, frameStatsPath].contains(metricsPath) {
            throw OptionError(
                option: OptionTable.metrics.flag,
                message:
                    "\(OptionParsing.quote(metricsPath.text)) is also given to another option; use a file of its own")
        }
        if let recordPath, recordPath == logPath {
            throw OptionError(
                option: OptionTable.record.flag,
                message: "\(OptionParsing.quote(recordPath.text)) is also the --log file; use a file of its own")
        }
    }

    /// Refuses two of `runFiles` that are one file on disk (`FileIdentity`); a file whose folder does
    /// not exist is left to its opening. Call on the `resolved()` options, before opening anything.
    public func checkSameFiles() throws(OptionError) {
        var seen: [FileIdentity: (option: String, path: FilePath)] = [:]
        for file in runFiles {
            guard let identity = FileIdentity(path: file.path.text) else { continue }
            if let earlier = seen[identity] {
                throw OptionError(
                    option: file.option,
                    message: "\(file.path) is the same file as \(earlier.option) \(earlier.path)"
                        + " and would destroy what it holds; give another file")
            }
            seen[identity] = file
        }
    }
}
