import Foundation
import SwipeFormats

#if canImport(Glibc)
import Glibc
#endif

/// Keeps the sorted listing of a large folder deck between runs, so that a kiosk restarting on the
/// same 100,000 pictures shows its first card without reading and sorting the folder again.
///
/// A kept listing is used only when it cannot be stale: every folder it read (the root and, for a
/// recursive deck, each sub-folder) still has the same device, inode, modification and change time to
/// the nanosecond (`FolderStamp`), and those times were at least `racyMarginNs` older than the moment
/// the listing began, so no change could have slipped into the tick it was read in. Adding, removing
/// or renaming an entry changes its folder's times, whatever tool does it; the change time cannot be
/// set back. What it does not see, by design: a picture rewritten in place under the same name (the
/// deck lists names; pictures are read when shown), and nothing else is kept. Listings with a
/// symbolic link, a sub-folder that could not be read, or on a network, FUSE or FAT file system are
/// never kept (`FolderScanner.Result.cacheable`). A file that cannot be read, is cut short, corrupt,
/// of another version or for another folder is ignored (the folder is listed); nothing is ever
/// reported about the cache, as it only saves time.
///
/// Files: `$XDG_CACHE_HOME/swipedeck/listings/<key>` (`~/.cache` without `XDG_CACHE_HOME`), one per
/// folder, keyed by the folder's device, inode, path and recursion; the `keptFiles` newest are kept.
struct ListingCache: Sendable {
    /// The folder holding the listing files.
    var directory: String
    /// Listings of fewer pictures are not kept: they are read faster than a cache file. 1,000.
    var minimumNames = 1000
    /// Listing files kept; older ones are removed after a save. 8.
    var keptFiles = 8
    /// How much older than the listing every folder time must be (ns). `FolderStamp.racyMarginNs` (2 s).
    var racyMarginNs = FolderStamp.racyMarginNs

    /// Files larger than this are not read (MiB): a listing of a million long names is ~100 MiB. 512.
    static let largestFileMiB = 512

    /// The cache under `$XDG_CACHE_HOME` (absolute, else ignored as the XDG spec says) or `~/.cache`:
    /// `$HOME` when absolute, else (unset, empty, relative) the account's home from the user database,
    /// never `/.cache` or a `.cache` in the working folder.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ListingCache {
        let base: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = cache
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            base = (getpwuid(getuid())?.pointee.pw_dir.map { String(cString: $0) } ?? NSHomeDirectory()) + "/.cache"
        }
        return ListingCache(directory: base + "/swipedeck/listings")
    }

    /// The deck of `folder` (absolute) from its kept listing, or nil when there is none that is
    /// certainly current.
    func load(folder: String, recursive: Bool) -> LoadedDeck? {
        guard let rootStamp = FolderStamp.of(path: folder),
            let file = Self.read(path: path(folder: folder, recursive: recursive, stamp: rootStamp)),
            let kept = CachedListing.decode(file), kept.root == folder, kept.recursive == recursive,
            kept.stamps.first == rootStamp, kept.listing.count >= minimumNames
        else { return nil }
        for (index, (sub, stamp)) in zip(kept.folders, kept.stamps).enumerated() {
            guard stamp.isSettled(before: kept.listedAt, margin: racyMarginNs),
                index == 0 || FolderStamp.of(path: sub) == stamp
            else { return nil }
        }
        let deck = Deck(name: FileSystem.fileName(of: folder), sourcePath: folder, listing: kept.listing)
        return LoadedDeck(deck: deck, warnings: kept.warnings)
    }

    /// Keeps `loaded`, the deck `scan` of `folder` gave, when the scan can be trusted later (see the
    /// type's comment) and has at least `minimumNames` pictures; failures are ignored.
    func save(folder: String, recursive: Bool, scan: FolderScanner.Result, loaded: LoadedDeck) {
        guard scan.cacheable, let listing = loaded.deck.listing, listing.count >= minimumNames,
            let rootStamp = scan.stamps.first, scan.folders.first == folder,
            scan.stamps.allSatisfy({ $0.isSettled(before: scan.listedAt, margin: racyMarginNs) })
        else { return }
        let kept = CachedListing(
            root: folder, recursive: recursive, listedAt: scan.listedAt, folders: scan.folders, stamps: scan.stamps,
            warnings: loaded.warnings, listing: listing)
        let target = path(folder: folder, recursive: recursive, stamp: rootStamp)
        guard Self.makeFolders(directory), Self.writeAtomically(kept.encoded(), to: target, in: directory) else {
            return
        }
        prune(keeping: target)
    }

    /// The listing file of `folder`: its key is the FNV-1a hash of its device, inode, recursion and path.
    func path(folder: String, recursive: Bool, stamp: FolderStamp) -> String {
        let key = CachedListing.hash(Array("\(stamp.device):\(stamp.inode):\(recursive ? 1 : 0):\(folder)".utf8)[...])
        let hex = String(key, radix: 16)
        return directory + "/" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Removes all but the `keptFiles` most recently written files of `directory` (never `keeping`).
    private func prune(keeping: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory), names.count > keptFiles
        else { return }
        var files: [(path: String, modified: Int64)] = []
        for name in names {
            var info = stat()
            let file = directory + "/" + name
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            files.append((file, Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)))
        }
        files.sort { $0.modified > $1.modified }
        for old in files.dropFirst(keptFiles) where old.path != keeping { unlink(old.path) }
    }

    /// The whole regular file at `path`, or nil (missing, unreadable, not a regular file, too large).
    static func read(path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= largestFileMiB << 20 else {
            return nil
        }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            while done < size {
                let n = Glibc.read(fd, buffer.baseAddress! + done, size - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        return complete ? bytes : nil
    }

    /// Creates `directory` and its parents (mode 0700) if missing; false when it cannot be made.
    private static func makeFolders(_ directory: String) -> Bool {
        var partial = ""
        for component in directory.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o700) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    /// Writes `bytes` to a new file in `directory` (mode 0600) and renames it to `target`, so a reader
    /// sees the old file or the new one, never half of one; false on failure (nothing left behind).
    private static func writeAtomically(_ bytes: [UInt8], to target: String, in directory: String) -> Bool {
        var template = Array((directory + "/.tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return false }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var done = 0
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            while done < buffer.count {
                let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        guard close(fd) == 0, written, rename(temporary, target) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
