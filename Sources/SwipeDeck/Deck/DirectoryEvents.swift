import SwipeFormats

#if canImport(Glibc)
import Glibc
#endif

/// An inotify instance watching folders for entries created, deleted, moved or written, and for the
/// folders themselves being deleted or moved. Not thread-safe: one thread owns it.
final class DirectoryEvents {
    /// One event: the folder it happened in (as watched) and the entry's name (empty for the folder itself).
    struct Event: Hashable {
        var folder: String
        var name: [UInt8]
        /// inotify's mask bits (`IN_CREATE`, `IN_ISDIR`, …).
        var mask: UInt32
    }

    /// What is watched in each folder.
    static let mask = UInt32(
        IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE
            | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// The inotify descriptor, for `poll`.
    let fd: Int32
    private var pathOf: [Int32: String] = [:]
    private var watchOf: [String: Int32] = [:]

    /// Most folders watched at once, as if `max_user_watches` were that low; nil: the system's limit.
    /// For tests of a watch limit reached.
    private let watchLimit: Int?

    /// Opens an inotify instance; nil with `errno` set when none can be had (`max_user_instances`).
    /// `watchLimit`: see the property (default nil).
    init?(watchLimit: Int? = nil) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        self.fd = fd
        self.watchLimit = watchLimit
    }

    deinit { close(fd) }

    /// Folders watched now.
    var folders: Set<String> { Set(watchOf.keys) }

    /// Watches `folder` (absolute). Returns 0, or the `errno` of the failure (`ENOSPC`: the
    /// `max_user_watches` limit; `ENOENT`: it is gone).
    func watch(_ folder: String) -> Int32 {
        if let limit = watchLimit, watchOf[folder] == nil, watchOf.count >= limit { return ENOSPC }
        let wd = RawPath.withCString(folder) { inotify_add_watch(fd, $0, Self.mask) }
        guard wd >= 0 else { return errno }
        if let old = pathOf[wd], old != folder { watchOf[old] = nil } // the same folder, renamed
        pathOf[wd] = folder
        watchOf[folder] = wd
        return 0
    }

    /// Stops watching every folder not in `keep`.
    func unwatch(allBut keep: Set<String>) {
        for (folder, wd) in watchOf where !keep.contains(folder) {
            inotify_rm_watch(fd, wd)
            watchOf[folder] = nil
            pathOf[wd] = nil
        }
    }

    /// The events queued now (none when there are none; never blocks). An overflowed queue gives one
    /// event with `IN_Q_OVERFLOW` set.
    func read() -> [Event] {
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { return events }
            buffer.withUnsafeBytes { raw in
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = raw[(offset + header)..<min(count, offset + header + length)]
                    let name = Array(nameBytes.prefix { $0 != 0 })
                    let folder = pathOf[wd] ?? ""
                    if mask & UInt32(IN_IGNORED) != 0, !folder.isEmpty { // unwatched, or the folder is gone
                        pathOf[wd] = nil
                        if watchOf[folder] == wd { watchOf[folder] = nil }
                    }
                    events.append(Event(folder: folder, name: name, mask: mask))
                    offset += header + length
                }
            }
        }
    }
}
