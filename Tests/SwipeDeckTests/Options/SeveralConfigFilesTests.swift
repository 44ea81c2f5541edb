import Foundation
import SwipeDeck
import Testing

/// `--config a.conf --config b.conf`: both files are read in order, a later file wins, the command line
/// wins over all.
@Suite struct SeveralConfigFilesTests {
    @Test func aLaterFileWinsKeyByKeyFalseIncluded() throws {
        let site = try ConfigFile.parse("kiosk = true\nlayout = scaled\nidle-reset = 90\n", name: "site.conf")
        let screen = try ConfigFile.parse("layout = collect\nkiosk = false\nvisible = 2\n", name: "screen.conf")
        let merged = ConfigFile.merged([site, screen])
        #expect(merged.map(\.key) == ["kiosk", "layout", "idle-reset", "visible"])
        #expect(merged.flatMap(\.arguments) == ["--layout", "collect", "--idle-reset", "90", "--visible", "2"])
    }

    @Test func withinOneFileTheLastLineWins() throws {
        let entries = try ConfigFile.parse("layout = scaled\nlayout = inset\n", name: "k.conf")
        #expect(ConfigFile.merged([entries]).flatMap(\.arguments) == ["--layout", "inset"])
    }

    @Test(.enabled(if: ExecutableTests.binaryExists, "build swipedeck first (swift build)"))
    func theSecondFileIsReadAndTheCommandLineStillWins() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let good = try folder.write("good.conf", "window = 640x480\n")
        let bad = try folder.write("bad.conf", "window = 12\n")
        let runner = ExecutableTests()
        let second = try runner.run(["--config", good, "--config", bad])
        #expect(second.status == 2, "the second file's value is read (and wins): \(second.stderr)")
        #expect(second.stderr.contains("--window: expected WIDTHxHEIGHT"), "\(second.stderr)")
        let unknown = try folder.write("unknown.conf", "# two\nbogus = 1\n")
        let named = try runner.run(["--config", good, "--config=\(unknown)"])
        #expect(named.status == 2)
        #expect(named.stderr.contains("unknown.conf line 2: unknown key \"bogus\""), "\(named.stderr)")
        let overridden = try runner.run(
            ["--config", good, "--config", bad, "--window", "640x480"],
            environment: ["SDL_VIDEODRIVER": "dummy"], terminateAfter: 1.0)
        #expect(overridden.status == 0, "the command line wins over both: \(overridden.stderr)")
        let firstWins = try runner.run(
            ["--config", bad, "--config", good],
            environment: ["SDL_VIDEODRIVER": "dummy"], terminateAfter: 1.0)
        #expect(firstWins.status == 0, "the later good file wins over the earlier bad value: \(firstWins.stderr)")
    }
}
