import Foundation
import SwipeFleetRequest

#if canImport(Glibc)
import Glibc
#endif

/// A decision log followed as it grows and through logrotate's renames: the file the log's path
/// named before a rotation is drained to its end first, then the new one is read from its start.
/// Only complete lines are handed out; a torn last line waits until its newline is written.
public final class FollowedLog {
    /// A run of complete lines from one file, and the offset the file's position moves to once
    /// they are stored (past lines that are not decisions, too).
    public struct Batch: Sendable {
        public var lines: [OutboxLine]
        let device: UInt64, inode: UInt64
        public var end: Int
        /// Lines passed over in the batch's bytes, to tell when the batch is used (`next(after:limit:)`
        /// reads ahead of need); empty for `next(limit:)`, which tells them at once.
        public var notices: [String] = []
    }

    /// The log's path (absolute).
    public let path: String
    /// Oldest first; the last one is the file at `path`, unless it was renamed away with no new one yet.
    var files: [FollowedFile] = []
    /// Told of lines passed over and files lost or truncated (one line each).
    var notice: (String) -> Void
    /// Most bytes read for one batch. 4 MiB.
    public var batchBytes = 4 << 20

    /// Follows `path` from `cursor`'s positions (rotated files found again by inode among the files
    /// beside it), or from its start when there is no cursor.
    public init(path: String, cursor: [LogCursor.Position], notice: @escaping (String) -> Void) {
        self.path = path; self.notice = notice
        for position in cursor {
            if let file = Self.find(position, near: path) {
                files.append(file)
            } else {
                notice(
                    "\(path): the file it was reading (inode \(position.inode)) is gone (compressed or removed by logrotate?); lines after byte \(position.offset) of it may not have been sent"
                )
            }
        }
        refresh()
    }

    /// The positions to save once the lines handed out so far are stored.
    public var positions: [LogCursor.Position] {
        files.map { LogCursor.Position(device: $0.device, inode: $0.inode, offset: $0.offset) }
    }

    /// Starts following a new file at the path (after a rotation, or once the log is created). Files
    /// rotated past meanwhile (two rotations while the sender was behind or stopped: the one between
    /// is `decisions.jsonl.1` now) come first, found beside the log as written after the newest file
    /// followed (`missedRotations`).
    func refresh() {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if files.contains(where: { $0.isFile(info) }) { return }
        if !files.isEmpty {
            for missed in Self.missedRotations(after: files, near: path, except: info) {
                notice("\(path): also reading \(missed.path), rotated away before it was sent")
                if let file = FollowedFile(path: missed.path, offset: 0) { files.append(file) }
            }
        }
        if let file = FollowedFile(path: path, offset: 0) { files.append(file) }
    }

    /// Extensions of rotated files that are compressed, so cannot be read as lines.
    static let compressed = ["gz", "xz", "bz2", "zst", "lz4", "z"]

