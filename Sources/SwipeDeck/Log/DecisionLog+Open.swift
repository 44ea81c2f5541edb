#if canImport(Glibc)
import Glibc
#endif

extension DecisionLog {
    /// Opens `path` for appending (creating it, mode 0644): read-write when allowed, else write-only.
    /// Never blocks (a FIFO is opened without waiting, then refused). Returns the descriptor and
    /// whether it is a regular file. Throws one line naming the path and the system's reason.
    static func openFile(_ path: String) throws(DecisionLogError) -> (fd: Int32, isRegular: Bool) {
        if path == standardOutputPath { return try openStandardOutput() }
        let flags = O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK
        var fd = open(path, O_RDWR | flags, 0o644)
        if fd < 0 && errno == EACCES { fd = open(path, O_WRONLY | flags, 0o644) } // a write-only file
        guard fd >= 0 else { throw failure("cannot open decision log", path, String(cString: strerror(errno))) }
        var info = stat()
        _ = fstat(fd, &info)
        let kind = info.st_mode & S_IFMT
        if kind == S_IFCHR {
            // /dev/null takes anything; /dev/full refuses even nothing (ENOSPC): find out now.
            if Glibc.write(fd, "", 0) < 0 {
                let reason = String(cString: strerror(errno))
                _ = Glibc.close(fd)
                throw failure("cannot write to decision log", path, reason)
            }
        } else if kind != S_IFREG {
            _ = Glibc.close(fd)
            throw failure(
                "cannot use decision log", path, kind == S_IFIFO ? "a FIFO, not a regular file" : "not a regular file")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return (fd, kind == S_IFREG)
    }

    /// The `--log` path that means standard output: "-".
    public static let standardOutputPath = "-"

    /// A copy of descriptor 1 for `--log -` (journald under a service): never reopened or checked for
    /// a torn end, each line still goes out in one `write()`. Throws when stdout is closed, or was
    /// closed at start (`>&-`: /dev/null stands in for it, which would lose every line unseen).
    static func openStandardOutput() throws(DecisionLogError) -> (fd: Int32, isRegular: Bool) {
        if ProcessSetup.standardOutputWasClosed {
            throw failure(
                "cannot use decision log", "- (standard output)", "standard output is closed; give --log a file")
        }
        let fd = fcntl(1, F_DUPFD_CLOEXEC, 3)
        guard fd >= 0 else {
            throw failure("cannot use decision log", "- (standard output)", String(cString: strerror(errno)))
        }
        return (fd, false)
    }

    private static func failure(_ what: String, _ path: String, _ reason: String) -> DecisionLogError {
        DecisionLogError(description: "\(what) \(path): \(reason)")
    }

    /// A crash in mid-write may have left a last line without its newline: ends it, so the next line
    /// starts on its own (readers skip the torn one), and notes where it started (`tornLineOffset`).
    /// A file it cannot read (write-only) gets a newline before its first line instead, in case.
    func endTornLine() {
        guard isRegularFile else { return }
        let size = Int(lseek(fd, 0, SEEK_END))
        guard size > 0 else { return }
        var last: UInt8 = 0
        guard pread(fd, &last, 1, off_t(size - 1)) == 1 else { lineIsOpen = true; return }
        guard last != UInt8(ascii: "\n") else { return }
        tornLineOffset = lastLineStart(size: size)
        lineIsOpen = true
        try? append([])
    }

    /// Offset of the first byte after the last newline in the first `size` bytes (0 when none),
    /// reading backwards a block at a time.
    private func lastLineStart(size: Int) -> Int {
        var end = size
        var block = [UInt8](repeating: 0, count: LogFileBytes.blockSize)
        while end > 0 {
            let start = max(0, end - block.count)
            let n = block.withUnsafeMutableBytes { pread(fd, $0.baseAddress, end - start, off_t(start)) }
            guard n == end - start else { return start }
            if let cut = block[..<n].lastIndex(of: UInt8(ascii: "\n")) { return start + cut + 1 }
            end = start
        }
        return 0
    }
}
