import Foundation
import SwipeFleetRequest

#if canImport(Glibc)
import Glibc
#endif

/// Sleeps until a followed log's folder changes (inotify: a write, a create, a rename, a delete) or a
/// time runs out, so an idle sender uses no CPU at all. Without inotify (watches exhausted) it
/// wakes every `fallbackInterval` seconds instead.
/// Used by one thread at a time (`@unchecked Sendable`: handed to NIO's thread pool to wait).
public final class ChangeWaiter: @unchecked Sendable {
    let fd: Int32
    /// Some folder could not be watched: look every `fallbackInterval` seconds as well.
    var polls = false
    /// Seconds between looks when inotify is not there. 1.
    public static let fallbackInterval = 1.0

    /// Watches the folders of `paths`; `notice` hears once that inotify is missing.
    public init(paths: [String], notice: (String) -> Void) {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else {
            notice("cannot watch the logs (\(String(cString: strerror(errno)))); looking every second instead")
            polls = true
            return
        }
        let mask = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CLOSE_WRITE | IN_ATTRIB)
        for folder in Set(paths.map { ($0 as NSString).deletingLastPathComponent }) {
            if inotify_add_watch(fd, folder, mask) < 0 {
                notice("cannot watch \(folder) (\(String(cString: strerror(errno)))); looking every second instead")
                polls = true
            }
        }
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Waits for a change, or `timeout` seconds (nil: no limit); reads the events away.
    public func wait(timeout: Double?) {
        var limit = timeout.map { Int32(min(max($0, 0), 86_400) * 1000) } ?? -1
        let fallback = Int32(Self.fallbackInterval * 1000)
        if polls { limit = limit < 0 ? fallback : min(limit, fallback) }
        if fd < 0 {
            poll(nil, 0, limit)
            return
        }
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&entry, 1, limit) > 0 {
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
        }
    }
}
