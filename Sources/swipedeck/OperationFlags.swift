import ArgumentParser
import SwipeDeck

/// The kiosk, idle-reset, resume and config flags of `swipedeck [run]`, parsed into their types.
struct OperationFlags: ParsableArguments {
    @Flag(
        help:
            "Kiosk mode: borderless fullscreen, pointer hidden while touch is used, the deck loops, idle reset after \(Help.seconds(AppOptions.kioskIdleReset)) s; Esc, Q and window-close are ignored, only SIGTERM or the unlock chord quit. Logs to $XDG_STATE_HOME/swipedeck/decisions.jsonl without --log. Default: \(Help.onOff(AppOptions.defaults.kiosk))."
    )
    var kiosk = false

    @Option(
        name: .customLong("unlock-chord"),
        help: ArgumentHelp(
            "Keys that end kiosk mode: ctrl, alt, shift and a letter or digit joined with +. Default: \(AppOptions.defaults.unlockChord).",
            valueName: "CHORD"),
        transform: { try OptionParsing.keyChord($0) })
    var unlockChord: KeyChord?

    @Option(
        name: .customLong("display"), parsing: .unconditional,
        help: ArgumentHelp("Monitor to open on, 0-based. Default: \(AppOptions.defaults.display).", valueName: "N"),
        transform: { try OptionParsing.display($0) })
    var display: Int?

    @Option(
        name: .customLong("idle-reset"), parsing: .unconditional,
        help: ArgumentHelp(
            "After SECONDS without input go back to the first card and start a new session; greater than 0. Default: \(Help.seconds(AppOptions.kioskIdleReset)) in kiosk mode, off otherwise.",
            valueName: "SECONDS"),
        transform: { try OptionParsing.idleReset($0) })
    var idleReset: Double?

    @Flag(
        help:
            "Continue at the first card not yet decided in the log's last session (needs --log, or --kiosk). Default: \(Help.onOff(AppOptions.defaults.resume))."
    )
    var resume = false

    @Option(
        name: .customLong("kiosk-name"),
        help: ArgumentHelp(
            "The machine's name, written as kiosk in each decision line so a report over many machines' logs keeps them apart. Default: the host name.",
            valueName: "NAME"),
        transform: { try KioskName.parse($0) })
    var kioskName: String?

    /// Read before parsing by `ConfigArguments.expand`; declared here for the help and so that
    /// ArgumentParser accepts it.
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "Read options from FILE: key = value lines with the long flags' names (deck for DECK), # comments. Repeatable: files are read in order and a later file wins; the command line wins over all.",
            valueName: "FILE"))
    var config: String?

    func apply(to options: inout AppOptions) {
        options.kiosk = kiosk
        options.unlockChord = unlockChord ?? options.unlockChord
        options.display = display ?? options.display
        options.idleReset = idleReset
        options.resume = resume
        options.kioskName = kioskName
    }
}
