/// Reads the EXIF orientation (tag 0x0112 in IFD0 of the APP1 "Exif" segment) of a JPEG.
///
/// Values 1…8 as in the EXIF standard: 1 upright, 2 mirrored, 3 upside down, 4 flipped vertically,
/// 5 transposed, 6 turned 90° clockwise to be upright, 7 transverse, 8 turned 90° counter-clockwise.
public enum ExifOrientation {
    /// The orientation in JPEG bytes; 1 when missing, malformed or out of range. The first APP1
    /// "Exif" segment before the image data that holds a valid one gives it.
    public static func parse(_ b: [UInt8]) -> Int {
        for segment in JPEGSegments(b) where segment.marker == 0xE1 && segment.end <= b.count {
            let i = segment.offset
            // "Exif\0\0"
            guard Array(b[(i + 4)..<min(i + 10, b.count)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] else { continue }
            if let value = tiffOrientation(b, start: i + 10, end: segment.end) { return value }
        }
        return 1
    }

    /// The orientation tag of the TIFF structure in `b[start..<end]`, or nil.
    static func tiffOrientation(_ b: [UInt8], start: Int, end: Int) -> Int? {
        guard let tiff = TIFFReader(b, start: start, end: end) else { return nil }
        let u16 = tiff.u16
        guard let ifd = tiff.firstIFD, let entries = u16(ifd) else { return nil }
        for k in 0..<entries {
            let entry = ifd + 2 + 12 * k
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112 {
                guard u16(entry + 2) == 3, let value = u16(entry + 8), (1...8).contains(value) else { return nil }
                return value
            }
        }
        return nil
    }
}
