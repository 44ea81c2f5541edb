extension RunInstruments {
    /// Opens what `options` ask for: reads and checks the replay file, creates the recording and
    /// frame-stats files. Throws a message naming the option (the app exits with status 2).
    static func open(_ options: AppOptions) throws(OptionError) -> RunInstruments {
        var instruments = RunInstruments(replayExit: options.replayExit)
        if let path = options.replayPath {
            do { instruments.replay = try Recording.load(path: path) } catch {
                throw OptionError(option: "--replay", message: error.description)
            }
        }
        if let path = options.recordPath {
            do { instruments.recorder = try InputRecorder(path: path) } catch {
                throw OptionError(option: "--record", message: error.description)
            }
        }
        if let path = options.frameStatsPath {
            do { instruments.frameStats = try FrameStatsWriter(path: path) } catch {
                throw OptionError(option: "--frame-stats", message: error.description)
            }
        }
        return instruments
    }

    /// Refuses two of the run's files that are one file on disk (compared by device and inode, never
    /// by spelling): `--record` and `--frame-stats` empty their file when they open it (`--metrics` replaces its own), so naming the
    /// decision log (`logPath`: `--log`'s, or the kiosk's default log), the replayed recording or each
    /// other would lose what it holds. Call before opening anything.
    static func checkDistinctFiles(_ options: AppOptions, logPath: String?) throws(OptionError) {
        var files: [(option: String, path: String)] = []
        if let logPath, logPath != DecisionLog.standardOutputPath {
            files.append((options.logPath == nil ? "the kiosk's decision log" : "--log", logPath))
        }
        if let path = options.replayPath { files.append(("--replay", path)) }
        if let path = options.recordPath { files.append(("--record", path)) }
        if let path = options.frameStatsPath { files.append(("--frame-stats", path)) }
        if let path = options.metricsPath { files.append(("--metrics", path)) }
        var seen: [FileIdentity: (option: String, path: String)] = [:]
        for file in files {
            guard let identity = FileIdentity(path: file.path) else { continue }
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
