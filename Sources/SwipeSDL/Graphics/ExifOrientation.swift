/// Reads the EXIF orientation (tag 0x0112 in IFD0 of the APP1 "Exif" segment) of a JPEG.
///
/// Values 1…8 as in the EXIF standard: 1 upright, 2 mirrored, 3 upside down, 4 flipped vertically,
/// 5 transposed, 6 turned 90° clockwise to be upright, 7 transverse, 8 turned 90° counter-clockwise.
public enum ExifOrientation {
    /// The orientation in JPEG bytes; 1 when missing, malformed or out of range.
    public static func parse(_ b: [UInt8]) -> Int {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return 1 }
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return 1 }
            let code = b[i + 1]
            if code == 0xFF { i += 1; continue }
            if code == 0xD8 || code == 0x01 || (0xD0...0xD7).contains(code) { i += 2; continue }
            if code == 0xDA || code == 0xD9 { return 1 }                 // image data: no Exif before it
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2 else { return 1 }
            if code == 0xE1, i + 4 + length - 2 <= b.count,
               Array(b[(i + 4)..<min(i + 10, b.count)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {   // "Exif\0\0"
                if let value = tiffOrientation(b, start: i + 10, end: i + 2 + length) { return value }
            }
            i += 2 + length
        }
        return 1
    }

    /// The orientation tag of the TIFF structure in `b[start..<end]`, or nil.
    static func tiffOrientation(_ b: [UInt8], start: Int, end: Int) -> Int? {
        guard end <= b.count, end - start >= 8 else { return nil }
        let little: Bool
        switch (b[start], b[start + 1]) {
        case (0x49, 0x49): little = true      // "II"
        case (0x4D, 0x4D): little = false     // "MM"
        default: return nil
        }
        func u16(_ o: Int) -> Int? {
            let p = start + o
            guard o >= 0, p + 2 <= end else { return nil }
            return little ? Int(b[p]) | Int(b[p + 1]) << 8 : Int(b[p]) << 8 | Int(b[p + 1])
        }
        func u32(_ o: Int) -> Int? {
            guard let a = u16(o), let c = u16(o + 2) else { return nil }
            return little ? a | c << 16 : a << 16 | c
        }
        guard u16(2) == 42, let ifd = u32(4), let entries = u16(ifd) else { return nil }
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
