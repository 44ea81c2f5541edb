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
        let names = try FolderScanner.scan(root: folder, recursive: recursive).names
        let listing = FolderListing(root: folder, sortedNames: NaturalSortKey.sortedOrder(of: names).map { names[$0] })
        var warnings = duplicateWarnings(listing, folder: folder)
        if listing.count == 0 { warnings.append("no images in \(folder)") }
        let deck = Deck(name: FileSystem.fileName(of: folder), sourcePath: folder, listing: listing)
        return LoadedDeck(deck: deck, warnings: warnings)
    }

    /// A warning for each picture whose id (path without extension) an earlier one already has.
    /// Hashes the stems' bytes and sorts the hashes, so no string is made per picture.
    static func duplicateWarnings(_ listing: FolderListing, folder: String) -> [String] {
        var hashes: [(hash: UInt64, index: Int)] = []
        hashes.reserveCapacity(listing.count)
        for i in 0..<listing.count {
            let hash = listing.withName(at: i) { name -> UInt64 in
                let stemEnd = name.lastIndex(of: UInt8(ascii: ".")) ?? name.count
                var h: UInt64 = 0xcbf2_9ce4_8422_2325
                for b in name[..<stemEnd] { h ^= UInt64(b); h &*= 0x0000_0100_0000_01B3 }
                return h
            }
            hashes.append((hash, i))
        }
        hashes.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.index < $1.index }
        var warnings: [(index: Int, text: String)] = []
        var run = 0
        for k in 1..<max(1, hashes.count) {
            if hashes[k].hash != hashes[run].hash { run = k; continue }
            // Same hash as the run's first (earliest) picture: a duplicate unless the hashes collided.
            let a = listing.name(at: hashes[run].index), b = listing.name(at: hashes[k].index)
            let id = FolderListing.stem(of: b)
            guard FolderListing.stem(of: a) == id else { continue }
            warnings.append((hashes[k].index, "\(folder): \(a) and \(b) both have id \(JSONText.quoted(id)); decision-log lines for them cannot be told apart"))
        }
        return warnings.sorted { $0.index < $1.index }.map(\.text)
    }
}
