import Foundation
import Testing

@testable import SwipeDeck

/// A deck.json whose bytes are hostile (issue 30, red team round 3: invalid UTF-8 or a NUL in
/// deck.json): bytes that are not UTF-8 and a raw NUL inside a string are refused with the file,
/// line and column; a NUL written as `\u0000` is text like any other, and the card loads.
@Suite struct ManifestBytesTests {
    /// Loads a deck.json holding `bytes`; the deck, or the error's text.
    private func load(_ bytes: [UInt8]) throws -> (deck: Deck?, error: String?, path: String) {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/deck.json"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do { return (try DeckLoader.load(path: path).deck, nil, path) } catch { return (nil, error.description, path) }
    }

    @Test func bytesThatAreNotUTF8AreRefusedWithTheirPlace() throws {
        let bytes = Array(#"{"cards":[{"id":"a","title":"caf"#.utf8) + [0xFF, 0xFE] + Array(#""}]}"#.utf8)
        let (deck, error, path) = try load(bytes)
        #expect(deck == nil)
        #expect(error == "\(path):1:29: invalid JSON: string is not valid UTF-8")
    }

    @Test func anOverlongOrCutSequenceIsRefusedToo() throws {
        // C0 80 (an overlong NUL) and a sequence cut by the closing quote.
        for bad: [UInt8] in [[0xC0, 0x80], [0xE2, 0x82]] {
            let bytes = Array(#"{"cards":[{"id":"a","title":"x"#.utf8) + bad + Array(#""}]}"#.utf8)
            let error = try load(bytes).error
            #expect(error?.contains("invalid JSON: string is not valid UTF-8") == true, "\(bad): \(error ?? "loaded")")
        }
    }

    @Test func aRawNULInAStringIsRefusedWithItsPlace() throws {
        let bytes = Array(#"{"cards":[{"id":"a","title":"ab"#.utf8) + [0] + Array(#"cd"}]}"#.utf8)
        let (deck, error, path) = try load(bytes)
        #expect(deck == nil)
        #expect(error == "\(path):1:32: invalid JSON: control character (byte 0x0) inside a string; escape it")
    }

    @Test func aNULWrittenAsAnEscapeIsText() throws {
        let (deck, error, _) = try load(Array(#"{"cards":[{"id":"a\u0000b","title":"x\u0000y"}]}"#.utf8))
        let loaded = try #require(deck, "\(error ?? "")")
        #expect(loaded.count == 1)
        #expect(loaded.card(at: 0).id == "a\u{0}b")
        #expect(loaded.card(at: 0).title == "x\u{0}y")
    }
}
