import SwipeCore

#if canImport(Glibc)
import Glibc
#endif

/// What the back of a photo card says about its picture: the file's name, its size in pixels and on
/// disk, and when it was taken (EXIF) or else last modified.
///
/// ```
/// IMG_2041.jpg
/// 4000 × 3000 pixels · 2.4 MB
/// Taken 2024-07-14 18:03
/// ```
public struct PhotoFacts: Equatable, Sendable {
    /// The file's name (non-UTF-8 bytes shown as `RawPath.readable` does).
    public var name: String
    /// From the header; nil when it cannot be read from the file's start.
    public var pixels: PixelSize?
    /// The file's size, bytes.
    public var bytes: Int
    /// When it was taken, "YYYY-MM-DD HH:MM" (EXIF, the camera's clock), or nil.
    public var taken: String?
    /// When the file last changed, "YYYY-MM-DD HH:MM" in local time.
    public var modified: String

    /// Bytes read from the file's start: 256 KiB, enough for the header and EXIF of a camera's photo
    /// (a JPEG's size comes after its EXIF, thumbnail included, at most 64 KiB).
    public static let headBytes = 256 << 10

    /// The facts of the regular file at `path`, or nil when it cannot be opened or is not a regular
    /// file. Reads at most `headBytes` (on a painter thread, when a card is turned over).
    public static func read(path: String) -> PhotoFacts? {
        let fd = RawPath.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var head = [UInt8](repeating: 0, count: min(headBytes, max(0, Int(info.st_size))))
        let got = head.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        head = Array(head.prefix(max(0, got)))
        let name = RawPath.readable(String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""))
        let header = try? ImageHeader(bytes: head, name: name)
        return PhotoFacts(
            name: name, pixels: header?.size, bytes: Int(info.st_size),
            taken: header?.format == .jpeg ? ExifDate.parse(head) : nil, modified: localTime(info.st_mtim.tv_sec))
    }

    /// Three lines: the name; pixels and file size; "Taken …" or "Modified …".
    public var text: String {
        let sizes = (pixels.map { ["\($0.width) × \($0.height) pixels"] } ?? []) + [Self.fileSize(bytes)]
        return [name, sizes.joined(separator: " · "), taken.map { "Taken \($0)" } ?? "Modified \(modified)"]
            .joined(separator: "\n")
    }

    /// "812 bytes", "34 KB", "2.4 MB", "1.2 GB": decimal units, as file managers show them.
    static func fileSize(_ n: Int) -> String {
        if n < 1000 { return "\(n) byte\(n == 1 ? "" : "s")" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(n) / 1000, unit = 0
        while value >= 999.95 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let shown = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
        let text = value < 10 ? String(shown) : String(Int(shown))
        return "\(text) \(units[unit])"
    }

    /// `seconds` since 1970 as "YYYY-MM-DD HH:MM" in the local time zone.
    static func localTime(_ seconds: Int) -> String {
        var time = time_t(seconds), parts = tm()
        guard localtime_r(&time, &parts) != nil else { return "?" }
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min))"
    }
}
