import SwipeCore

#if canImport(Glibc)
import Glibc
#endif

/// Reads a picture's format and pixel size from its header, without decoding it.
///
/// Knows PNG (IHDR), JPEG (first SOFn segment), GIF (logical screen and first image descriptor), BMP
/// and WebP (VP8, VP8L, VP8X).
///
/// ```swift
/// let header = try ImageHeader(path: "/pics/cat.jpg")   // .jpeg, 1200×800
/// try ImageLimits.standard.check(header.size, path: "/pics/cat.jpg")
/// ```
public struct ImageHeader: Hashable, Sendable {
    /// Formats the sniffer recognises.
    public enum Format: String, Hashable, Sendable {
        case png, jpeg, gif, bmp, webp

        /// The format whose signature `head` (a file's first bytes; 12 are enough) starts with, or nil.
        public init?(signature head: [UInt8]) {
            func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
                head.count >= offset + prefix.count && head[offset..<offset + prefix.count].elementsEqual(prefix)
            }
            if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
            else if starts([0xFF, 0xD8]) { self = .jpeg }
            else if starts(Array("GIF8".utf8)) { self = .gif }
            else if starts(Array("BM".utf8)) { self = .bmp }
            else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { self = .webp }
            else { return nil }
        }
    }

    public var format: Format
    /// Width and height, pixels, as the header claims them. For a GIF, its logical screen grown to hold
    /// its first frame (`GIFFrameExtent`), which is what SDL_image allocates.
    public var size: PixelSize

    public init(format: Format, size: PixelSize) { self.format = format; self.size = size }

    /// Reads the header of the file at `path`. Throws when the file cannot be opened, is not one of the
    /// known formats, or the header is cut short.
    public init(path: String) throws {
        guard let file = fopen(path, "rb") else {
            throw SDLError("\(path): cannot open (\(String(cString: strerror(errno))))")
        }
        defer { fclose(file) }
        let read: (Int, Int) -> [UInt8] = { offset, count in
            guard fseek(file, offset, SEEK_SET) == 0 else { return [] }
            var buffer = [UInt8](repeating: 0, count: count)
            let got = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, count, file) }
            return Array(buffer.prefix(got))
        }
        self = try ImageHeader.parse(read: read, name: path)
    }

    /// Reads the header from bytes in memory (the start of the file is enough for all but some JPEGs).
    public init(bytes: [UInt8], name: String = "image") throws {
        self = try ImageHeader.parse(read: { offset, count in
            guard offset < bytes.count else { return [] }
            return Array(bytes[offset..<min(bytes.count, offset + count)])
        }, name: name)
    }

    /// `read(offset, count)` returns up to `count` bytes at `offset` (fewer at the end of the file).
    static func parse(read: (Int, Int) -> [UInt8], name: String) throws -> ImageHeader {
        let head = read(0, 32)
        func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ b: [UInt8], _ i: Int) -> Int { be16(b, i) << 16 | be16(b, i + 2) }
        func le16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        func le24(_ b: [UInt8], _ i: Int) -> Int { le16(b, i) | Int(b[i + 2]) << 16 }
        func le32(_ b: [UInt8], _ i: Int) -> Int { le16(b, i) | le16(b, i + 2) << 16 }
        func truncated() -> SDLError { SDLError("\(name): image header is cut short") }

        switch Format(signature: head) {
        case .png:
            guard head.count >= 24, Array(head[12..<16]) == Array("IHDR".utf8) else { throw truncated() }
            return ImageHeader(format: .png, size: PixelSize(width: be32(head, 16), height: be32(head, 20)))
        case .jpeg:
            var offset = 2
            for _ in 0..<10_000 {
                let marker = read(offset, 9)
                guard marker.count >= 4, marker[0] == 0xFF else { throw truncated() }
                let code = marker[1]
                if code == 0xFF { offset += 1; continue }                       // fill byte
                if code == 0xD8 || code == 0x01 || (0xD0...0xD7).contains(code) { offset += 2; continue }
                let isSOF = (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
                if isSOF {
                    guard marker.count >= 9 else { throw truncated() }
                    return ImageHeader(format: .jpeg, size: PixelSize(width: be16(marker, 7), height: be16(marker, 5)))
                }
                if code == 0xD9 || code == 0xDA { break }                        // end of image / start of scan
                offset += 2 + be16(marker, 2)
            }
            throw SDLError("\(name): JPEG has no frame header before its image data")
        case .gif:
            guard head.count >= 10 else { throw truncated() }
            let screen = PixelSize(width: le16(head, 6), height: le16(head, 8))
            guard let frame = GIFFrameExtent.firstFrame(read: read) else { return ImageHeader(format: .gif, size: screen) }
            return ImageHeader(format: .gif, size: PixelSize(width: max(screen.width, frame.width),
                                                             height: max(screen.height, frame.height)))
        case .bmp:
            guard head.count >= 26 else { throw truncated() }
            let h = Int(Int32(truncatingIfNeeded: le32(head, 22)))
            return ImageHeader(format: .bmp, size: PixelSize(width: le32(head, 18), height: abs(h)))
        case .webp:
            guard head.count >= 30 else { throw truncated() }
            switch String(decoding: head[12..<16], as: UTF8.self) {
            case "VP8X": return ImageHeader(format: .webp, size: PixelSize(width: le24(head, 24) + 1, height: le24(head, 27) + 1))
            case "VP8L":
                let bits = le32(head, 21)
                return ImageHeader(format: .webp, size: PixelSize(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1))
            case "VP8 ": return ImageHeader(format: .webp, size: PixelSize(width: le16(head, 26) & 0x3FFF, height: le16(head, 28) & 0x3FFF))
            default: throw SDLError("\(name): unknown WebP chunk")
            }
        case nil:
            throw SDLError("\(name): not a PNG, JPEG, GIF, BMP or WebP file")
        }
    }
}
