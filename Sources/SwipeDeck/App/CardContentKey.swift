import SwipeCore

#if canImport(Glibc)
import Glibc
#endif

/// What a card's painted texture depends on: its face (id, title, subtitle, colour, picture path),
/// its description (backs), and its picture file as it is on disk (inode, size, modification time),
/// so a picture rewritten under the same name, or an entry edited in a manifest, is painted again.
struct CardContentKey: Hashable, Sendable {
    var face: CardFace
    var description: String
    var picture: PictureFileStamp?

    /// The key of `face` and `description` now (the picture is looked up with `stat`).
    init(face: CardFace, description: String) {
        self.face = face; self.description = description
        picture = face.imagePath.flatMap(PictureFileStamp.init(path:))
    }

    /// True when a texture painted from `painted` no longer shows this content: the text, colour or
    /// picture path changed, or the picture file did. A picture file that is gone now (a card on
    /// screen whose file was deleted stays until swiped) keeps what was painted.
    func differs(from painted: CardContentKey?) -> Bool {
        guard let painted else { return true }
        if face != painted.face || description != painted.description { return true }
        return picture != nil && picture != painted.picture
    }
}

/// A file's identity and version as `stat(2)` gives them; nil when it cannot be read.
struct PictureFileStamp: Hashable, Sendable {
    var device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64

    init?(path: String) {
        var s = stat()
        guard stat(path, &s) == 0 else { return nil }
        device = UInt64(s.st_dev); inode = UInt64(s.st_ino); size = Int64(s.st_size)
        modifiedSeconds = Int64(s.st_mtim.tv_sec); modifiedNanoseconds = Int64(s.st_mtim.tv_nsec)
    }
}
