#if canImport(Glibc)
import Glibc
#endif

/// The `--metrics` file, replaced whole at each write: the text goes to a new file in the same
/// folder (".NAME.XXXXXX": node_exporter's textfile collector reads only "*.prom"), made readable by
/// all (mode 0644: the collector runs as another user), then renamed over the file, so a reader sees
/// the old figures or the new ones, never half of them. No fsync: the figures are rewritten every few
/// seconds, and a file lost with the machine is made anew at the next start.
public struct MetricsFile: Hashable, Sendable {
    /// The path as given.
    public let path: String
    /// The folder the temporary files are made in ("." for a bare name).
    let folder: String
    /// The file's name without its folder.
    let name: String

    public init(path: String) {
        self.path = path
        if let slash = path.lastIndex(of: "/") {
            let before = String(path[..<slash])
            folder = before.isEmpty ? "/" : before
            name = String(path[path.index(after: slash)...])
        } else {
            folder = "."
            name = path
        }
    }

    /// Replaces the file's content with `text`. Throws a complete message naming the file and the
    /// system's reason (a missing folder, no permission, a full disk, a folder at the path); nothing
    /// is left behind.
    public func write(_ text: String) throws(OutputFileError) {
        var template = Array((folder + "/." + name + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot create a file in \(folder)") }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let bytes = Array(text.utf8)
        var done = 0
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            while done < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        let problem = errno
        let readable = fchmod(fd, 0o644) == 0
        guard Glibc.close(fd) == 0, written, readable else {
            unlink(temporary)
            throw failure("cannot write it", code: written ? errno : problem)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure("cannot replace it", code: code)
        }
    }

    /// "metrics file /x/m.prom: cannot create a file in /x: No such file or directory".
    func failure(_ what: String, code: Int32 = errno) -> OutputFileError {
        OutputFileError(description: "metrics file \(path): \(what): \(String(cString: strerror(code)))")
    }
}
