#if canImport(Glibc)
import Glibc
#endif

/// Lists the pictures under a folder with `opendir`/`readdir`, using each entry's `d_type` and
/// calling `stat` only for symbolic links and file systems that do not report a type.
enum FolderScanner {
    /// What a scan found: picture paths relative to the root (UTF-8, unsorted) and every folder
    /// listed (absolute, the root first), for the hot-reload watcher.
    struct Result {
        var names: [[UInt8]] = []
        var folders: [String] = []
    }

    /// Lists `root` (absolute). With `recursive`, visible sub-folders too, depth first; symbolic links
    /// to folders are never followed, so link loops cannot hang the scan. Hidden entries are skipped.
    /// Throws when `root` itself cannot be listed; unreadable sub-folders are skipped.
    static func scan(root: String, recursive: Bool) throws(DeckError) -> Result {
        var result = Result()
        guard list(root, prefix: [], recursive: recursive, into: &result) else {
            throw .unreadable(path: root, reason: "cannot list the folder")
        }
        return result
    }

    // d_type values from <dirent.h>.
    private static let typeUnknown: UInt8 = 0, typeDirectory: UInt8 = 4, typeRegular: UInt8 = 8, typeLink: UInt8 = 10

    private static func list(_ folder: String, prefix: [UInt8], recursive: Bool, into result: inout Result) -> Bool {
        guard let dir = opendir(folder) else { return false }
        defer { closedir(dir) }
        result.folders.append(folder)
        var subfolders: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name: [UInt8] = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            guard let first = name.first, first != UInt8(ascii: ".") else { continue }   // hidden, "." and ".."
            var type = entry.pointee.d_type
            if type == typeUnknown || type == typeLink {
                type = kind(of: folder + "/" + String(decoding: name, as: UTF8.self))
            }
            if type == typeRegular, isPictureName(name) {
                result.names.append(prefix + name)
            } else if type == typeDirectory, recursive {
                subfolders.append(name)
            }
        }
        for sub in subfolders {
            _ = list((folder == "/" ? "" : folder) + "/" + String(decoding: sub, as: UTF8.self),
                     prefix: prefix + sub + [UInt8(ascii: "/")], recursive: recursive, into: &result)
        }
        return true
    }

    /// The d_type of `path` from `lstat`; a link to a file counts as a file, a link to a folder stays a
    /// link (never listed).
    private static func kind(of path: String) -> UInt8 {
        var info = stat()
        guard lstat(path, &info) == 0 else { return typeUnknown }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &info) == 0 else { return typeUnknown }
            return info.st_mode & S_IFMT == S_IFREG ? typeRegular : typeLink
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return typeDirectory
        case S_IFREG: return typeRegular
        default: return typeUnknown
        }
    }

    /// True for a visible name whose extension is one of `FolderDeck.imageExtensions` (any case).
    /// Works on the bytes: no string is made per directory entry.
    static func isPictureName(_ name: [UInt8]) -> Bool {
        guard name.first != UInt8(ascii: "."), let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return false }
        let ext = name[(dot + 1)...]
        return extensionBytes.contains { candidate in
            candidate.count == ext.count && zip(candidate, ext).allSatisfy { $0 == ($1 >= 65 && $1 <= 90 ? $1 + 32 : $1) }
        }
    }

    /// `FolderDeck.imageExtensions` as UTF-8 bytes.
    private static let extensionBytes: [[UInt8]] = FolderDeck.imageExtensions.map { Array($0.utf8) }
}
