#if canImport(Glibc)
import Glibc
#endif

/// Where systemd's notification socket is (`$NOTIFY_SOCKET`): a file path ("/run/systemd/notify") or,
/// written with a leading "@", a name in Linux's abstract socket namespace ("@/org/freedesktop/…").
public struct NotifyAddress: Hashable, Sendable {
    /// The bytes of `sockaddr_un.sun_path` that name the socket: the path, or a 0 byte then the
    /// abstract name (no terminating 0 either way; the address's length says where it ends).
    public let pathBytes: [UInt8]
    /// The address as given, for messages.
    public let text: String

    /// Most bytes `sun_path` holds on Linux. 108.
    public static let maximumPathBytes = 108

    /// The address `$NOTIFY_SOCKET` names; nil when `text` is empty, neither absolute nor abstract
    /// ("@…"), a lone "/" or "@", holds a 0 byte, or is longer than `maximumPathBytes` (with the abstract name's 0).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, !bytes.contains(0) else { return nil }
        let path: [UInt8]
        switch bytes.first {
        case UInt8(ascii: "@"): path = [0] + bytes.dropFirst()
        case UInt8(ascii: "/"): path = bytes
        default: return nil
        }
        guard path.count <= Self.maximumPathBytes else { return nil }
        pathBytes = path
        self.text = text
    }

    /// Calls `body` with the address as a `sockaddr_un` (for `sendto` or `bind`) and its length.
    public func withSocketAddress<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        var storage = sockaddr_un()
        storage.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &storage.sun_path) { buffer in
            for (i, byte) in pathBytes.enumerated() { buffer[i] = byte }
        }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + pathBytes.count)
        return withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, length) }
        }
    }
}

/// One datagram socket to systemd's notification socket (the sd_notify protocol): each `send` is one
/// datagram of newline-separated `KEY=VALUE` lines. Nothing is linked from libsystemd.
public final class NotifySocket {
    /// Where the datagrams go.
    public let address: NotifyAddress
    private let descriptor: Int32

    /// Opens an unbound AF_UNIX datagram socket (close-on-exec, non-blocking: a full queue at the
    /// receiver drops a message instead of holding the frame loop) for `address`. Throws when the
    /// system refuses a socket.
    public init(address: NotifyAddress) throws(NotifyError) {
        self.address = address
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw NotifyError(address: address.text, code: errno) }
        _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Sends `message` as one datagram. Throws with the system's reason when it cannot be delivered
    /// (no socket there: ENOENT or ECONNREFUSED; a full queue: EAGAIN).
    public func send(_ message: String) throws(NotifyError) {
        let bytes = Array(message.utf8)
        let sent = address.withSocketAddress { socketAddress, length in
            bytes.withUnsafeBytes {
                sendto(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL), socketAddress, length)
            }
        }
        if sent < 0 { throw NotifyError(address: address.text, code: errno) }
    }
}

/// A notification that could not be sent: the address and the system's reason.
public struct NotifyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `$NOTIFY_SOCKET` as given.
    public let address: String
    /// The `errno` value.
    public let code: Int32

    /// "cannot notify /run/x.sock: No such file or directory".
    public var description: String { "cannot notify \(address): \(String(cString: strerror(code)))" }
}
