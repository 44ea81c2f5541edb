import ArgumentParser
import Foundation
import SwipeDeck
import Testing

@testable import swipedeck

/// `report --paths`: the decided cards' files, to move or copy them.
@Suite struct ReportPathsTests {
    /// A folder deck of three tiny pictures (one name with a space); its path.
    func photoFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swipedeck-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A 1×1 PNG.
        let png = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")!
        for name in ["01 beach.png", "02_dog.png", "03_cat.png"] {
            try png.write(to: folder.appendingPathComponent(name))
        }
        return folder.path
    }

    func row(_ card: String, _ decision: String, session: String = "a") -> DecisionReport.Row {
        DecisionReport.Row(session: session, card: card, index: 0, decision: decision)
    }

    @Test func eachDecidedFileOnceNulEndedForXargs() throws {
        let deck = try photoFolder()
        defer { try? FileManager.default.removeItem(atPath: deck) }
        let flags = try ReportPathFlags.parse(["--paths", "--deck", deck, "-0"])
        let rows = [row("01 beach", "right"), row("03_cat", "right"), row("01 beach", "right", session: "b")]
        #expect(try flags.text(rows) == "\(deck)/01 beach.png\0\(deck)/03_cat.png\0")
    }

    @Test func cardsTheDeckDoesNotHoldAreLeftOut() throws {
        let deck = try photoFolder()
        defer { try? FileManager.default.removeItem(atPath: deck) }
        let flags = try ReportPathFlags.parse(["--paths", "--deck", deck])
        #expect(try flags.text([row("gone", "right"), row("02_dog", "left")]) == "\(deck)/02_dog.png\n")
    }

    @Test func flagsThatDoNotGoTogetherAreRefused() throws {
        #expect(throws: ValidationError.self) {
            try ReportPathFlags.parse(["--paths"]).check(byCard: false, json: false, database: nil)
        }
        #expect(throws: ValidationError.self) {
            try ReportPathFlags.parse(["--paths", "--deck", "d"]).check(byCard: true, json: false, database: nil)
        }
        #expect(throws: ValidationError.self) {
            try ReportPathFlags.parse(["-0"]).check(byCard: false, json: false, database: nil)
        }
    }
}
