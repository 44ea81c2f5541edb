import Foundation
import SwipeFleetRequest

#if canImport(Glibc)
import Glibc
#endif

/// How far the database has confirmed a log: for each file still being read (a rotated one being
/// drained first, then the one at the log's path), its identity and the offset up to which every
/// line is stored. Saved as JSON, atomically, only after the database committed those lines.
public struct LogCursor: Codable, Hashable, Sendable {
    /// A file by device and inode, and the byte offset just past its last stored line.
    public struct Position: Codable, Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64
        public var offset: Int
        public init(device: UInt64, inode: UInt64, offset: Int) {
            self.device = device; self.inode = inode; self.offset = offset
        }
    }

    /// The format's version. 1.
    public var version = 1
    /// The log's absolute path, as followed.
    public var log: String
    /// The database it was sent to (its URL without the password).
    public var database: String
    /// Oldest file first.
    public var files: [Position]

    public init(log: String, database: String, files: [Position]) {
        self.log = log; self.database = database; self.files = files
    }

    /// The cursor file for `log` sent to `database`, in `folder`: one per pair, so a log sent to a
    /// second database starts there from its beginning. Named by a 64-bit FNV-1a hash of both.
    public static func path(folder: String, log: String, database: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (log + "\n" + database).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let name = (log as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
        return folder + "/" + name.prefix(40) + "-" + String(hash, radix: 16) + ".cursor"
    }

    /// The cursor saved at `path`; nil when there is none. Throws `.local` for one that cannot be read.
    public static func load(_ path: String) throws(FleetError) -> LogCursor? {
        guard let data = FileManager.default.contents(atPath: path) else {
            if access(path, F_OK) != 0 { return nil }
            throw FleetError(.local, "cannot read the sync cursor \(path)")
        }
        guard let cursor = try? JSONDecoder().decode(LogCursor.self, from: data), cursor.version == 1 else {
            throw FleetError(
                .local,
                "the sync cursor \(path) is damaged or from another version; remove it to send the log again (the database keeps each line once)"
            )
        }
        return cursor
    }

    /// Writes the cursor to `path` atomically: a temporary file beside it, synced, renamed over it,
    /// and the folder synced, so a power cut leaves the old cursor or the new, never a mix.
    public func save(_ path: String) throws(FleetError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard var bytes = try? encoder.encode(self) else { throw FleetError(.local, "cannot encode the sync cursor") }
        bytes.append(UInt8(ascii: "\n"))
        let temporary = path + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Self.failure(path) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else { throw Self.failure(path) }
        let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    static func failure(_ path: String) -> FleetError {
        FleetError(.local, "cannot save the sync cursor \(path): \(String(cString: strerror(errno)))")
    }
}
