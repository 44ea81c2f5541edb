import ArgumentParser
import Foundation
import SwipeDeck
import Testing

@testable import swipedeck

/// `--high-contrast` from the command line and from a config file's `high-contrast =` line.
@Suite struct HighContrastFlagTests {
    func command(_ arguments: [String]) throws -> SwipeDeckCommand {
        try #require(try SwipeDeckRoot.parseAsRoot(try ConfigArguments.expand(arguments)) as? SwipeDeckCommand)
    }

    @Test func theFlagAndTheConfigKeyTurnItOn() throws {
        #expect(try command([]).options.highContrast == AppOptions.defaults.highContrast)
        #expect(!AppOptions.defaults.highContrast)
        #expect(try command(["--high-contrast"]).options.highContrast)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipedeck-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let on = folder.appendingPathComponent("on.conf").path, off = folder.appendingPathComponent("off.conf").path
        try "high-contrast = true\n".write(toFile: on, atomically: true, encoding: .utf8)
        try "high-contrast = no\n".write(toFile: off, atomically: true, encoding: .utf8)
        #expect(try command(["--config", on]).options.highContrast)
        #expect(try !command(["--config", off]).options.highContrast)
        #expect(throws: (any Error).self) { try command(["--high-contrast=maybe"]) }
    }
}
