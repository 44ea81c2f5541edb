import Foundation
import SwipeDeck
import SwipeSDL
import Testing

@Suite struct FolderDeckTests {
    @Test func picturesSortedNaturallyHiddenAndOtherFilesSkipped() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        for name in ["b.png", "a10.JPG", "a2.jpeg", "C.webp", "notes.txt", ".hidden.png", "z.tiff", "y.gif", "noext"] {
            try dir.write(name)
        }
        try dir.makeFolder("sub.png") // a folder named like a picture is skipped
        try dir.write("sub.png/inner.png")

        let loaded = try DeckLoader.load(path: dir.path)
        #expect(
            loaded.warnings == [
                "\(dir.path): skipped 1 picture in formats SwipeDeck cannot show (TIFF), e.g. z.tiff; convert them to JPEG or PNG to show them"
            ])
        #expect(
            loaded.deck.ids == ["a2", "a10", "b", "C", "y"],
            "TIFF is left out: its size cannot be checked before decoding")
        #expect(loaded.deck.count == 5)
        let first = loaded.deck.card(at: 3)
        #expect(first.title == "C")
        #expect(first.subtitle == "")
        #expect(first.imagePath == dir.path + "/C.webp")
        #expect(DeckColors.palette.contains(first.background))
        #expect(loaded.deck.name == (dir.path as NSString).lastPathComponent)
        #expect(loaded.deck.sourcePath == dir.path)
    }

    @Test func colourIsDeterministicPerName() {
        #expect(DeckColors.color(forName: "panda") == DeckColors.color(forName: "panda"))
        let colours = Set(["a", "b", "c", "d", "e", "f", "g", "h"].map(DeckColors.color(forName:)))
        #expect(colours.count > 1)
    }

    @Test func emptyFolderGivesEmptyDeckAndWarning() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        try dir.write("readme.md")
        let loaded = try DeckLoader.load(path: dir.path)
        #expect(loaded.deck.isEmpty)
        #expect(loaded.warnings == ["no images in \(dir.path)"])
    }

    @Test func phonePicturesInFormatsItCannotShowAreCountedInAWarning() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        for name in ["IMG_0010.HEIC", "IMG_0002.heic", "scan.TIF", "raw/DSC_1.NEF", "notes.txt", "ok.jpg"] {
            try dir.write(name)
        }
        let flat = try DeckLoader.load(path: dir.path)
        #expect(flat.deck.ids == ["ok"])
        #expect(
            flat.warnings == [
                "\(dir.path): skipped 3 pictures in formats SwipeDeck cannot show (HEIC, TIF), e.g. IMG_0002.heic; convert them to JPEG or PNG to show them"
            ])
        let deep = try DeckLoader.load(path: dir.path, recursive: true)
        #expect(
            deep.warnings.first?.contains("skipped 4 pictures in formats SwipeDeck cannot show (HEIC, NEF, TIF)")
                == true)
    }

    @Test func missingPathIsNotFound() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let path = dir.path + "/nope"
        #expect(throws: DeckError.notFound(path: path)) { try DeckLoader.load(path: path) }
        #expect(DeckError.notFound(path: path).description == "deck not found: \(path)")
    }

    @Test func sameStemTwiceWarns() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        try dir.write("cat.png"); try dir.write("cat.jpg")
        let loaded = try DeckLoader.load(path: dir.path)
        #expect(loaded.deck.ids == ["cat", "cat"])
        #expect(loaded.warnings.count == 1)
        #expect(loaded.warnings.first?.contains("cat.jpg and cat.png") == true)
    }

    @Test func naturalOrder() {
        let names = ["img10.png", "img2.png", "img1.png", "Img3.png", "img02.png", "a.png"]
        #expect(
            names.sorted(by: NaturalOrder.precedes) == [
                "a.png", "img1.png", "img02.png", "img2.png", "Img3.png", "img10.png",
            ]) // case folded; numeric tie: byte order
    }
}

/// Loading a deck while the window opens gives the same deck, and the same errors, as loading it at once.
@Suite struct PendingDeckTests {
    @Test func folderLoadedInTheBackgroundEqualsADirectLoad() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        for name in ["img10.png", "img2.png", "b.jpg", "notes.txt"] { _ = try folder.write(name, "x") }
        let pending = try PendingDeck(path: folder.path, recursive: false)
        let direct = try DeckLoader.load(path: folder.path)
        let waited = try pending.wait()
        #expect(pending.isReady)
        #expect(waited == direct)
        #expect((0..<waited.deck.count).map { waited.deck.card(at: $0).id } == ["b", "img2", "img10"])
    }

    @Test func aManifestIsReadyAtOnce() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        _ = try folder.write("deck.json", "{\"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}")
        #expect(try PendingDeck(path: folder.path, recursive: false).isReady)
    }

    @Test func missingPathFailsAtOnce() {
        #expect(throws: DeckError.self) { _ = try PendingDeck(path: "/nonexistent/deck", recursive: false) }
    }

    @Test func badManifestFailsAtOnce() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        _ = try folder.write("deck.json", "{\"cards\": [")
        #expect(throws: DeckError.self) { _ = try PendingDeck(path: folder.path, recursive: false) }
    }
}
