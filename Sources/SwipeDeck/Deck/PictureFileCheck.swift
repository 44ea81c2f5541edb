import Foundation
import SwipeFormats

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
        return ImageHeader.Format(signature: head) != nil
    }
}
