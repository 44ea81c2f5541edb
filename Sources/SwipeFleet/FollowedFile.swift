#if canImport(Glibc)
import SwipeFleetRequest
import Glibc
#endif

/// One open file of a followed log, read from `offset` on. The descriptor stays on the file when
/// logrotate renames it, so the rest of it can be drained.
final class FollowedFile {
    let fd: Int32
    let device: UInt64
    let inode: UInt64
    /// Byte offset just past the last line the database has confirmed.
    var offset: Int

    /// Opens `path` read-only if it is a regular file; nil otherwise.
    init?(path: String, offset: Int) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return nil
        }
        self.fd = fd; device = UInt64(info.st_dev); inode = UInt64(info.st_ino); self.offset = offset
    }

    deinit { close(fd) }

    /// The file's size now, bytes.
    var size: Int {
        var info = stat()
        return fstat(fd, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Whether `info` describes this file.
    func isFile(_ info: stat) -> Bool { UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode }

    /// Up to `count` bytes from `at` (fewer at the end of the file); empty on an error.
    func read(at: Int, count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, count - done, off_t(at + done)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
        return Array(bytes.prefix(done))
    }

    /// Complete lines after `offset` (newlines counted), for the backlog.
    func linesAfterOffset() -> Int {
        var count = 0, at = offset
        while true {
            let block = read(at: at, count: 1 << 20)
            if block.isEmpty { return count }
            count += block.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            at += block.count
        }
    }
}
