/// A config file for `--config FILE`: the command-line options as `key = value` lines.
///
/// ```
/// # the museum's kiosk
/// kiosk = true
/// layout = scaled
/// idle-reset = 90
/// deck = /srv/exhibits
/// ```
/// Keys are the long flags of `swipedeck run` without their dashes (`deck` is the DECK argument): the
/// names in `OptionTable`, which also says each key's kind (switch or value). A new flag is a new key,
/// parsed by the same `transform:` into the same type, a bad value refused with the same message plus
/// the file and line. `#` starts
/// a comment line; blank lines are skipped; `true`/`false` (also yes/no, on/off) turn a switch on or
/// leave it off; an option that takes a value takes the text as it is (`arguments(takesValue:)`).
/// Options given on the command line win (`keysGiven(in:)`). Several files (`--config a.conf
/// --config b.conf`) are read in order: for a key set in more than one, the later file wins (`merged`).
public enum ConfigFile {
    /// One `key = value` line.
    public struct Entry: Hashable, Sendable {
        /// The file's name as given to `parse`, for messages.
        public var file: String
        /// 1-based line number, for messages.
        public var line: Int
        public var key: String
        public var value: String

        /// The command-line arguments this line stands for when its key is a switch (or unknown):
        /// `["--key"]` for true, none for false, `["--key", value]` for anything else (which the
        /// switch refuses), `[value]` for `deck`.
        public var arguments: [String] { arguments(takesValue: false) }

        /// The command-line arguments this line stands for: for a key that takes a value always
        /// `["--key", value]` ("no" is a kiosk name or a label like any other text), otherwise
        /// `arguments`' switch forms; `[value]` for `deck`.
        public func arguments(takesValue: Bool) -> [String] {
            if key == "deck" { return [value] }
            if takesValue { return ["--" + key, value] }
            switch value.lowercased() {
            case "true", "yes", "on": return ["--" + key]
            case "false", "no", "off": return []
            default: return ["--" + key, value]
            }
        }

        /// Where the line is, for messages: "k.conf line 3".
        public var place: String { "\(file) line \(line)" }
    }

    /// Parses config `text`. Throws an `OptionError` naming `name` and the line for a line that is
    /// not `key = value` or names `config` itself.
    public static func parse(_ text: String, name: String) throws(OptionError) -> [Entry] {
        var entries: [Entry] = []
        for (n, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingSpaces()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let eq = line.firstIndex(of: "=") else {
                throw OptionError(
                    option: "--config",
                    message: "\(name) line \(n + 1): expected key = value, got \(OptionParsing.quote(line))")
            }
            let key = line[..<eq].trimmingSpaces(), value = line[line.index(after: eq)...].trimmingSpaces()
            guard !key.isEmpty, key != "config", key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                throw OptionError(
                    option: "--config", message: "\(name) line \(n + 1): unknown key \(OptionParsing.quote(key))")
            }
            entries.append(Entry(file: name, line: n + 1, key: key, value: value))
        }
        return entries
    }

    /// The entries of several files (each as `parse` gave it), in the order the files were given, with
    /// one entry per key: the last one read, at the place of the key's first line. So a later file's
    /// `kiosk = false` turns off an earlier file's `kiosk = true`.
    public static func merged(_ files: [[Entry]]) -> [Entry] {
        var result: [Entry] = []
        var position: [String: Int] = [:]
        for entry in files.joined() {
            if let at = position[entry.key] {
                result[at] = entry
            } else {
                position[entry.key] = result.count; result.append(entry)
            }
        }
        return result
    }

    /// The keys `arguments` (command-line arguments, without the program and subcommand names) set
    /// as long flags (`--key VALUE`, `--key=VALUE` or `--key`), up to a `--`: a config line with one
    /// of these keys is overridden. The DECK argument is not among them (the caller knows it).
    public static func keysGiven(in arguments: [String]) -> Set<String> {
        var keys: Set<String> = []
        for argument in arguments {
            if argument == "--" { break }
            guard argument.hasPrefix("--") else { continue }
            keys.insert(String(argument.dropFirst(2).prefix { $0 != "=" }))
        }
        return keys
    }
}
