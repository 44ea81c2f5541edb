import SwipeCore

/// A config file for `--config FILE`: the command-line options as `key = value` lines.
///
/// ```
/// # the museum's kiosk
/// kiosk = true
/// layout = scaled
/// idle-reset = 90
/// deck = /srv/exhibits
/// ```
/// Keys are the long flags without their dashes (`deck` is the DECK argument); `#` starts a comment
/// line; blank lines are skipped; `true`/`false` (also yes/no, on/off) turn a flag on or leave it off,
/// except for the labels (`label-right = No` is the word "No": `Labels.Key.optionNames`).
/// Options given on the command line win. Several files (`--config a.conf --config b.conf`) are read
/// in order: for a key set in more than one, the later file wins (`merged`).
public enum ConfigFile {
    /// One `key = value` line.
    public struct Entry: Hashable, Sendable {
        /// 1-based line number, for messages.
        public var line: Int
        public var key: String
        public var value: String

        /// The command-line arguments this line stands for: `["--key", value]`, `["--key"]` for a true
        /// flag, none for a false one, `[value]` for `deck`.
        public var arguments: [String] {
            if key == "deck" { return [value] }
            if Labels.Key.optionNames.contains(key) { return ["--" + key, value] }   // "No" is a label, not off
            switch value.lowercased() {
            case "true", "yes", "on": return ["--" + key]
            case "false", "no", "off": return []
            default: return ["--" + key, value]
            }
        }
    }

    /// Parses config `text`. Throws an `OptionError` naming `name` and the line for a line that is
    /// not `key = value` or names `config` itself.
    public static func parse(_ text: String, name: String) throws(OptionError) -> [Entry] {
        var entries: [Entry] = []
        for (n, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingSpaces()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let eq = line.firstIndex(of: "=") else {
                throw OptionError(option: "--config", message: "\(name) line \(n + 1): expected key = value, got \(OptionParsing.quote(line))")
            }
            let key = line[..<eq].trimmingSpaces(), value = line[line.index(after: eq)...].trimmingSpaces()
            guard !key.isEmpty, key != "config", key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                throw OptionError(option: "--config", message: "\(name) line \(n + 1): unknown key \(OptionParsing.quote(key))")
            }
            entries.append(Entry(line: n + 1, key: key, value: value))
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
            if let at = position[entry.key] { result[at] = entry } else { position[entry.key] = result.count; result.append(entry) }
        }
        return result
    }
}
