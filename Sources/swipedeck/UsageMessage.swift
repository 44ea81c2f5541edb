import ArgumentParser

/// The one line (and usage) a usage error prints: prefixed "swipedeck: error:" like every error the
/// app prints, and with ArgumentParser's "Did you mean '--X'?" kept only when the flag typed is
/// close to `--X` (a slip, not another word).
enum UsageMessage {
    /// The full message for `error` (its `OptionError`'s words when it carries one), with the usage of
    /// `command` when the error came from running it (`report`'s own usage for a report's error).
    static func text(for error: Error, command: (any ParsableCommand.Type)? = nil) -> String {
        let plain = OptionMessages.plain(error)
        var text =
            command.map {
                "Error: " + SwipeDeckRoot.message(for: plain) + "\nUsage: " + SwipeDeckRoot.usageString(for: $0)
                    + "\n  See 'swipedeck \($0.configuration.commandName ?? "") --help' for more information."
            }
            ?? SwipeDeckRoot.fullMessage(for: plain)
        if text.hasPrefix("Error: ") { text = "swipedeck: error: " + text.dropFirst("Error: ".count) }
        return withoutFarSuggestion(text)
    }

    /// `text` without "Did you mean 'S'?" after "Unknown option 'F'." when F and S are far apart.
    static func withoutFarSuggestion(_ text: String) -> String {
        guard let unknown = text.range(of: "Unknown option '"),
            let unknownEnd = text[unknown.upperBound...].firstIndex(of: "'"),
            let hint = text.range(of: " Did you mean '"),
            let hintEnd = text[hint.upperBound...].firstIndex(of: "'")
        else { return text }
        let typed = text[unknown.upperBound..<unknownEnd].drop { $0 == "-" }
        let offered = text[hint.upperBound..<hintEnd].drop { $0 == "-" }
        guard !isClose(String(typed), String(offered)) else { return text }
        var cut = text
        cut.removeSubrange(hint.lowerBound...text.index(after: hintEnd))
        return cut
    }

    /// Whether `a` is a slip of `b`: an edit distance of at most a quarter of the shorter word, plus one.
    static func isClose(_ a: String, _ b: String) -> Bool {
        editDistance(Array(a), Array(b)) <= min(a.count, b.count) / 4 + 1
    }

    /// Levenshtein distance: insertions, deletions and substitutions of one character.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let kept = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = kept
            }
        }
        return row[b.count]
    }
}
