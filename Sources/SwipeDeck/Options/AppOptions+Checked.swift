import SwipeCore

extension AppOptions {
    /// The one validator: every field the command line sets checked against its `OptionTable` spec
    /// with the flag's own message (`OptionCheck`; so options built in code are held to the same
    /// ranges as the flags), and the combinations that do not go together refused, naming the flag.
    /// Returns the options unchanged: what kiosk mode implies is filled in by `resolved()`, and the
    /// engine's other fields are clamped by `DeckOptions.validated`. Throws the first problem, in the
    /// order of the fields.
    public func checked() throws(OptionError) -> AppOptions {
        _ = try OptionCheck.path(deckPath, "deck", option: OptionTable.deck.flag)
        _ = try OptionCheck.windowSize(windowSize)
        _ = try OptionCheck.path(log?.file?.text, "log file", option: OptionTable.log.flag)
        _ = try OptionCheck.directions(deckOptions.allowedDirections)
        _ = try OptionCheck.visible(deckOptions.visibleCount)
        _ = try OptionCheck.threshold(deckOptions.thresholdFraction)
        _ = try OptionCheck.flickSpeed(deckOptions.flickSpeed)
        _ = try OptionCheck.textScale(deckOptions.textScale)
        for key in Labels.Key.allCases { // in a fixed order, so the first problem reported is stable
            if let text = labels.given[key] { _ = try OptionParsing.label(text, for: key) }
        }
        try checkKiosk()
        try checkInstruments()
        return self
    }

    /// The kiosk, idle-reset, resume and kiosk-name options.
    func checkKiosk() throws(OptionError) {
        _ = try OptionCheck.unlockChord(unlockChord)
        _ = try OptionCheck.display(display)
        if let idleReset { _ = try OptionCheck.idleReset(idleReset) }
        if let kioskName { _ = try KioskName.parse(kioskName) }
        if !screenHours.isAlways && !kiosk {
            throw OptionError(option: OptionTable.screenHours.flag, message: "needs --kiosk")
        }
        if resume && log == nil && !kiosk {
            throw OptionError(
                option: OptionTable.resume.flag, message: "needs --log FILE (or --kiosk, which logs by default)")
        }
    }

    /// The recording, replay, frame-statistics and metrics options: paths must not be empty,
    /// `--replay-exit` needs `--replay`, and no two of the run's files may be the same path
    /// (`checkSamePaths`).
    func checkInstruments() throws(OptionError) {
        _ = try OptionCheck.path(recordPath?.text, "recording file", option: OptionTable.record.flag)
        _ = try OptionCheck.path(replayPath?.text, "recording file", option: OptionTable.replay.flag)
        _ = try OptionCheck.path(frameStatsPath?.text, "frame stats file", option: OptionTable.frameStats.flag)
        _ = try OptionCheck.path(metricsPath?.text, "metrics file", option: OptionTable.metrics.flag)
        if replayExit && replayPath == nil {
            throw OptionError(option: OptionTable.replayExit.flag, message: "needs --replay FILE")
        }
        try checkSamePaths()
    }
}
