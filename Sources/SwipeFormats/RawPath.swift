/// File paths whose bytes are not valid UTF-8 (names written by old cameras, Windows code pages,
/// Latin-1 shares) carried inside a Swift `String` without losing a byte.
///
/// A Swift string cannot hold invalid UTF-8, and decoding it lossily gives a path that does not exist.
/// `encode` keeps every valid UTF-8 sequence as it is and turns each byte of an invalid one into a
/// character of Unicode's plane-16 private use area, U+10FF00 + byte (0x80…0xFF); `bytes(of:)` undoes
/// that at the C boundary (`open`, `opendir`). A path that is valid UTF-8 and has no such character
/// is unchanged both ways. `readable` shows the path with U+FFFD in place of the bad bytes, for titles
/// and messages.
///
/// ```swift
/// let path = RawPath.encode(Array("/pics/caf".utf8) + [0xE9] + Array(".jpg".utf8))   // Latin-1 "café.jpg"
/// RawPath.bytes(of: path).last == UInt8(ascii: "g")   // the original 15 bytes
/// RawPath.readable(path) == "/pics/caf\u{FFFD}.jpg"
/// ```
public enum RawPath {
    /// The first escape character; byte b (0x80…0xFF) becomes U+10FF00 + b.
    static let escapeBase: UInt32 = 0x10FF00

    /// `bytes` as a string: valid UTF-8 kept, each byte of an invalid sequence escaped.
    public static func encode<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var out = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var consumed = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                out.append(Unicode.UTF8.decode(encoded))
                consumed = bytes.index(consumed, offsetBy: encoded.count)
            case .error(let length):
                for byte in bytes[consumed...].prefix(length) { out.append(Unicode.Scalar(escapeBase + UInt32(byte))!) }
                consumed = bytes.index(consumed, offsetBy: length)
            case .emptyInput:
                return String(out)
            }
        }
    }

    /// The original bytes of a path made by `encode` (plain UTF-8 for any other string).
    public static func bytes(of path: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF {
                out.append(UInt8(scalar.value - escapeBase))
            } else {
                out += Array(String(scalar).utf8)
            }
        }
        return out
    }

    /// Calls `body` with the path's original bytes as a NUL-terminated C string.
    public static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        let raw = bytes(of: path) + [0]
        return try raw.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The path for people to read: each escaped byte shown as U+FFFD.
    public static func readable(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0.value >= escapeBase + 0x80 }) else { return path }
        return String(decoding: bytes(of: path), as: UTF8.self)
    }
}
