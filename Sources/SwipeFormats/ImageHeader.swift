import SwipeCore

/// Reads a picture's format and pixel size from its header, without decoding it.
///
/// Knows PNG (IHDR), JPEG (first SOFn segment), GIF (logical screen and first image descriptor), BMP
/// and WebP (VP8, VP8L, VP8X).
///
/// ```swift
/// let header = try ImageHeader(bytes: PictureFile.read(path: "/pics/cat.jpg"), name: "cat.jpg")   // .jpeg, 1200×800
/// try ImageLimits.standard.check(header.size, path: "cat.jpg")
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
            if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else if starts([0xFF, 0xD8]) {
                self = .jpeg
            } else if starts(Array("GIF8".utf8)) {
                self = .gif
            } else if starts(Array("BM".utf8)) {
                self = .bmp
            } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
                self = .webp
            } else {
                return nil
            }
        }
    }

    public var format: Format
    /// Width and height, pixels, as the header claims them. For a GIF, its logical screen grown to hold
    /// its first frame (`GIFFrameExtent`), which is what SDL_image allocates.
    public var size: PixelSize

    public init(format: Format, size: PixelSize) { self.format = format; self.size = size }

    /// Reads the header of the file at `path` (read whole by `PictureFile`). Throws when the file
    /// cannot be read, is not one of the known formats, or the header is cut short.
    public init(path: String) throws(PictureError) {
        self = try ImageHeader.parse(PictureFile.read(path: path), name: RawPath.readable(path))
    }

    /// Reads the header from bytes in memory (the start of the file is enough for all but some JPEGs).
    public init(bytes: [UInt8], name: String = "image") throws(PictureError) {
        self = try ImageHeader.parse(bytes, name: name)
    }

    /// The header of the picture in `bytes`; `name` for messages.
    static func parse(_ bytes: [UInt8], name: String) throws(PictureError) -> ImageHeader {
        let head = Array(bytes.prefix(32))
        func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ b: [UInt8], _ i: Int) -> Int { be16(b, i) << 16 | be16(b, i + 2) }
        func le16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        func le24(_ b: [UInt8], _ i: Int) -> Int { le16(b, i) | Int(b[i + 2]) << 16 }
        func le32(_ b: [UInt8], _ i: Int) -> Int { le16(b, i) | le16(b, i + 2) << 16 }
        func truncated() -> PictureError { PictureError("\(name): image header is cut short") }

        switch Format(signature: head) {
        case .png:
            guard head.count >= 24, Array(head[12..<16]) == Array("IHDR".utf8) else { throw truncated() }
            return ImageHeader(format: .png, size: PixelSize(width: be32(head, 16), height: be32(head, 20)))
        case .jpeg:
            for segment in JPEGSegments(bytes) {
                if segment.isFrameHeader {
                    let i = segment.offset
                    guard i + 9 <= bytes.count else { throw truncated() }
                    return ImageHeader(
                        format: .jpeg, size: PixelSize(width: be16(bytes, i + 7), height: be16(bytes, i + 5)))
                }
                if segment.endsHeaders { throw PictureError("\(name): JPEG has no frame header before its image data") }
            }
            throw truncated() // the segments ran out (or made no sense)
        case .gif:
            guard head.count >= 10 else { throw truncated() }
            let screen = PixelSize(width: le16(head, 6), height: le16(head, 8))
            let read = { (offset: Int, count: Int) -> [UInt8] in
                guard offset >= 0, offset < bytes.count else { return [] }
                return Array(bytes[offset..<min(bytes.count, offset + count)])
            }
            guard let frame = GIFFrameExtent.firstFrame(read: read) else {
                return ImageHeader(format: .gif, size: screen)
            }
            return ImageHeader(
                format: .gif,
                size: PixelSize(
                    width: max(screen.width, frame.width),
                    height: max(screen.height, frame.height)))
        case .bmp:
            guard head.count >= 26 else { throw truncated() }
            let h = Int(Int32(truncatingIfNeeded: le32(head, 22)))
            return ImageHeader(format: .bmp, size: PixelSize(width: le32(head, 18), height: abs(h)))
        case .webp:
            guard head.count >= 30 else { throw truncated() }
            switch String(decoding: head[12..<16], as: UTF8.self) {
            case "VP8X":
                return ImageHeader(
                    format: .webp, size: PixelSize(width: le24(head, 24) + 1, height: le24(head, 27) + 1))
            case "VP8L":
                let bits = le32(head, 21)
                return ImageHeader(
                    format: .webp, size: PixelSize(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1))
            case "VP8 ":
                return ImageHeader(
                    format: .webp, size: PixelSize(width: le16(head, 26) & 0x3FFF, height: le16(head, 28) & 0x3FFF))
            default: throw PictureError("\(name): unknown WebP chunk")
            }
        case nil:
            throw PictureError("\(name): not a PNG, JPEG, GIF, BMP or WebP file")
        }
    }
}