    /// The files beside `path` whose names start with its own (`decisions.jsonl.1`,
    /// `decisions.jsonl-20261128`), not compressed, not followed already (`followed`) nor the file at the
    /// path (`current`), last written no earlier than the newest followed: rotated away after it.
    /// Oldest first.
    static func missedRotations(after followed: [FollowedFile], near path: String, except current: stat)
        -> [(path: String, modified: Int)]
    {
        var newestInfo = stat()
        guard let newest = followed.last, fstat(newest.fd, &newestInfo) == 0 else { return [] }
        let since = newestInfo.st_mtim.tv_sec
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var found: [(path: String, modified: Int)] = []
        for sibling in siblings where sibling.hasPrefix(name) && sibling != name {
            let ext = (sibling as NSString).pathExtension.lowercased()
            if compressed.contains(ext) { continue }
            var info = stat()
            let full = folder + "/" + sibling
            guard stat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_mtim.tv_sec >= since,
                !followed.contains(where: { $0.isFile(info) }),
                !(info.st_dev == current.st_dev && info.st_ino == current.st_ino)
            else { continue }
            found.append((full, Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)))
        }
        return found.sorted { $0.modified < $1.modified }
    }

    /// The next complete lines (at most `limit`), from the oldest file that has any; nil when there is
    /// nothing new.
    public func next(limit: Int = .max) -> Batch? {
        refresh()
        while let file = files.first {
            let size = file.size
            if size < file.offset {
                notice("\(path): the file shrank below what was sent (truncated?); reading it again from its start")
                file.offset = 0
            }
            if size > file.offset {
                let bytes = file.read(at: file.offset, count: min(batchBytes, size - file.offset))
                let (lines, used) = LineSplitter.split(bytes[...], start: file.offset, limit: limit) { offset, line in
                    notice(skipped(at: offset, bytes: line.count))
                }
                if used > 0 {
                    return Batch(lines: lines, device: file.device, inode: file.inode, end: file.offset + used)
                }
                if bytes.count == batchBytes {
                    notice("\(path): a line of more than \(batchBytes) bytes at byte \(file.offset), skipped")
                    return Batch(lines: [], device: file.device, inode: file.inode, end: skipLongLine(file))
                }
            }
            // At the end of this file (or of its complete lines). An older file is done once the
            // writer has moved on: the next file has something in it.
            guard files.count > 1, files[1].size > 0 else { return nil }
            if size > file.offset {
                notice(
                    "\(path): a torn last line in the rotated file (\(size - file.offset) bytes) is never completed, skipped"
                )
            }
            files.removeFirst()
        }
        return nil
    }

    /// The complete lines just after `batch` in its file (at most `limit`), read before `batch` is
    /// stored, so that they are parsed while the database works (`SyncSender.sendAll`). Changes
    /// nothing: no rotation is followed, no file dropped or read again, and lines passed over wait in
    /// the batch's `notices`. Nil when nothing complete follows `batch` in its file yet.
    public func next(after batch: Batch, limit: Int) -> Batch? {
        guard let file = files.first, file.device == batch.device, file.inode == batch.inode else { return nil }
        let size = file.size
        guard size > batch.end else { return nil }
        let bytes = file.read(at: batch.end, count: min(batchBytes, size - batch.end))
        var notices: [String] = []
        let (lines, used) = LineSplitter.split(bytes[...], start: batch.end, limit: limit) { offset, line in
            notices.append(skipped(at: offset, bytes: line.count))
        }
        guard used > 0 else { return nil }
        return Batch(lines: lines, device: file.device, inode: file.inode, end: batch.end + used, notices: notices)
    }

    /// The notice for a line at byte `offset` of `bytes` bytes that is not a decision.
    func skipped(at offset: Int, bytes: Int) -> String {
        "\(path): the line at byte \(offset) is not a decision (\(bytes) bytes), skipped"
    }

    /// Records that `batch`'s lines are stored: its file's position moves past them.
    public func confirm(_ batch: Batch) {
        files.first { $0.device == batch.device && $0.inode == batch.inode }?.offset = batch.end
    }

    /// Lines not yet confirmed, across the files (a torn last line not counted).
    public var backlog: Int { files.reduce(0) { $0 + $1.linesAfterOffset() } }

    /// The `time` of the oldest line not yet confirmed, as written; nil when none.
    public var oldestUnsentTime: String? {
        for file in files {
            let bytes = file.read(at: file.offset, count: 64 << 10)
            if let line = LineSplitter.split(bytes[...], start: file.offset, skipped: { _, _ in }).lines.first {
                return line.entry.time
            }
        }
        return nil
    }

    /// The offset after the next newline past `file.offset` (a line too long to be a decision).
    func skipLongLine(_ file: FollowedFile) -> Int {
        var at = file.offset
        while true {
            let block = file.read(at: at, count: 1 << 20)
            if block.isEmpty { return at }
            if let newline = block.firstIndex(of: 10) { return at + newline + 1 }
            at += block.count
        }
    }

    /// The file `position` names: the log's path, or a file beside it whose name starts with the
    /// log's (logrotate's `decisions.jsonl.1`, `decisions.jsonl-20261128`), found by device and inode.
    static func find(_ position: LogCursor.Position, near path: String) -> FollowedFile? {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let candidates =
            [path] + siblings.filter { $0.hasPrefix(name) && $0 != name }.sorted().map { folder + "/" + $0 }
        for candidate in candidates {
            var info = stat()
            guard stat(candidate, &info) == 0, UInt64(info.st_dev) == position.device,
                UInt64(info.st_ino) == position.inode
            else { continue }
            return FollowedFile(path: candidate, offset: position.offset)
        }
        return nil
    }
}

/// The batch after `batch` in `log`, read on another thread while the database stores `batch`
/// (`SyncSender.send`). Unchecked: the sender awaits the read before it touches the log again, so
/// the log is never used by two threads at once.
struct ReadAhead: @unchecked Sendable {
    let log: FollowedLog, batch: FollowedLog.Batch, limit: Int

    init(_ log: FollowedLog, _ batch: FollowedLog.Batch, _ limit: Int) {
        self.log = log; self.batch = batch; self.limit = limit
    }

    func read() -> FollowedLog.Batch? { log.next(after: batch, limit: limit) }
}
