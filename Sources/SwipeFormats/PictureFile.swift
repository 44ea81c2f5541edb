#if canImport(Glibc)
import Glibc
#endif

/// Reads a picture file whole, once, before anything decodes it.
///
/// One read means the size checked from the header is the size decoded (a file swapped between a
/// header check and a second open cannot slip past the limits). The file is opened non-blocking and
/// must be a regular file: a FIFO, a device or a folder named `x.png` is refused instead of hanging
/// a painting thread. Paths may carry non-UTF-8 bytes (see `RawPath`).
public enum PictureFile {
    /// Largest file read, bytes. 512 MiB: more than any photo; a bigger file is refused unread.
    public static let maxBytes = 512 << 20

    /// The bytes of the regular file at `path`. Throws a message naming the file when it cannot be
    /// opened or read, is not a regular file, is empty or is larger than `maxBytes`.
    public static func read(path: String) throws(PictureError) -> [UInt8] {
        let name = RawPath.readable(path)
        func failure(_ what: String) -> PictureError { PictureError("\(name): \(what)") }
        let fd = RawPath.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { throw failure("cannot open (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw failure("cannot read its status (\(String(cString: strerror(errno))))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw failure(info.st_mode & S_IFMT == S_IFDIR ? "is a folder, not a picture" : "is not a regular file")
        }
        let size = Int(info.st_size)
        guard size > 0 else { throw failure("file is empty (0 bytes)") }
        guard size <= maxBytes else { throw failure("file is \(size) bytes, more than the \(maxBytes)-byte limit") }
        var bytes = [UInt8](repeating: 0, count: size)
        var got = 0
        while got < size {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + got, size - got) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw failure("cannot read (\(String(cString: strerror(errno))))") }
            if n == 0 { break } // shrank while reading: decode what is there
            got += n
        }
        return got == size ? bytes : Array(bytes.prefix(got))
    }
}
