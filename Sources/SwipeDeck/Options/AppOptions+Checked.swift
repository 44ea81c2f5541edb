import SwipeCore

extension AppOptions {
    /// These options ready for the app: every field the command line sets checked again with the
    /// flag's own message (`OptionCheck`; so options built in code are held to the same ranges), the
    /// kiosk's defaults filled in (the deck loops; idle reset `kioskIdleReset` unless given), and the
    /// combinations that do not go together refused, naming the flag. The engine's other fields are
    /// clamped by `DeckOptions.validated`. Throws the first problem, in the order of the fields.
    public func checked() throws(OptionError) -> AppOptions {
        var o = self
        _ = try OptionCheck.path(deckPath, "deck", option: "DECK")
        _ = try OptionCheck.windowSize(windowSize)
        _ = try OptionCheck.path(logPath, "log file", option: "--log")
        _ = try OptionCheck.directions(deckOptions.allowedDirections)
        _ = try OptionCheck.visible(deckOptions.visibleCount)
        _ = try OptionCheck.threshold(deckOptions.thresholdFraction)
        _ = try OptionCheck.flickSpeed(deckOptions.flickSpeed)
        _ = try OptionCheck.textScale(deckOptions.textScale)
        for key in Labels.Key.allCases { // in a fixed order, so the first problem reported is stable
            if let text = labels.given[key] { _ = try OptionParsing.label(text, for: key) }
        }
        try o.checkKiosk()
        try o.checkInstruments()
        return o
    }

    /// The kiosk, idle-reset, resume and kiosk-name options.
    mutating func checkKiosk() throws(OptionError) {
        _ = try OptionCheck.unlockChord(unlockChord)
        _ = try OptionCheck.display(display)
        if let idleReset { _ = try OptionCheck.idleReset(idleReset) } else if kiosk { idleReset = Self.kioskIdleReset }
        if let kioskName { _ = try KioskName.parse(kioskName) }
        if kiosk { deckOptions.loops = true }
        if !screenHours.isAlways && !kiosk {
            throw OptionError(option: "--screen-hours", message: "needs --kiosk")
        }
        if resume && logPath == nil && !kiosk {
            throw OptionError(option: "--resume", message: "needs --log FILE (or --kiosk, which logs by default)")
        }
    }

    /// The recording, replay, frame-statistics and metrics options: paths must not be empty, `--replay-exit`
    /// needs `--replay`, and no two of the files may be the same path (recording a replay into
    /// another file is allowed: it records the replayed events as the loop took them).
    func checkInstruments() throws(OptionError) {
        _ = try OptionCheck.path(recordPath, "recording file", option: "--record")
        _ = try OptionCheck.path(replayPath, "recording file", option: "--replay")
        _ = try OptionCheck.path(frameStatsPath, "frame stats file", option: "--frame-stats")
        _ = try OptionCheck.path(metricsPath, "metrics file", option: "--metrics")
        if replayExit && replayPath == nil {
            throw OptionError(option: "--replay-exit", message: "needs --replay FILE")
        }
        if let recordPath, recordPath == replayPath {
            throw OptionError(
                option: "--record",
                message: "\(OptionParsing.quote(recordPath)) is also the --replay file; record into another file")
        }
        if let frameStatsPath, frameStatsPath == recordPath || frameStatsPath == replayPath || frameStatsPath == logPath
        {
            throw OptionError(
                option: "--frame-stats",
                message: "\(OptionParsing.quote(frameStatsPath)) is also given to another option; use a file of its own"
            )
        }
        if let metricsPath, [logPath, recordPath, replayPath, frameStatsPath].contains(metricsPath) {
            throw OptionError(
                option: "--metrics",
                message: "\(OptionParsing.quote(metricsPath)) is also given to another option; use a file of its own")
        }
        if let recordPath, recordPath == logPath {
            throw OptionError(
                option: "--record",
                message: "\(OptionParsing.quote(recordPath)) is also the --log file; use a file of its own")
        }
    }
}
