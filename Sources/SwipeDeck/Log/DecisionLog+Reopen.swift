#if canImport(Glibc)
import Glibc
#endif

extension DecisionLog {
    /// Why the open file is no longer the one at `path` — "was deleted" (its link count is 0),
    /// "was moved away" (nothing at the path: renamed) or "was replaced" (the path names another
    /// file: logrotate without copytruncate) — or nil when it still is. Only regular files.
    func pathChange() -> String? {
        guard isRegularFile, fd >= 0 else { return nil }
        var open = stat(), named = stat()
        guard fstat(fd, &open) == 0 else { return nil }
        if open.st_nlink == 0 { return "was deleted" }
        if stat(path, &named) != 0 { return errno == ENOENT ? "was moved away" : nil }
        return named.st_dev != open.st_dev || named.st_ino != open.st_ino ? "was replaced" : nil
    }

    /// Before a line: reopens the path when the open file is no longer it, saying so through `onNotice`.
    func reopenIfMoved() {
        guard let change = pathChange() else { return }
        onNotice("decision log \(path) \(change); writing to a new file at that path")
        reopen()
    }

    /// Closes the file and opens `path` again (creating it): what SIGHUP asks for after the log was
    /// rotated. When the path cannot be opened, says why through `onNotice` and keeps writing to the
    /// old file (the next line tries again).
    public func reopen() {
        guard fd >= 0 else { return }
        let opened: (fd: Int32, isRegular: Bool)
        do { opened = try Self.openFile(path) } catch {
            onNotice("\(error); still writing to the file it had open")
            return
        }
        if lineIsOpen { try? append([]) }
        syncer.sync(fd: fd, path: path)
        _ = Glibc.close(fd)
        (fd, isRegularFile) = opened
        lineIsOpen = false
        endTornLine()
    }
}
