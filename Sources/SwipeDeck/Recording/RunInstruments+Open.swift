extension RunInstruments {
    /// Opens what `options` ask for: reads and checks the replay file, creates the recording and
    /// frame-stats files. Throws a message naming the option (the app exits with status 2).
    static func open(_ options: AppOptions) throws(OptionError) -> RunInstruments {
        var instruments = RunInstruments(replayExit: options.replayExit)
        if let path = options.replayPath {
            do { instruments.replay = try Recording.load(path: path.text) } catch {
                throw OptionError(option: OptionTable.replay.flag, message: error.description)
            }
        }
        if let path = options.recordPath {
            do { instruments.recorder = try InputRecorder(path: path.text) } catch {
                throw OptionError(option: OptionTable.record.flag, message: error.description)
            }
        }
        if let path = options.frameStatsPath {
            do { instruments.frameStats = try FrameStatsWriter(path: path.text) } catch {
                throw OptionError(option: OptionTable.frameStats.flag, message: error.description)
            }
        }
        return instruments
    }
}
