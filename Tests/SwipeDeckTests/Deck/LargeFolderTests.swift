import Foundation
import Glibc
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

@Suite struct LargeFolderTests {
    /// Creates `count` empty files img000001.jpg… in `dir` with plain syscalls (fast).
    func makeEmptyPictures(_ count: Int, in dir: TempFolder) {
        for i in 1...count {
            let fd = open(dir.path + "/img" + String(format: "%06d", i) + ".jpg", O_CREAT | O_WRONLY, 0o644)
            close(fd)
        }
    }

    @Test func twentyThousandPicturesKeepOnlyPackedNames() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let n = 20_000
        makeEmptyPictures(n, in: dir)
        let loaded = try DeckLoader.load(path: dir.path) // its time: make bench, the 100,000-picture listing
        #expect(loaded.deck.count == n)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.deck.listing != nil, "a folder deck keeps names, not cards")
        // "img000001.jpg" is 13 bytes plus a 4-byte offset: far below one CardFace per file.
        #expect(loaded.deck.storageBytes <= n * 24, "storage \(loaded.deck.storageBytes) bytes for \(n) pictures")
        #expect(MemoryLayout<DeckCard>.stride * n > loaded.deck.storageBytes * 4)
        #expect(loaded.deck.card(at: 0).id == "img000001")
        #expect(loaded.deck.card(at: n - 1).id == "img" + String(format: "%06d", n))
        #expect(loaded.deck.card(at: 41).imagePath == dir.path + "/img000042.jpg")
    }

    @Test func listingFindsAndInsertsNamesInNaturalOrder() {
        let names = ["a1.png", "a2.png", "a10.png", "b.png"].map { Array($0.utf8) }
        let listing = FolderListing(root: "/d", sortedNames: names)
        #expect(listing.index(ofName: "a10.png") == 2)
        #expect(listing.index(ofName: "a3.png") == nil)
        let bigger = listing.inserting("a3.png")
        #expect((0..<bigger.count).map(bigger.name(at:)) == ["a1.png", "a2.png", "a3.png", "a10.png", "b.png"])
        #expect(bigger.inserting("a3.png") == bigger)
    }

    @Test func recursiveTakesSubfoldersAndSurvivesSymlinkLoops() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        try dir.write("top.png")
        try dir.write("2024/beach.jpg")
        try dir.write("2024/summer/sea10.png")
        try dir.write("2024/summer/sea2.png")
        try dir.write("2024/.hidden/x.png")
        try dir.write(".cache/y.png")
        try dir.write("2024/notes.txt")
        #expect(symlink(dir.path, dir.path + "/2024/loop") == 0) // a loop back to the root
        #expect(symlink(dir.path + "/top.png", dir.path + "/2024/link.png") == 0) // a link to a file counts

        let flat = try DeckLoader.load(path: dir.path)
        #expect(flat.deck.ids == ["top"])

        let deep = try DeckLoader.load(path: dir.path, recursive: true)
        #expect(deep.deck.ids == ["2024/beach", "2024/link", "2024/summer/sea2", "2024/summer/sea10", "top"])
        #expect(deep.deck.card(at: 0).title == "2024/beach")
        #expect(deep.deck.card(at: 0).imagePath == dir.path + "/2024/beach.jpg")
    }

    @Test func manifestWithThousandsOfCards() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let entries = (0..<5000).map { "{\"id\": \"c\($0)\", \"title\": \"Card \($0)\"}" }
        let path = try dir.write("deck.json", "{\"cards\": [\(entries.joined(separator: ","))]}")
        let loaded = try DeckLoader.load(path: path)
        #expect(loaded.deck.count == 5000)
        #expect(loaded.deck.card(at: 4999).id == "c4999")
    }
}
