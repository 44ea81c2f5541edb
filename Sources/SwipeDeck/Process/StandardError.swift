#if canImport(Glibc)
import Glibc
#endif

/// Writes to the standard error descriptor (fd 2) without ever failing loudly: a closed pipe (EPIPE,
/// once SIGPIPE is ignored), a full disk or a closed descriptor lose the text, never the process.
/// Foundation's `FileHandle.standardError.write` traps on such an error instead.
public enum StandardError {
    /// Writes all of `text` to fd 2, retrying after interruptions and short writes; gives up silently
    /// on any other error (there is nowhere left to report it).
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while offset < buffer.count {
                let written = Glibc.write(2, base + offset, buffer.count - offset)
                if written > 0 { offset += written; continue }
                if written < 0 && errno == EINTR { continue }
                return
            }
        }
    }
}
