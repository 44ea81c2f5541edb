#if canImport(Glibc)
import Glibc
#endif

extension DecisionLog {
    /// Longest wait for room in a pipe or socket log (`--log -` into journald or a pipe) before its
    /// line is given up as lost: 10 ms, under one frame, so a reader that stopped reading never stalls
    /// the frame loop (a blocking `write` would wait for ever).
    static let pipeWaitMilliseconds: Int32 = 10

    /// Whether `fd` can take bytes now (a regular file or a device always can), waiting up to
    /// `pipeWaitMilliseconds` for a pipe or socket whose reader is behind.
    func hasRoom() -> Bool {
        guard !isRegularFile else { return true }
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        while true {
            let n = poll(&entry, 1, Self.pipeWaitMilliseconds)
            if n < 0 && errno == EINTR { continue }
            // POLLERR/POLLHUP (the reader left) count as room: write then fails with EPIPE, named.
            return n != 0
        }
    }
}
