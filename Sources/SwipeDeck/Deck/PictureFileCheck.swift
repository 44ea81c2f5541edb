import Foundation

/// Tells a picture from a manifest before the manifest is read, so `swipedeck cat.png` says
/// "cat.png is a picture; give its folder, or a deck.json" instead of a JSON error about byte 0x89.
enum PictureFileCheck {
    /// True when the file at `path` has a picture's extension (`FolderDeck.imageExtensions` or
    /// `unshownExtensions`, any case) or starts like a PNG, JPEG, GIF, BMP or WebP file.
    static func isPicture(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        if FolderDeck.imageExtensions.contains(ext) || FolderDeck.unshownExtensions.contains(ext) { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = Array((try? handle.read(upToCount: 12)) ?? Data())
        return startsLikePicture(head)
    }

    /// True when `head` (a file's first bytes, 12 are enough) is the signature of a PNG, JPEG, GIF,
    /// BMP or WebP file.
    static func startsLikePicture(_ head: [UInt8]) -> Bool {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
        }
        return starts([0x89, 0x50, 0x4E, 0x47]) || starts([0xFF, 0xD8, 0xFF]) || starts(Array("GIF8".utf8))
            || starts(Array("BM".utf8)) || (starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8))
    }
}
