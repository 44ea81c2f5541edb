import Foundation

/// What a path names on disk, so two paths are compared by the file and never by their spelling
/// (`./log.jsonl`, `log.jsonl`, a hard link, a symbolic link): the file's device and inode, or, for a
/// file not created yet, its folder's device and inode and its name.
public struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    /// Empty for an existing file; the last path component of one not created yet.
    var name: String

    /// The identity of `path` (following symbolic links), nil when neither it nor its folder exists.
    public init?(path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            (device, inode, name) = (UInt64(info.st_dev), UInt64(info.st_ino), "")
            return
        }
        let ns = path as NSString
        let folder = ns.deletingLastPathComponent.isEmpty ? "." : ns.deletingLastPathComponent
        guard errno == ENOENT, stat(folder, &info) == 0 else { return nil }
        (device, inode, name) = (UInt64(info.st_dev), UInt64(info.st_ino), ns.lastPathComponent)
    }
}
