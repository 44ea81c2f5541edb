/// Hand-made JPEG pieces for the tests: markers, segments and whole headers, no image data.
enum JPEGBytes {
    static let soi: [UInt8] = [0xFF, 0xD8]
    static let eoi: [UInt8] = [0xFF, 0xD9]
    /// Start of scan with a 2-byte body, a little entropy-coded data, then end of image.
    static let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x04, 0x11, 0x22, 0x33, 0x44, 0xFF, 0xD9]
    /// A JFIF APP0 segment (16 bytes after the marker).
    static let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]

    /// A segment with `marker` and `body` (the length field counts itself and the body).
    static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    }

    /// A baseline frame header (SOF0) for `width` × `height` with `components` (3 YCbCr, 4 CMYK).
    static func frame(width: Int, height: Int, components: UInt8 = 3) -> [UInt8] {
        segment(
            0xC0,
            [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), components]
                + Array(repeating: 0x11, count: 3 * Int(components)))
    }

    /// Adobe's APP14 segment (CMYK stored inverted).
    static let adobe: [UInt8] = segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 2])

    /// An APP1 Exif segment whose IFD0 holds the orientation `value` (after a Make tag when
    /// `extraTagFirst`), in either byte order.
    static func exif(orientation value: Int, littleEndian: Bool = true, extraTagFirst: Bool = true) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] {
            littleEndian ? [UInt8(v & 0xff), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xff)]
        }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xffff) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xffff) }
        var tiff: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
        tiff += u16(42) + u32(8)
        let entries: [(Int, Int, Int)] = (extraTagFirst ? [(0x010F, 3, 7)] : []) + [(0x0112, 3, value)]
        tiff += u16(entries.count)
        for (tag, type, v) in entries { tiff += u16(tag) + u16(type) + u32(1) + u16(v) + u16(0) }
        tiff += u32(0)
        return segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
    }
}
