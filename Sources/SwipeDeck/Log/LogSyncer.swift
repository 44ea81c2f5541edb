import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Forces a log's written lines to disk (`fsync`) on a background queue, off the frame loop: on a slow
/// disk (an SD card, eMMC under writeback) one `fsync` takes 10–100 ms, and done in the loop it made the
/// frame of every logged decision late (BENCHMARKS "A slow disk's fsync"). The lines themselves are
/// written in the loop (`write`), so a crash of the app loses none of them; what waits here is only
/// their way from the kernel's cache to the disk, begun at once and in order.
final class LogSyncer: @unchecked Sendable {
    /// Syncs the file open at a descriptor: 0, or the `errno` of the failure. Tests substitute slow or
    /// failing ones. Default: `fsync`.
    typealias SyncFile = @Sendable (Int32) -> Int32

    private let queue = DispatchQueue(label: "swipedeck.decision-log-sync", qos: .utility)
    private let syncFile: SyncFile
    private let lock = NSLock()
    /// The first failure of a background sync not yet taken (`takeFailure`); guarded by `lock`.
    private var failure: String?

    /// `syncFile`: see `SyncFile`.
    init(syncFile: @escaping SyncFile = { fd in fsync(fd) == 0 ? 0 : errno }) {
        self.syncFile = syncFile
    }

    /// Schedules a sync of the file open at `fd` (named `path` in a failure's message) and returns at
    /// once. It works on a duplicate of `fd` taken now (close-on-exec), so the caller may close or
    /// reopen its own at once. Returns false when no duplicate could be made (no descriptors left): the
    /// caller syncs itself.
    func schedule(fd: Int32, path: String) -> Bool {
        let copy = fcntl(fd, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { return false }
        queue.async { [self] in
            let error = syncFile(copy)
            _ = Glibc.close(copy)
            guard error != 0 && error != EINVAL else { return } // EINVAL: e.g. /dev/null, which cannot sync
            lock.withLock {
                if failure == nil {
                    failure = "cannot sync decision log \(path): \(String(cString: strerror(error)))"
                }
            }
        }
        return true
    }

    /// Waits until every sync scheduled so far has finished.
    func waitForScheduled() { queue.sync {} }

    /// The first failure of a background sync since the last call, or nil; clears it.
    func takeFailure() -> String? {
        lock.withLock {
            defer { failure = nil }
            return failure
        }
    }
}
