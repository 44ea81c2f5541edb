import Foundation
import SwipeSDL
import Testing

@testable import SwipeDeck

/// A manifest's `image` may not lead outside the deck's folder through symbolic links (issue 10,
/// item 16): the picture and every folder on the way are resolved and must stay inside.
@Suite struct ManifestConfinementTests {
    /// A deck folder `deck` and a folder `outside` beside it holding `secret.png`, in one temp folder.
    struct Layout {
        let temp: TempFolder
        var deck: String { temp.path + "/deck" }
        var outside: String { temp.path + "/outside" }

        init() throws {
            temp = try TempFolder()
            try temp.write("outside/secret.png", "not for the deck")
            try temp.write("deck/real/a.png", "inside")
        }

        func link(_ name: String, to target: String) {
            #expect(symlink(target, deck + "/" + name) == 0, "symlink \(name): \(String(cString: strerror(errno)))")
        }

        func load(_ cards: [(id: String, image: String)]) throws -> LoadedDeck {
            let entries = cards.map { "{\"id\": \"\($0.id)\", \"title\": \"T\", \"image\": \"\($0.image)\"}" }
            try temp.write("deck/deck.json", "{\"cards\": [\(entries.joined(separator: ", "))]}")
            return try DeckLoader.load(path: deck)
        }
    }

    @Test func aLinkToAFileOutsideTheDeckIsRefusedWithAWarningNamingTheCard() throws {
        let layout = try Layout(); defer { layout.temp.remove() }
        layout.link("evil.png", to: layout.outside + "/secret.png")
        layout.link("shadow.png", to: "/etc/shadow")
        let loaded = try layout.load([("evil", "evil.png"), ("shadow", "shadow.png")])
        #expect(loaded.deck.card(at: 0).imagePath == nil, "the picture outside is not shown")
        #expect(loaded.deck.card(at: 1).imagePath == nil)
        #expect(loaded.warnings.count == 2)
        let warning = try #require(loaded.warnings.first)
        #expect(warning.contains("card 1 (\"evil\")") && warning.contains("outside the deck's folder"), "\(warning)")
        #expect(warning.contains(layout.outside + "/secret.png"), "names where the link leads: \(warning)")
    }

    @Test func aLinkedFolderOutsideTheDeckIsRefused() throws {
        let layout = try Layout(); defer { layout.temp.remove() }
        layout.link("pics", to: layout.outside)
        let loaded = try layout.load([("s", "pics/secret.png")])
        #expect(loaded.deck.card(at: 0).imagePath == nil)
        let warning = try #require(loaded.warnings.first)
        #expect(warning.contains("card 1 (\"s\")") && warning.contains("through \(layout.deck)/pics"), "\(warning)")
    }

    @Test func aPathThatLeavesTheDeckAndComesBackIsRefused() throws {
        let layout = try Layout(); defer { layout.temp.remove() }
        // deck/out → outside; outside/back → deck/real/a.png: the end is inside, the way is not.
        layout.link("out", to: layout.outside)
        #expect(symlink(layout.deck + "/real/a.png", layout.outside + "/back.png") == 0)
        let loaded = try layout.load([("b", "out/back.png")])
        #expect(loaded.deck.card(at: 0).imagePath == nil)
        #expect(loaded.warnings.count == 1)
    }

    @Test func linksThatStayInsideTheDeckAreFine() throws {
        let layout = try Layout(); defer { layout.temp.remove() }
        layout.link("alias.png", to: "real/a.png")
        layout.link("folder", to: layout.deck + "/real")
        let loaded = try layout.load([("a", "alias.png"), ("f", "folder/a.png"), ("r", "real/a.png")])
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        for i in 0..<3 { #expect(loaded.deck.card(at: i).imagePath == layout.deck + "/real/a.png") }
    }

    @Test func aDeckReachedThroughALinkKeepsItsPictures() throws {
        let layout = try Layout(); defer { layout.temp.remove() }
        _ = try layout.load([("r", "real/a.png")])
        let alias = layout.temp.path + "/deck-alias"
        #expect(symlink(layout.deck, alias) == 0)
        let loaded = try DeckLoader.load(path: alias)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.deck.card(at: 0).imagePath == layout.deck + "/real/a.png")
    }

    @Test func insideIsDecidedOnWholeComponentsAsBytes() {
        let root = Array("/decks/lunch".utf8)
        #expect(ImageConfinement.isInside(Array("/decks/lunch/a.png".utf8), root: root))
        #expect(ImageConfinement.isInside(root, root: root))
        #expect(
            !ImageConfinement.isInside(Array("/decks/lunchbox/a.png".utf8), root: root), "a sibling sharing the prefix")
        #expect(!ImageConfinement.isInside(Array("/decks".utf8), root: root))
        // The same name in another Unicode spelling is another folder.
        let composed = Array("/decks/caf\u{E9}".utf8), decomposed = Array("/decks/cafe\u{301}/a.png".utf8)
        #expect(!ImageConfinement.isInside(decomposed, root: composed))
        #expect(ImageConfinement.isInside(Array("/anything".utf8), root: Array("/".utf8)))
    }
}
