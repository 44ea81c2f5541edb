import Testing

@testable import swipedeck

/// `swipedeck --help`: the root's help with the run command's options in it, each flag once.
@Suite struct RootHelpTests {
    @Test func everyFlagIsListedOnce() {
        let lines = RootHelp.text(columns: 10_000).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let flags = lines.filter { $0.hasPrefix("--") || $0.hasPrefix("-h,") }.map { $0.prefix { $0 != " " } }
        #expect(flags.filter { $0 == "--version" }.count == 1)
        #expect(flags.filter { $0 == "-h," }.count == 1)
        #expect(Set(flags).count == flags.count)
        #expect(flags.contains("--window") && flags.contains("--log"))
    }

    @Test func theSubcommandsAreListed() {
        let help = RootHelp.text(columns: 10_000)
        #expect(help.contains("SUBCOMMANDS:") && help.contains("  report") && help.contains("  sync"))
    }
}
