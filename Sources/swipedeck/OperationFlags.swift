import ArgumentParser
import SwipeDeck

/// The kiosk, idle-reset, resume and config flags of `swipedeck [run]`.
struct OperationFlags: ParsableArguments {
    @Flag(help: "Kiosk mode: borderless fullscreen, pointer hidden, the deck loops, idle reset after 60 s; Esc, Q and window-close are ignored, only SIGTERM or the unlock chord quit. Logs to $XDG_STATE_HOME/swipedeck/decisions.jsonl without --log. Default: off.")
    var kiosk = false

    @Option(name: .customLong("unlock-chord"),
            help: ArgumentHelp("Keys that end kiosk mode: ctrl, alt, shift and a letter or digit joined with +. Default: ctrl+alt+shift+q.", valueName: "CHORD"))
    var unlockChord: String?

    @Option(name: .customLong("display"), parsing: .unconditional,
            help: ArgumentHelp("Monitor to open on, 0-based. Default: 0.", valueName: "N"))
    var display: String?

    @Option(name: .customLong("idle-reset"), parsing: .unconditional,
            help: ArgumentHelp("After SECONDS without input go back to the first card and start a new session; greater than 0. Default: 60 in kiosk mode, off otherwise.", valueName: "SECONDS"))
    var idleReset: String?

    @Flag(help: "Continue at the first card not yet decided in the log's last session (needs --log, or --kiosk). Default: off.")
    var resume = false

    @Option(name: .customLong("kiosk-name"),
            help: ArgumentHelp("The machine's name, written as kiosk in each decision line so a report over many machines' logs keeps them apart. Default: the host name.", valueName: "NAME"))
    var kioskName: String?

    @Option(name: .customLong("config"),
            help: ArgumentHelp("Read options from FILE: key = value lines with the long flags' names (deck for DECK), # comments. Repeatable: files are read in order and a later file wins; the command line wins over all.", valueName: "FILE"))
    var config: String?

    func apply(to values: inout CommandLineValues) {
        values.kiosk = kiosk; values.unlockChord = unlockChord; values.display = display
        values.idleReset = idleReset; values.resume = resume; values.kioskName = kioskName
    }
}
