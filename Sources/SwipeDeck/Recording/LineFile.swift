#if canImport(Glibc)
import Glibc
#endif

/// Why an output file could not be opened; `description` is a complete message.
public struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}

/// A text file written line by line through a buffer (`--record`, `--frame-stats`): created or
/// truncated when opened, written out when the buffer passes `bufferLimit` bytes and on `flush()` and
/// `close()`. A failing write is reported once through `onError` and later lines are dropped; never fatal.
public final class LineFile {
    /// The path as given.
    public let path: String
    private var fd: Int32
    private var buffer: [UInt8] = []
    private var failed = false
    /// Bytes buffered before they are written out. 16 KiB.
    public static let bufferLimit = 16 * 1024
    /// Called with a message the first time a write fails.
    public var onError: (String) -> Void = { _ in }

    /// Creates (or empties) the file at `path`; its folder must exist. `what` names it in messages
    /// ("recording", "frame stats").
    public init(path: String, what: String) throws(OutputFileError) {
        self.path = path
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw OutputFileError(
                description: "cannot create \(what) file \(path): \(String(cString: strerror(errno)))")
        }
        buffer.reserveCapacity(Self.bufferLimit + 512)
    }

    deinit { close() }

    /// Appends `text` (one or more complete lines).
    public func write(_ text: String) {
        guard fd >= 0, !failed else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferLimit { flush() }
    }

    /// Writes out what is buffered (no fsync: the lines reach the kernel, enough to survive the app).
    public func flush() {
        guard fd >= 0, !failed, !buffer.isEmpty else { return }
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                failed = true
                onError("cannot write to \(path): \(n < 0 ? String(cString: strerror(errno)) : "no space written")")
                break
            }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file; later writes are ignored. Closing twice is harmless.
    public func close() {
        guard fd >= 0 else { return }
        flush()
        _ = Glibc.close(fd)
        fd = -1
    }
}
