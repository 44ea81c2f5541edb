import Foundation
import SwipeFormats

/// Builds a deck from the pictures in a folder (no manifest).
enum FolderDeck {
    /// File extensions taken as pictures, lowercase; matching is case-insensitive.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "bmp", "gif", "webp"]
    /// Picture formats cameras, phones and editors write that the app cannot show (iPhone HEIC, TIFF
    /// whose size cannot be checked before decoding, camera raw…), lowercase: skipped with a warning.
    static let unshownExtensions: Set<String> = [
        "heic", "heif", "avif", "jxl", "tif", "tiff", "svg", "psd",
        "dng", "cr2", "cr3", "nef", "arw", "orf", "rw2", "raf", "raw",
    ]

    /// One card per picture in `folder` (absolute path), sorted with `NaturalOrder` by relative path.
    /// Hidden files (name starting with "."), other files and, unless `recursive`, sub-folders are
    /// skipped. id = title = relative path without its extension (e.g. "2024/beach"); subtitle empty;
    /// colour from `DeckColors.color(forName:)`. Only the names are kept (`FolderListing`).
    static func load(folder: String, recursive: Bool = false) throws(DeckError) -> LoadedDeck {
        deck(folder: folder, scan: try FolderScanner.scan(root: folder, recursive: recursive))
    }

    /// The deck of `folder` from its `scan`, with the warnings about what was skipped.
    static func deck(folder: String, scan: FolderScanner.Result) -> LoadedDeck {
        let names = scan.names
        let listing = FolderListing(root: folder, sortedNames: NaturalSortKey.sortedOrder(of: names).map { names[$0] })
        var warnings = duplicateWarnings(listing, folder: folder) + textLimitWarnings(listing, folder: folder)
        if listing.count == 0 { warnings.append("no images in \(folder)") }
        if let skipped = unshownWarning(scan.unshown, folder: folder) { warnings.append(skipped) }
        if let unlisted = unlistedWarning(scan.unlisted, folder: folder) { warnings.append(unlisted) }
        let deck = Deck(name: FileSystem.fileName(of: folder), sourcePath: folder, listing: listing)
        return LoadedDeck(deck: deck, warnings: warnings)
    }

    /// "FOLDER: skipped 3 pictures in formats SwipeDeck cannot show (HEIC, TIFF), e.g. IMG_0001.HEIC; …",
    /// or nil when there are none.
    static func unshownWarning(_ names: [[UInt8]], folder: String) -> String? {
        guard
            let first = names.min(by: { a, b in
                a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in NaturalOrder.precedes(x, y) } }
            })
        else { return nil }
        let formats = Set(names.compactMap { FolderScanner.lowercaseExtension($0) }).map { $0.uppercased() }.sorted()
        let count = names.count == 1 ? "1 picture" : "\(names.count) pictures"
        return "\(folder): skipped \(count) in formats SwipeDeck cannot show (\(formats.joined(separator: ", "))),"
            + " e.g. \(RawPath.readable(RawPath.encode(first))); convert them to JPEG or PNG to show them"
    }

    /// "FOLDER: skipped 2 sub-folders that cannot be listed: a/b (Permission denied), c (Too many open
    /// files)" (at most `shownUnlisted` named), or nil when every folder was listed.
    static func unlistedWarning(_ unlisted: [(path: [UInt8], reason: String)], folder: String) -> String? {
        guard !unlisted.isEmpty else { return nil }
        let count = unlisted.count == 1 ? "1 sub-folder" : "\(unlisted.count) sub-folders"
        var named = unlisted.prefix(shownUnlisted).map { "\(RawPath.readable(RawPath.encode($0.path))) (\($0.reason))" }
        if unlisted.count > shownUnlisted { named.append("…") }
        return "\(folder): skipped \(count) that cannot be listed: \(named.joined(separator: ", "))"
    }

    /// Sub-folders named in the warning about those that cannot be listed. 3.
    static let shownUnlisted = 3

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
            let a = RawPath.readable(listing.name(at: hashes[run].index))
            let b = RawPath.readable(listing.name(at: hashes[k].index))
            let id = FolderListing.stem(of: b)
            guard FolderListing.stem(of: a) == id else { continue }
            warnings.append(
                (
                    hashes[k].index,
                    "\(folder): \(a) and \(b) both have id \(JSONText.quoted(id)); decision-log lines for them cannot be told apart"
                ))
        }
        return warnings.sorted { $0.index < $1.index }.map(\.text)
    }
}
