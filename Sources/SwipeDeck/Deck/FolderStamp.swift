import SwipeFormats

#if canImport(Glibc)
import Glibc
#endif

/// What tells that a folder's list of entries may have changed: its device and inode (another folder,
/// or something mounted over it) and its modification and change times in nanoseconds (an entry
/// added, removed or renamed sets both; `touch` can set the modification time back, never the change
/// time). A listing is trusted again only while every folder it read has the same stamp
/// (`ListingCache`).
struct FolderStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    /// Nanoseconds since 1970 (UTC), as the file system stores them.
    var modified: Int64
    /// Nanoseconds since 1970 (UTC).
    var changed: Int64

    /// The stamp of the folder at `path` (symbolic links followed, as the listing opens it); nil when
    /// it cannot be read.
    static func of(path: String) -> FolderStamp? {
        var info = stat()
        guard RawPath.withCString(path, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return FolderStamp(info)
    }

    /// The stamp of the open folder `descriptor`; nil when `fstat` fails.
    static func of(descriptor: Int32) -> FolderStamp? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FolderStamp(info) : nil
    }

    init(device: UInt64, inode: UInt64, modified: Int64, changed: Int64) {
        self.device = device; self.inode = inode; self.modified = modified; self.changed = changed
    }

    private init(_ info: stat) {
        device = UInt64(info.st_dev); inode = UInt64(info.st_ino)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }

    /// True when both times are at least `margin` ns (default `racyMarginNs`) before `listedAt` (ns since
    /// 1970): a folder changed in the same clock tick as it was listed could change again without its
    /// times moving (the "racy git" problem), so such a listing is never trusted.
    func isSettled(before listedAt: Int64, margin: Int64 = racyMarginNs) -> Bool {
        modified < listedAt - margin && changed < listedAt - margin
    }

    /// How long before a listing a folder's times must be for the listing to be kept: 2 s (ns). It
    /// covers one-second timestamps (ext4 with 128-byte inodes) and the kernel's coarse clock, which
    /// stamps files up to a tick behind the time `clock_gettime` reads.
    static let racyMarginNs: Int64 = 2_000_000_000

    /// The time now, ns since 1970 (`CLOCK_REALTIME`, the clock file times come from).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
