import SwipeCore
import Testing

@testable import SwipeDeck

/// Folder decks in the order file managers show: numbers by value, case folded, accents after their
/// base letter, ties in byte order.
@Suite struct NaturalFolderOrderTests {
    func sorted(_ names: [String]) -> [String] {
        NaturalSortKey.sortedOrder(of: names.map { Array($0.utf8) }).map { names[$0] }
    }

    @Test func caseIsFoldedAndNumbersCompareByValue() {
        let names = ["Zebra.png", "img10.png", "IMG3.png", "apple.png", "Img2.png", "banana.png"]
        let expected = ["apple.png", "banana.png", "Img2.png", "IMG3.png", "img10.png", "Zebra.png"]
        #expect(sorted(names) == expected)
        #expect(names.sorted(by: NaturalOrder.precedes) == expected)
    }

    @Test func accentsComeRightAfterTheirBaseLetter() {
        let names = ["zoo", "f", "école", "ecole", "Ecole", "eclair", "Émile", "Ärger", "azur", "b"]
        let expected = ["Ärger", "azur", "b", "eclair", "Ecole", "ecole", "école", "Émile", "f", "zoo"]
        #expect(sorted(names) == expected)
        #expect(names.sorted(by: NaturalOrder.precedes) == expected)
    }

    @Test func tiesAreBrokenByTheRawBytesWhateverTheInputOrder() {
        let names = ["apple", "Apple", "APPLE", "007", "7", "07", "é", "e", "E", "É"]
        let expected = ["007", "07", "7", "APPLE", "Apple", "apple", "E", "e", "É", "é"]
        var rng = SplitMix64(seed: 15)
        for _ in 0..<50 {
            var shuffled = names
            for i in stride(from: shuffled.count - 1, to: 0, by: -1) {
                shuffled.swapAt(i, Int(rng.next() % UInt64(i + 1)))
            }
            #expect(sorted(shuffled) == expected)
        }
    }

    @Test func bytesThatAreNotUTF8AreKeptAndOrdered() {
        let names: [[UInt8]] = [[0x62, 0xFF], [0x41, 0xC3], [0x61], [0xE2, 0x82]]
        let order = NaturalSortKey.sortedOrder(of: names)
        #expect(order == [2, 1, 0, 3])
    }

    @Test func aFolderDeckIsInThatOrder() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        for name in ["Zebra.png", "img10.png", "IMG3.png", "apple.png", "Éclair.png", "eclat.png"] {
            _ = try folder.write(name, "x")
        }
        let deck = try DeckLoader.load(path: folder.path).deck
        #expect(
            (0..<deck.count).map { deck.card(at: $0).id } == ["apple", "Éclair", "eclat", "IMG3", "img10", "Zebra"])
    }
}
