import SwipeSDL

#if canImport(Glibc)
import Glibc
#endif

/// The relay's own notification socket: an AF_UNIX datagram socket bound in a new folder only its
/// user may enter (mode 0700, under `$XDG_RUNTIME_DIR` or the temporary folder), which its command
/// is told to notify (`NOTIFY_SOCKET`). Removed by `remove()`.
final class RelayInbox {
    /// The socket's path.
    let path: String
    /// The bound socket (non-blocking, close-on-exec).
    let descriptor: Int32
    private let folder: String

    /// Binds a socket in a new folder under `base`. Throws a sentence saying what failed.
    init(base: String) throws(RelayError) {
        var template = Array("\(base)/swipedeck-relay.XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw RelayError("cannot make a folder in \(base): \(String(cString: strerror(errno)))")
        }
        folder = String(cString: made)
        path = folder + "/notify"
        guard let address = NotifyAddress(path) else {
            rmdir(folder)
            throw RelayError("the socket path \(path) is too long")
        }
        let fd = socket(
            AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        let bound = address.withSocketAddress { bind(fd, $0, $1) }
        guard fd >= 0, bound == 0 else {
            let reason = String(cString: strerror(errno))
            if fd >= 0 { close(fd) }
            rmdir(folder)
            throw RelayError("cannot bind \(path): \(reason)")
        }
        descriptor = fd
    }

    /// The next datagram waiting, as text (invalid UTF-8 repaired); nil when none waits.
    func receive() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return count == 0 ? "" : nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Closes the socket and removes it and its folder.
    func remove() {
        close(descriptor)
        unlink(path)
        rmdir(folder)
    }
}

/// Why the relay could not be set up, as a sentence.
struct RelayError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
