import Foundation
import SwipeSDL

/// Builds a deck from the pictures in a folder (no manifest).
enum FolderDeck {
    /// File extensions taken as pictures, lowercase; matching is case-insensitive.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "bmp", "gif", "webp"]

    /// One card per picture in `folder` (absolute path), sorted with `NaturalOrder` by relative path.
    /// Hidden files (name starting with "."), other files and, unless `recursive`, sub-folders are
    /// skipped. id = title = relative path without its extension (e.g. "2024/beach"); subtitle empty;
    /// colour from `DeckColors.color(forName:)`. Only the names are kept (`FolderListing`).
    static func load(folder: String, recursive: Bool = false) throws(DeckError) -> LoadedDeck {
        var names = try FolderScanner.scan(root: folder, recursive: recursive).names
        names.sort { a, b in a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in NaturalOrder.precedes(x, y) } } }
        let listing = FolderListing(root: folder, sortedNames: names)
        var warnings = duplicateWarnings(listing, folder: folder)
        if listing.count == 0 { warnings.append("no images in \(folder)") }
        let deck = Deck(name: FileSystem.fileName(of: folder), sourcePath: folder, listing: listing)
        return LoadedDeck(deck: deck, warnings: warnings)
    }

    /// A warning for each picture whose id (path without extension) an earlier one already has.
    /// Hashes the stems' bytes, so no string is made per picture.
    static func duplicateWarnings(_ listing: FolderListing, folder: String) -> [String] {
        var firstForStem: [UInt64: Int] = [:]
        var warnings: [String] = []
        for i in 0..<listing.count {
            let hash = listing.withName(at: i) { name -> UInt64 in
                let stemEnd = name.lastIndex(of: UInt8(ascii: ".")) ?? name.count
                var h: UInt64 = 0xcbf2_9ce4_8422_2325
                for b in name[..<stemEnd] { h ^= UInt64(b); h &*= 0x0000_0100_0000_01B3 }
                return h
            }
            if let earlier = firstForStem[hash] {
                let a = RawPath.readable(listing.name(at: earlier)), b = RawPath.readable(listing.name(at: i))
                let id = FolderListing.stem(of: b)
                guard FolderListing.stem(of: a) == id else { continue }   // a hash collision, not a duplicate
                warnings.append("\(folder): \(a) and \(b) both have id \(JSONText.quoted(id)); decision-log lines for them cannot be told apart")
            } else {
                firstForStem[hash] = i
            }
        }
        return warnings
    }
}
