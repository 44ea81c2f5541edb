import SwipeFormats

#if canImport(Glibc)
import Glibc
#endif

/// Lists the pictures under a folder with `opendir`/`readdir`, using each entry's `d_type` and
/// calling `stat` only for symbolic links and file systems that do not report a type.
enum FolderScanner {
    /// What a scan found: picture paths relative to the root (bytes, unsorted), every folder listed
    /// (absolute, the root first) for the hot-reload watcher, the files that are pictures in a
    /// format the app cannot show (`FolderDeck.unshownExtensions`), and the sub-folders that could not
    /// be listed with the reason (`strerror`), for warnings.
    struct Result {
        var names: [[UInt8]] = []
        var folders: [String] = []
        var unshown: [[UInt8]] = []
        var unlisted: [(path: [UInt8], reason: String)] = []
        /// `folders[i]`'s stamp, taken when it was opened, before its entries were read.
        var stamps: [FolderStamp] = []
        /// When the scan began, ns since 1970 (`FolderStamp.now()`).
        var listedAt: Int64 = 0
        /// False when something the scan saw can change without any listed folder's stamp changing:
        /// a symbolic link followed, a sub-folder that could not be listed, a folder on a file system
        /// whose times are not trusted (`FileSystemType.trusted`). Only a cacheable scan is kept
        /// (`ListingCache`).
        var cacheable = true
        /// The file system type of each device met (`FileSystemType`), read once per scan.
        var fileSystems: [UInt64: String]?
    }

    /// Lists `root` (absolute). With `recursive`, visible sub-folders too, depth first; symbolic links
    /// to folders are never followed, so link loops cannot hang the scan. Hidden entries are skipped.
    /// At most one folder is open at a time (its sub-folders are listed after it is closed), so any
    /// depth works under a small descriptor limit. Throws when `root` itself cannot be listed; a
    /// sub-folder that cannot be listed (permissions, `EMFILE`…) is skipped and named in `unlisted`.
    static func scan(root: String, recursive: Bool) throws(DeckError) -> Result {
        var result = Result()
        result.listedAt = FolderStamp.now()
        var pending: [(folder: String, prefix: [UInt8])] = [(root, [])]
        while case (let folder, let prefix)? = pending.popLast() {
            var failure: Int32 = 0
            guard let subfolders = list(folder, prefix: prefix, recursive: recursive, into: &result, failure: &failure)
            else {
                let reason = String(cString: strerror(failure))
                if prefix.isEmpty { throw .unreadable(path: root, reason: "cannot list the folder (\(reason))") }
                result.unlisted.append((Array(prefix.dropLast()), reason))
                result.cacheable = false
                continue
            }
            let base = folder == "/" ? "" : folder
            for sub in subfolders.reversed() { // popped in listing order: depth first as before
                pending.append((base + "/" + RawPath.encode(sub), prefix + sub + [UInt8(ascii: "/")]))
            }
        }
        return result
    }

    // d_type values from <dirent.h>.
    private static let typeUnknown: UInt8 = 0, typeDirectory: UInt8 = 4, typeRegular: UInt8 = 8, typeLink: UInt8 = 10

    /// Lists one folder into `result`; its visible sub-folders' names when `recursive` (else none), or
    /// nil with `failure` set to `opendir`'s errno when it cannot be opened. The folder is closed
    /// before this returns.
    private static func list(
        _ folder: String, prefix: [UInt8], recursive: Bool, into result: inout Result,
        failure: inout Int32
    ) -> [[UInt8]]? {
        guard let dir = RawPath.withCString(folder, { opendir($0) }) else { failure = errno; return nil }
        defer { closedir(dir) }
        result.folders.append(folder)
        if let stamp = FolderStamp.of(descriptor: dirfd(dir)) {
            result.stamps.append(stamp)
            if result.fileSystems == nil { result.fileSystems = FileSystemType.mountedTypes() }
            if !FileSystemType.trusted.contains(result.fileSystems?[stamp.device] ?? "") { result.cacheable = false }
        } else {
            result.stamps.append(FolderStamp(device: 0, inode: 0, modified: 0, changed: 0))
            result.cacheable = false
        }
        var subfolders: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name: [UInt8] = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(
                    UnsafeRawBufferPointer(
                        rebasing: raw[..<strlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self))]))
            }
            guard let first = name.first, first != UInt8(ascii: ".") else { continue } // hidden, "." and ".."
            var type = entry.pointee.d_type
            if type == typeUnknown || type == typeLink {
                result.cacheable = false // a link's target can change while its folder does not
                type = kind(of: folder + "/" + RawPath.encode(name))
            }
            if type == typeRegular, isPictureName(name) {
                result.names.append(prefix.isEmpty ? name : prefix + name)
            } else if type == typeRegular, let ext = lowercaseExtension(name),
                FolderDeck.unshownExtensions.contains(ext)
            {
                result.unshown.append(prefix + name)
            } else if type == typeDirectory, recursive {
                subfolders.append(name)
            }
        }
        return subfolders
    }

    /// The d_type of `path` from `lstat`; a link to a file counts as a file, a link to a folder stays a
    /// link (never listed).
    private static func kind(of path: String) -> UInt8 {
        var info = stat()
        guard RawPath.withCString(path, { lstat($0, &info) }) == 0 else { return typeUnknown }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard RawPath.withCString(path, { stat($0, &info) }) == 0 else { return typeUnknown }
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
        guard name.first != UInt8(ascii: "."), let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else {
            return false
        }
        let ext = name[(dot + 1)...]
        return extensionBytes.contains { candidate in
            candidate.count == ext.count
                && zip(candidate, ext).allSatisfy { $0 == ($1 >= 65 && $1 <= 90 ? $1 + 32 : $1) }
        }
    }

    /// The extension of a visible name, ASCII-lowercased ("IMG_1.HEIC" → "heic"); nil for none.
    static func lowercaseExtension(_ name: [UInt8]) -> String? {
        guard name.first != UInt8(ascii: "."), let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else {
            return nil
        }
        return String(decoding: name[(dot + 1)...].map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// `FolderDeck.imageExtensions` as UTF-8 bytes.
    private static let extensionBytes: [[UInt8]] = FolderDeck.imageExtensions.map { Array($0.utf8) }
}
