import Foundation

/// Prints the seed of the stream under way if the test process dies of a signal (a trap, a crash),
/// so even a crash names its seed. One message, set before each stream.
enum FuzzCrashNote {
    /// The message's bytes (NUL-terminated), written with `write(2)` from the signal handler.
    nonisolated(unsafe) private static var buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 512)
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static var installed = false

    /// Signals that end the process on a Swift runtime error or a crash.
    private static let signals = [SIGTRAP, SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// From now on a fatal signal prints `message` to stderr first.
    static func set(_ message: String) {
        if !installed {
            installed = true
            for s in signals {
                signal(s) { sig in
                    _ = write(2, FuzzCrashNote.buffer, FuzzCrashNote.length)
                    signal(sig, SIG_DFL)
                    raise(sig)
                }
            }
        }
        let bytes = Array(message.utf8.prefix(510)) + [UInt8(ascii: "\n")]
        bytes.withUnsafeBufferPointer { src in
            src.withMemoryRebound(to: CChar.self) { buffer.update(from: $0.baseAddress!, count: $0.count) }
        }
        length = bytes.count
    }

    /// No stream under way: a fatal signal prints nothing more.
    static func clear() { length = 0 }
}
