import Foundation
import SwipeFormats

#if canImport(Glibc)
import Glibc
#endif

/// What the deck watcher's thread reads from the system: file signatures (for polling), the monotonic
/// clock, and the warning when inotify cannot be used.
extension DeckWatcher {
    /// Modification time and size of each path.
    static func signature(of paths: [String]) -> [String] {
        paths.map { p in
            var info = stat()
            guard RawPath.withCString(p, { stat($0, &info) }) == 0 else { return "-" }
            return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_size)"
        }
    }

    /// Milliseconds on the monotonic clock.
    static func monotonicMs() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }

    static func warnPolling(_ what: String, _ error: Int32) {
        let reason = String(cString: strerror(error))
        let limit =
            error == ENOSPC
            ? " (the inotify watch limit, fs.inotify.max_user_watches)"
            : error == EMFILE ? " (the inotify instance limit, fs.inotify.max_user_instances)" : ""
        SwipeDeckApp.printError(
            "warning: \(what): \(reason)\(limit); checking the deck for changes every second instead")
    }
}
