import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What the process must settle before anything else runs (first thing in the executable's `main`,
/// before arguments are parsed): the standard descriptors open, and SIGPIPE ignored.
///
/// A descriptor 0, 1 or 2 left closed by the caller (`swipedeck DECK 2>&-`) would be handed to the
/// next file opened (the X connection, the decision log) and warnings written into it; each closed
/// one is opened on /dev/null instead. A reader that went away (`swipedeck … 2>&1 | head -c 10`) would
/// kill the app with SIGPIPE at the next warning; with SIGPIPE ignored the write fails with EPIPE,
/// which `StandardError` and the files' writers handle.
public enum ProcessSetup {
    /// Opens /dev/null on each closed standard descriptor and ignores SIGPIPE.
    public static func prepare() {
        openClosedStandardDescriptors()
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether standard output was closed when the process started (before `prepare` put /dev/null
    /// there): `--log -` then refuses to start rather than write every decision to /dev/null.
    public static var standardOutputWasClosed: Bool { closedAtStart.withLock { $0.contains(1) } }

    /// The standard descriptors `prepare` found closed.
    private static let closedAtStart = Mutex<Set<Int32>>([])

    /// Gives each of fds 0, 1 and 2 that is closed /dev/null (read-write). They are filled in order,
    /// and `open` returns the lowest free descriptor, so each lands on its number; a descriptor that
    /// lands elsewhere (already open, or /dev/null missing) is closed again.
    static func openClosedStandardDescriptors() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            closedAtStart.withLock { _ = $0.insert(fd) }
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0 && opened != fd {
                _ = dup2(opened, fd)
                close(opened)
            }
        }
    }
}
