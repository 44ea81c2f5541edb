import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The app's word to programs of its user on the same machine that it is drawing: a file of 8 bytes
/// holding the moment of its last frame, nanoseconds on CLOCK_MONOTONIC (one clock for every process
/// of the machine), as a little-endian unsigned integer. The fleet's sender (`swipedeck sync`) reads it
/// before each batch and yields while a visitor swipes: it learns of the first frame at once, where
/// sampling the app's CPU in /proc needs a tenth of a second and finds a newly started app only at its
/// next look for processes (up to 5 s: a restarted kiosk's first swipes met a drain in full flow).
///
/// The file lives in the user's runtime folder (`$XDG_RUNTIME_DIR`, or `/run/user/UID` for a service
/// of the same user without a session), which only the user can write: nobody else can make the sender
/// yield, or make it believe the kiosk is still.
public enum KioskActivity {
    /// The file's name in the runtime folder. "swipedeck-activity".
    public static let fileName = "swipedeck-activity"
    /// Least seconds between two writes while frames follow each other: 0.05 (three frames at 60 Hz).
    /// The first frame after a pause is always written at once.
    public static let writeInterval = 0.05

    /// The file's path: in `XDG_RUNTIME_DIR` when it is set to an absolute path (the app's session
    /// has it), else in `/run/user/UID` of `userID` (a service of the same user, such as the sender,
    /// has no session of its own; the folder may appear later, when the kiosk's session starts, so it
    /// is not looked for now); nil otherwise (no file is written or read). The app passes no
    /// `userID`: it writes only where its session says.
    public static func path(environment: [String: String], userID: uid_t? = nil) -> String? {
        if let folder = environment["XDG_RUNTIME_DIR"], folder.hasPrefix("/") {
            return (folder as NSString).appendingPathComponent(fileName)
        }
        return userID.map { "/run/user/\($0)/\(fileName)" }
    }

    /// The last frame's moment written in the file at `path`, seconds on CLOCK_MONOTONIC; nil when
    /// there is no such file, it is not a regular file of 8 bytes or more, or it names a moment more
    /// than a second after `now` (not written by a kiosk of this boot).
    public static func lastFrame(path: String, now: Double) -> Double? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var raw: UInt64 = 0
        guard pread(descriptor, &raw, 8, 0) == 8 else { return nil }
        let seconds = Double(UInt64(littleEndian: raw)) / 1e9
        return seconds <= now + 1 ? seconds : nil
    }

    /// Writes the moment of each frame, at most every `writeInterval` seconds. Writes never block
    /// the frame loop (a tmpfs file, one `pwrite` of 8 bytes) and failures are silent: the file is a
    /// hint to the sender, which then falls back on the app's CPU time.
    public final class Writer {
        let descriptor: Int32
        var lastWrite = -Double.infinity

        /// Opens (creating, mode 0600) the file at `path`; nil when it cannot be opened or is not a
        /// regular file (a link is not followed).
        public init?(path: String) {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
            guard descriptor >= 0 else { return nil }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                return nil
            }
            self.descriptor = descriptor
        }

        deinit { close(descriptor) }

        /// A frame is drawn at `now` (seconds on CLOCK_MONOTONIC, `MonotonicClock.seconds()`).
        public func noteFrame(at now: Double = MonotonicClock.seconds()) {
            guard now - lastWrite >= KioskActivity.writeInterval, now >= 0 else { return }
            lastWrite = now
            var raw = UInt64(now * 1e9).littleEndian
            _ = pwrite(descriptor, &raw, 8, 0)
        }
    }
}
