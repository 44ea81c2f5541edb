import ArgumentParser
import Foundation
import SwipeDeck
import Testing

@testable import swipedeck

/// `--metrics FILE` from the command line and from a config file's `metrics =` line, and its errors.
@Suite struct HealthFlagsTests {
    func command(_ arguments: [String]) throws -> SwipeDeckCommand {
        try #require(try SwipeDeckRoot.parseAsRoot(try ConfigArguments.expand(arguments)) as? SwipeDeckCommand)
    }

    @Test func theFlagAndTheConfigKeyGiveThePath() throws {
        #expect(try command([]).options.metricsPath == nil)
        #expect(try command(["--metrics", "/var/m.prom"]).options.metricsPath == "/var/m.prom")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipedeck-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("k.conf").path
        try "metrics = /srv/textfiles/swipedeck.prom\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(try command(["--config", config]).options.metricsPath == "/srv/textfiles/swipedeck.prom")
        #expect(try command(["--config", config, "--metrics", "/x.prom"]).options.metricsPath == "/x.prom")
    }

    @Test func anEmptyPathOrTheLogsIsRefusedNamingTheFlag() throws {
        let empty = #expect(throws: OptionError.self) { try command(["--metrics", ""]).options.checked() }
        #expect(empty?.description == "--metrics: the metrics file path is empty")
        let log = #expect(throws: OptionError.self) {
            try command(["--metrics", "d.jsonl", "--log", "d.jsonl"]).options.checked()
        }
        #expect(log?.description == "--metrics: \"d.jsonl\" is also given to another option; use a file of its own")
    }
}
