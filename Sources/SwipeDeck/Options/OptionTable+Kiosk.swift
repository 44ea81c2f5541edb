extension OptionTable {
    /// The kiosk, idle-reset, resume and config options, in the help's order.
    static var operation: [OptionSpec] { [kiosk, unlockChord, display, idleReset, resume, kioskName, config] }

    /// The recording, replay and frame-statistics options, in the help's order.
    static var instruments: [OptionSpec] { [record, replay, replayExit, frameStats] }

    /// The kiosk's screen options, in the help's order.
    static var screen: [OptionSpec] { [screenHours, hideCursor] }

    /// The fleet's health options.
    static var health: [OptionSpec] { [metrics] }

    private static var app: AppOptions { .defaults }

    /// `--kiosk`: the deck loops, idle reset after `AppOptions.kioskIdleReset` s, the kiosk's log
    /// (all filled in by `AppOptions.resolved`).
    public static let kiosk = OptionSpec("kiosk", .switch, default: HelpText.onOff(app.kiosk)) {
        "Kiosk mode: borderless fullscreen, pointer hidden while touch is used, the deck loops, idle reset after \(OptionParsing.formatted(AppOptions.kioskIdleReset)) s; Esc, Q and window-close are ignored, only SIGTERM or the unlock chord quit. Logs to $XDG_STATE_HOME/swipedeck/decisions.jsonl without --log. Default: \($1)."
    }

    /// `--unlock-chord CHORD`.
    public static let unlockChord = OptionSpec(
        "unlock-chord", .value, value: "CHORD", default: "\(app.unlockChord)"
    ) { "Keys that end kiosk mode: ctrl, alt, shift and a letter or digit joined with +. Default: \($1)." }

    /// `--display N`: 0 or more (checked against the displays at start-up).
    public static let display = OptionSpec("display", .value, value: "N", default: "\(app.display)") {
        "Monitor to open on, 0-based. Default: \($1)."
    }

    /// `--idle-reset SECONDS`: greater than 0; `AppOptions.kioskIdleReset` in kiosk mode, else off.
    public static let idleReset = OptionSpec(
        "idle-reset", .value, value: "SECONDS", bounds: .positive(atMost: nil),
        default: "\(OptionParsing.formatted(AppOptions.kioskIdleReset)) in kiosk mode, off otherwise"
    ) {
        "After SECONDS without input go back to the first card and start a new session; \($0). Default: \($1)."
    }

    /// `--resume`.
    public static let resume = OptionSpec("resume", .switch, default: HelpText.onOff(app.resume)) {
        "Continue at the first card not yet decided in the log's last session (needs --log, or --kiosk). Default: \($1)."
    }

    /// `--kiosk-name NAME`.
    public static let kioskName = OptionSpec("kiosk-name", .value, value: "NAME", default: "the host name") {
        "The machine's name, written as kiosk in each decision line so a report over many machines' logs keeps them apart. Default: \($1)."
    }

    /// `--config FILE`: read before parsing (`ConfigFile`); not a config key itself.
    public static let config = OptionSpec("config", .value, value: "FILE", default: "") { _, _ in
        "Read options from FILE: key = value lines with the long flags' names (deck for DECK), # comments. Repeatable: files are read in order and a later file wins; the command line wins over all."
    }

    /// `--record FILE`.
    public static let record = OptionSpec("record", .value, value: "FILE", default: "off") {
        "Write the session's input (mouse, fingers, keys, window events, quit) to FILE as JSON lines, for bug reports and benchmarks (created or emptied). Default: \($1)."
    }

    /// `--replay FILE`.
    public static let replay = OptionSpec("replay", .value, value: "FILE", default: "off") {
        "Feed the input recorded in FILE back through SDL's event queue at its recorded pace; the app keeps running afterwards. Default: \($1)."
    }

    /// `--replay-exit`.
    public static let replayExit = OptionSpec("replay-exit", .switch, default: HelpText.onOff(app.replayExit)) {
        "With --replay: quit with status 0 once the last event is handled and the animations settle. Default: \($1)."
    }

    /// `--frame-stats FILE`.
    public static let frameStats = OptionSpec("frame-stats", .value, value: "FILE", default: "off") {
        "Write one JSON line per presented frame (start, work_ms, present, latency_ms) to FILE, and a summary line at exit. Default: \($1)."
    }

    /// `--screen-hours HOURS` (repeatable).
    public static let screenHours = OptionSpec(
        "screen-hours", .value, value: "HOURS", default: "\(app.screenHours)"
    ) {
        "Kiosk mode: the screen is on only in these hours of local time, black (panel off under X11, input ignored) outside them; each start begins a new session. [DAYS ]HH:MM-HH:MM, e.g. \"mon-fri 08:00-20:00\"; repeatable, or several joined by ;. Default: \($1)."
    }

    /// `--hide-cursor`.
    public static let hideCursor = OptionSpec("hide-cursor", .switch, default: HelpText.onOff(app.hideCursor)) {
        "Always hide the mouse pointer (kiosk mode otherwise hides it while input comes from touch and shows it when a mouse moves). Default: \($1)."
    }

    /// `--metrics FILE`.
    public static let metrics = OptionSpec("metrics", .value, value: "FILE", default: "off") {
        "Write the app's figures (decisions, frames, sessions, failures) in Prometheus text format to FILE, replaced whole every few seconds and at exit, e.g. for node_exporter's textfile collector; its folder must exist. Default: \($1)."
    }
}
