import ArgumentParser
import Foundation

/// `swipedeck --help`: the root's help (overview, usage, its own options, the subcommands) with the
/// run command's arguments and options in it, since running a deck is what the command mostly does.
enum RootHelp {
    /// True when `arguments` (without the program name) ask for the root's help only.
    static func isRequested(_ arguments: [String]) -> Bool {
        arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"]
    }

    /// The root's help text with the run command's ARGUMENTS and OPTIONS sections, titled
    /// "RUN ARGUMENTS:" and "RUN OPTIONS:", put before the root's own OPTIONS.
    static func text(columns: Int? = nil) -> String {
        let root = SwipeDeckRoot.helpMessage(columns: columns)
        let run = SwipeDeckRoot.helpMessage(for: SwipeDeckCommand.self, columns: columns)
        let runSections = sections(of: run).filter { $0.title == "ARGUMENTS:" || $0.title == "OPTIONS:" }
            .map {
                "RUN "
                    + $0.text.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix("  -h, --help") && !$0.hasPrefix("  --version") }.joined(separator: "\n")
            }
        var out: [String] = []
        var inserted = false
        for section in sections(of: root) {
            if !inserted, section.title == "OPTIONS:" || section.title == "SUBCOMMANDS:" {
                out += runSections; inserted = true
            }
            out.append(section.text)
        }
        if !inserted { out += runSections }
        return out.joined(separator: "\n\n") + "\n"
    }

    /// A help text cut at its blank lines into sections, each titled by its first line.
    private static func sections(of help: String) -> [(title: String, text: String)] {
        help.components(separatedBy: "\n\n").compactMap { block in
            let trimmed = block.trimmingCharacters(in: .newlines)
            guard !trimmed.isEmpty else { return nil }
            return (String(trimmed.prefix { $0 != "\n" }), trimmed)
        }
    }
}
