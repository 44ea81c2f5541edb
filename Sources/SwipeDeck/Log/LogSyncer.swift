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
    init(syncFile: @escaping SyncFile = LogSyncer.fsyncError) {
        self.syncFile = syncFile
    }

    /// `fsync(fd)`: 0, or the `errno` of its failure.
    @Sendable static func fsyncError(_ fd: Int32) -> Int32 { fsync(fd) == 0 ? 0 : errno }

    /// Syncs the file open at `fd` (named `path` in a failure's message), returning at once: on a
    /// duplicate of `fd` taken now (close-on-exec), so the caller may close or reopen its own at once.
    /// When no duplicate can be made (no descriptors left) it syncs `fd` here and now instead. A
    /// failure waits for `takeFailure`.
    func sync(fd: Int32, path: String) {
        let copy = fcntl(fd, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else {
            keep(Self.failureMessage(error: syncFile(fd), path: path))
            return
        }
        queue.async { [self] in
            let error = syncFile(copy)
            _ = Glibc.close(copy)
            keep(Self.failureMessage(error: error, path: path))
        }
    }

    /// The message for a sync of `path` that ended with `error` (0, or the `errno` of the failure), or
    /// nil when it went well or cannot apply (EINVAL: e.g. /dev/null, which cannot sync).
    static func failureMessage(error: Int32, path: String) -> String? {
        guard error != 0 && error != EINVAL else { return nil }
        return "cannot sync decision log \(path): \(String(cString: strerror(error)))"
    }

    /// Keeps `message` for `takeFailure` unless an earlier failure waits there.
    private func keep(_ message: String?) {
        guard let message else { return }
        lock.withLock { if failure == nil { failure = message } }
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
