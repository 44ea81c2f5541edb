import SwipeCore
import Testing

@testable import SwipeDeck

/// The byte keys sort exactly as `NaturalOrder.precedes` does.
@Suite struct NaturalSortKeyTests {
    @Test func knownNamesSortNaturally() {
        let names = [
            "img10.png", "img2.png", "Img3.png", "a.png", "img02.png", "img1.png", "img007x", "img7x", "b", "0", "00",
        ]
        let order = NaturalSortKey.sortedOrder(of: names.map { Array($0.utf8) }).map { names[$0] }
        #expect(order == names.sorted(by: NaturalOrder.precedes))
        #expect(order.firstIndex(of: "img2.png")! < order.firstIndex(of: "img10.png")!)
    }

    @Test func randomNamesSortAsNaturalOrder() {
        // Names from a small alphabet with many digit runs, leading zeros and shared prefixes.
        var rng = SplitMix64(seed: 0x5EED)
        let alphabet = Array("0012789aAb-./ é".utf8)
        for round in 0..<200 {
            let names: [[UInt8]] = (0..<40).map { _ in
                (0..<Int(rng.next() % 9)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            }
            let byKey = NaturalSortKey.sortedOrder(of: names).map { names[$0] }
            let byOrder = names.sorted { a, b in
                a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { NaturalOrder.precedes(x, $0) } }
            }
            #expect(byKey == byOrder, "round \(round)")
        }
    }

    @Test func longDigitRunsCompareByValue() {
        let long = String(repeating: "9", count: 300), longer = "1" + String(repeating: "0", count: 300)
        let names = [longer, long].map { Array($0.utf8) }
        #expect(NaturalSortKey.sortedOrder(of: names) == [1, 0])
    }

    @Test func picturesAreRecognisedByExtensionInAnyCase() {
        #expect(FolderScanner.isPictureName(Array("a.PNG".utf8)))
        #expect(FolderScanner.isPictureName(Array("b.JpEg".utf8)))
        #expect(!FolderScanner.isPictureName(Array("c.tiff".utf8)))
        #expect(!FolderScanner.isPictureName(Array(".hidden.png".utf8)))
        #expect(!FolderScanner.isPictureName(Array("png".utf8)))
    }
}

/// Pictures sharing a stem in one folder are reported once per later picture.
@Suite struct FolderDuplicateTests {
    @Test func picturesWithTheSameStemAreWarnedAbout() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        for name in ["a.png", "a.jpg", "b.png", "a.webp", "c.gif"] { _ = try folder.write(name, "x") }
        let warnings = try DeckLoader.load(path: folder.path).warnings
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.contains("both have id \"a\"") })
        #expect(warnings.first?.contains("a.jpg and a.png") == true)
        #expect(warnings.last?.contains("a.jpg and a.webp") == true)
    }
}
