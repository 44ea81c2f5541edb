import Foundation
import SwipeFormats
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Whether the watch-limit warning was given (`DeckWatcher.warnPolling`).
private let pollingWarning = Atomic<Bool>(false)

/// What the deck watcher's thread reads from the system: file signatures (for polling), the monotonic
/// clock, and the warning when inotify cannot be used.
extension DeckWatcher {
    /// Modification time (seconds, nanoseconds) and size of each path, three numbers a path (-1 for one
    /// that cannot be read): plain numbers, so a look at a thousand folders costs little.
    static func signature(of paths: [String]) -> [Int] {
        var numbers: [Int] = []
        numbers.reserveCapacity(paths.count * 3)
        for path in paths {
            var info = stat()
            if RawPath.withCString(path, { stat($0, &info) }) == 0 {
                numbers += [info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size)]
            } else {
                numbers += [-1, -1, -1]
            }
        }
        return numbers
    }

    /// Milliseconds on the monotonic clock.
    static func monotonicMs() -> Int { Int(MonotonicClock.seconds() * 1000) }

    /// Says once per process that the deck's folders cannot all be watched (a reload that meets the
    /// limit again says nothing more).
    static func warnPolling(_ what: String, _ error: Int32) {
        guard pollingWarning.exchange(true, ordering: .relaxed) == false else { return }
        let reason = String(cString: strerror(error))
        let limit =
            error == ENOSPC
            ? " (the inotify watch limit, fs.inotify.max_user_watches)"
            : error == EMFILE ? " (the inotify instance limit, fs.inotify.max_user_instances)" : ""
        SwipeDeckApp.printError(
            "warning: \(what): \(reason)\(limit); the folders not watched are checked for changes instead, "
                + "every second after a change and up to every \(Int(defaultInterval) << backoffSteps) s while there is none"
        )
    }
}
