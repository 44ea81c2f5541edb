import Foundation
import Glibc
import SwipeCore
import SwipeFormats
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Folders as cameras, phones and old file servers leave them: names that are not UTF-8, link loops,
/// files gone before they are painted, nothing at all. The deck keeps working through each.
@Suite(.serialized) struct HostileFolderTests {
    /// Writes a 4×4 PNG at the raw byte path `folder/name` (the name need not be UTF-8).
    static func writePicture(_ folder: String, _ name: [UInt8]) throws {
        let picture = try Surface(size: PixelSize(width: 4, height: 4))
        picture.fill(RGBA(40, 180, 90))
        let temp = folder + "/.picture-\(UUID().uuidString).png"
        try picture.savePNG(path: temp)
        let target = Array((folder + "/").utf8) + name
        #expect(RawPath.withCString(RawPath.encode(target)) { rename(temp, $0) } == 0)
    }

    static let latin1Name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(" 1.png".utf8) // "café 1.png" in Latin-1
    static let brokenName: [UInt8] = [0xFF, 0xFE, 0x80] + Array(".jpg".utf8)

    @Test func namesThatAreNotUTF8AreKeptReadableAndLoggedAsValidJSON() throws {
        let app = try AppHarness(deckPath: { folder in
            try folder.makeFolder("pics")
            for name in [Self.latin1Name, Self.brokenName, Array("plain.png".utf8)] {
                try Self.writePicture(folder.path + "/pics", name)
            }
            return folder.path + "/pics"
        })
        let deck = app.runtime.holder.deck
        #expect(deck.count == 3, "no name is dropped")
        #expect(deck.ids == ["caf\u{FFFD} 1", "plain", "\u{FFFD}\u{FFFD}\u{FFFD}"])
        #expect(deck.card(at: 0).title == "caf\u{FFFD} 1")
        let path = try #require(deck.card(at: 0).imagePath)
        #expect(
            RawPath.bytes(of: path) == Array((app.folder.path + "/pics/").utf8) + Self.latin1Name,
            "the file is still found")
        // The pictures are painted, not replaced by placeholders.
        let picture = try Surface.load(path: path)
        #expect(picture.pixel(x: 1, y: 1) == RGBA(40, 180, 90))
        for _ in 0..<3 { app.key(.right) }
        let text = try String(contentsOfFile: app.logPath, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "valid JSON: \(line)")
        }
        #expect(app.decisions.map(\.0) == deck.ids)
    }

    @Test func aNameThatIsNotUTF8NamesOneCardAcrossReloads() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        for name in [Self.latin1Name, Array("caf\u{FFFD} 1.png".utf8), Array("b.png".utf8)] {
            try Self.writePicture(dir.path, name)
        }
        let deck = try DeckLoader.load(path: dir.path).deck
        #expect(deck.count == 3)
        let find = deck.indexer()
        for i in 0..<deck.count { #expect(find(deck.key(at: i)) == i, "card \(i) is found by its own key") }
        #expect(deck.key(at: 0) != deck.key(at: 1), "a Latin-1 name and its look-alike with U+FFFD stay two cards")
        let reloaded = try DeckLoader.load(path: dir.path).deck
        for i in 0..<deck.count { #expect(reloaded.keeping(i, of: deck).count == 3, "no card is added twice") }
    }

    @Test func linkLoopsBetweenFilesAreSkipped() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        try Self.writePicture(dir.path, Array("good.png".utf8))
        #expect(symlink(dir.path + "/b.png", dir.path + "/a.png") == 0)
        #expect(symlink(dir.path + "/a.png", dir.path + "/b.png") == 0)
        #expect(symlink(dir.path + "/self.png", dir.path + "/self.png") == 0)
        #expect(symlink(dir.path + "/nowhere.png", dir.path + "/dangling.png") == 0)
        for recursive in [false, true] {
            let loaded = try DeckLoader.load(path: dir.path, recursive: recursive)
            #expect(loaded.deck.ids == ["good"], "recursive: \(recursive)")
        }
    }

    @Test func aFileDeletedAfterListingGivesAPlaceholderAndTheRestOfTheDeckWorks() throws {
        let app = try AppHarness(
            pictures: ["a.png", "b.png", "c.png"],
            afterLoad: { folder in
                try FileManager.default.removeItem(atPath: folder.path + "/pics/b.png")
            })
        #expect(app.runtime.holder.deck.count == 3)
        for _ in 0..<3 { app.key(.right) }
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["a:right", "b:right", "c:right"])
        #expect(app.runtime.controller.scene.isEmpty)
    }

    @Test func anEmptyFolderShowsTheEmptyViewAndKeysDoNothing() throws {
        let app = try AppHarness(deckPath: { folder in
            try folder.makeFolder("nothing"); return folder.path + "/nothing"
        })
        #expect(app.runtime.holder.deck.isEmpty)
        #expect(app.runtime.framesDrawn > 0, "the empty view is drawn")
        #expect(app.runtime.controller.scene.isEmpty)
        #expect(app.runtime.frameContent.counter == "0 / 0")
        app.key(.right); app.key(.backspace); app.key(.enter)
        #expect(app.decisions.isEmpty)
        #expect(app.runtime.isRunning)
    }
}
