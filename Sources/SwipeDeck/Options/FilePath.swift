/// A file an option names (`--record`, `--replay`, `--frame-stats`, `--metrics`, `--log`): the path as
/// given, absolute or relative to the working folder. Read from the flag as it is typed; the validator
/// (`AppOptions.checked()`) refuses an empty one, and `AppOptions.runFiles` lists the run's files for
/// the one same-file check.
public struct FilePath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The path as given, e.g. "frames.jsonl".
    public var text: String

    public init(_ text: String) { self.text = text }
    public init(stringLiteral text: String) { self.text = text }

    public var description: String { text }
}

/// Where the decision log goes: `--log FILE`, `--log -` (standard output), or in kiosk mode without
/// `--log` the kiosk's own log in the state folder (`AppOptions.resolved`). A string literal is read
/// as the flag reads its value: "-" is standard output, anything else a file.
public enum LogTarget: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// `--log -`: one line per decision on standard output; cannot be read back (`--resume`).
    case standardOutput
    /// `--log FILE`: appended to, created if missing (its folder must exist).
    case file(FilePath)
    /// The kiosk's log without `--log`: `$XDG_STATE_HOME/swipedeck/decisions.jsonl`
    /// (`StateDirectory.defaultLogPath`), whose folder the app creates.
    case kioskDefault(FilePath)

    /// `--log`'s value: "-" is standard output (`DecisionLog.standardOutputPath`), anything else a file.
    public init(_ text: String) {
        self = text == DecisionLog.standardOutputPath ? .standardOutput : .file(FilePath(text))
    }

    public init(stringLiteral text: String) { self.init(text) }

    /// The path `DecisionLog` opens: the file's, or "-" for standard output.
    public var path: String {
        switch self {
        case .standardOutput: DecisionLog.standardOutputPath
        case .file(let file), .kioskDefault(let file): file.text
        }
    }

    /// The file on disk, nil for standard output.
    public var file: FilePath? {
        switch self {
        case .standardOutput: nil
        case .file(let file), .kioskDefault(let file): file
        }
    }

    /// How the messages name the log: "--log", or "the kiosk's decision log" for the default one.
    public var optionName: String {
        if case .kioskDefault = self { return "the kiosk's decision log" }
        return OptionTable.log.flag
    }

    public var description: String { path }
}
