import Testing

@testable import SwipeDeck

/// `--config FILE`: lines to command-line arguments.
@Suite struct ConfigFileTests {
    @Test func linesBecomeArguments() throws {
        let text = "# kiosk\n\nlayout = scaled\r\nkiosk = true\nloop = off\n  idle-reset=90  \ndeck = /srv/deck one\n"
        let entries = try ConfigFile.parse(text, name: "k.conf")
        #expect(entries.map(\.line) == [3, 4, 5, 6, 7])
        #expect(
            entries.flatMap(\.arguments) == ["--layout", "scaled", "--kiosk", "--idle-reset", "90", "/srv/deck one"])
    }

    @Test func badLinesNameTheirLineNumber() {
        #expect(throws: OptionError(option: "--config", message: "k.conf line 2: expected key = value, got \"kiosk\""))
        {
            try ConfigFile.parse("layout = scaled\nkiosk\n", name: "k.conf")
        }
        #expect(throws: OptionError(option: "--config", message: "k.conf line 1: unknown key \"config\"")) {
            try ConfigFile.parse("config = other.conf\n", name: "k.conf")
        }
    }
}
