import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Which look the cards get: folder decks photo, manifests text or their "style", `--card-style` over both.
@Suite(.serialized) struct CardStyleChoiceTests {
    /// The top card's pixel near its top-left corner, inside the text card's margin (0.025 of the width in).
    func marginPixel(_ app: AppHarness) throws -> RGBA? {
        let c = app.card
        return try app.runtime.painter.renderer.readPixels().pixel(
            x: Int(c.minX + c.width * 0.025), y: Int(c.minY + c.height * 0.3))
    }

    @Test func aFolderDeckShowsPhotoCards() throws {
        let app = try AppHarness(pictures: ["a.png", "b.png"])
        #expect(app.runtime.holder.deck.defaultCardStyle == .photo)
        #expect(try marginPixel(app) == RGBA(200, 100, 50), "the picture reaches the card's edge")
    }

    @Test func cardStyleTextGivesAFolderDeckTextCards() throws {
        let app = try AppHarness(pictures: ["a.png", "b.png"]) { $0.cardStyle = .text }
        #expect(try marginPixel(app) != RGBA(200, 100, 50), "the picture sits inside a margin")
    }

    @Test func aManifestChoosesItsStyleAndTheCommandLineWins() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let plain = try folder.write("plain.json", "{\"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}")
        #expect(try DeckLoader.load(path: plain).deck.defaultCardStyle == .text)
        let photo = try folder.write(
            "photo.json", "{\"style\": \"photo\", \"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}")
        let loaded = try DeckLoader.load(path: photo)
        #expect(loaded.deck.defaultCardStyle == .photo && loaded.warnings.isEmpty)
        let bad = try folder.write("bad.json", "{\"style\": \"poster\", \"cards\": []}")
        #expect(
            throws: DeckError.invalidManifest(
                path: bad, reason: "\"style\" must be \"photo\" or \"text\", found \"poster\"")
        ) {
            try DeckLoader.load(path: bad)
        }
        #expect(try OptionParsing.cardStyle("TEXT") == .text)
        #expect(throws: OptionError.self) { try OptionParsing.cardStyle("glossy") }
    }
}
