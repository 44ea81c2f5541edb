import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A test's own AF_UNIX datagram socket, bound at a path or an abstract name ("@…"), standing for
/// systemd's notification socket: `take()` returns the datagrams received so far.
final class DatagramReceiver {
    let address: String
    private let fd: Int32

    init(address: String) throws {
        self.address = address
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        var storage = sockaddr_un()
        storage.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(address.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &storage.sun_path) { for (i, b) in bytes.enumerated() { $0[i] = b } }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count)
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard fd >= 0, bound == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
    }

    deinit { close(fd) }

    /// The datagrams waiting, oldest first, as text.
    func take() -> [String] {
        var messages: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { return messages }
            messages.append(String(decoding: buffer[0..<n], as: UTF8.self))
        }
    }
}
