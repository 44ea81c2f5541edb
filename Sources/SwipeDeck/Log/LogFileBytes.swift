#if canImport(Glibc)
import Glibc
#endif

/// A decision log opened for reading by byte ranges (`pread`), so start-up reads only the part it
/// needs. Opened without blocking (a FIFO must not hang start-up) and refused unless a regular file.
struct LogFileBytes: ~Copyable {
    let path: String
    let fd: Int32
    /// Bytes in the file when it was opened.
    let size: Int

    /// Bytes read at a time when scanning. 64 KiB.
    static let blockSize = 64 * 1024
    /// Most bytes of one line kept when reading backwards (a decision line is far shorter; a longer
    /// one, e.g. a run of zeros after a crash, is skipped without holding it in memory). 1 MiB.
    static let longestLine = 1024 * 1024

    /// Opens `path` read-only; nil when it does not exist. Throws "cannot read decision log PATH:
    /// REASON" (strerror, or "not a regular file") otherwise.
    init?(path: String) throws(DecisionLogError) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 && errno == ENOENT { return nil }
        guard fd >= 0 else { throw Self.error(path, String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            _ = close(fd)
            throw Self.error(path, "not a regular file")
        }
        self.path = path; self.fd = fd; self.size = Int(info.st_size)
    }

    deinit { _ = close(fd) }

    static func error(_ path: String, _ reason: String) -> DecisionLogError {
        DecisionLogError(description: "cannot read decision log \(path): \(reason)")
    }

    /// `count` bytes from `offset` (fewer at the end of the file).
    func read(at offset: Int, count: Int) throws(DecisionLogError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes {
                pread(fd, $0.baseAddress! + done, count - done, off_t(offset + done))
            }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw Self.error(path, String(cString: strerror(errno))) }
            if n == 0 { break }
            done += n
        }
        bytes.removeLast(count - done)
        return bytes
    }

    /// The 1-based line numbers of the lines starting at each of `offsets` (a scan of the file up to
    /// the largest: only done to name skipped lines in messages).
    func lineNumbers(at offsets: [Int]) -> [Int: Int] {
        var numbers: [Int: Int] = [:]
        var pending = offsets.sorted()[...]
        var line = 1
        var offset = 0
        while let next = pending.first, offset <= next {
            let block = (try? read(at: offset, count: min(Self.blockSize, max(1, next - offset)))) ?? []
            if next == offset || block.isEmpty {
                numbers[next] = line
                pending = pending.dropFirst()
                continue
            }
            line += block.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            offset += block.count
        }
        return numbers
    }

    /// Calls `body` with each line (without its newline) from the end of the file backwards, and the
    /// offset where it starts, until `body` returns false. `isTornEnd` marks the file's last line when
    /// it has no newline. Reads `blockSize` bytes at a time; a line longer than `longestLine` comes
    /// as its last `longestLine` bytes or so (which never parse as a decision).
    func linesBackward(_ body: (_ line: ArraySlice<UInt8>, _ offset: Int, _ isTornEnd: Bool) -> Bool)
        throws(DecisionLogError)
    {
        let newline = UInt8(ascii: "\n")
        var end = size // the file is read before `end`
        var carry: [UInt8] = [] // the start of the line that continues past `end`, read earlier
        var atFileEnd = true // the next line is the piece after the file's last newline
        while end > 0 {
            let start = max(0, end - Self.blockSize)
            var chunk = try read(at: start, count: end - start)
            chunk.append(contentsOf: carry)
            var lineEnd = chunk.count
            while let cut = chunk[..<lineEnd].lastIndex(of: newline) {
                let line = chunk[(cut + 1)..<lineEnd]
                if !(atFileEnd && line.isEmpty) {
                    guard body(line, start + cut + 1, atFileEnd) else { return }
                }
                atFileEnd = false
                lineEnd = cut
            }
            if start == 0 {
                if lineEnd > 0 { _ = body(chunk[..<lineEnd], 0, atFileEnd) }
                return
            }
            carry = Array(chunk[..<lineEnd].suffix(Self.longestLine)) // a longer line is not a decision anyway
            end = start
        }
    }

    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool { DecisionLogReader.isBlank(line) }
}
