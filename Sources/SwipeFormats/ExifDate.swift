/// Reads when a JPEG was taken: EXIF's DateTimeOriginal (tag 0x9003 in the Exif IFD that IFD0's tag
/// 0x8769 points to), or else IFD0's DateTime (0x0132), as "YYYY-MM-DD HH:MM".
///
/// Written beside `ExifOrientation` (the same small `TIFFReader`, bounds-checked at every read) rather
/// than with libexif: two tags do not justify a C dependency in this target.
public enum ExifDate {
    /// The date in JPEG bytes (the first APP1 "Exif" segment with one), or nil when there is none or
    /// it is malformed.
    public static func parse(_ b: [UInt8]) -> String? {
        for segment in JPEGSegments(b) where segment.marker == 0xE1 && segment.end <= b.count {
            let i = segment.offset
            guard i + 10 <= b.count, Array(b[(i + 4)..<(i + 10)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] else { continue }
            if let date = tiffDate(b, start: i + 10, end: segment.end) { return date }
        }
        return nil
    }

    /// The date of the TIFF structure in `b[start..<end]`, or nil.
    static func tiffDate(_ b: [UInt8], start: Int, end: Int) -> String? {
        guard let tiff = TIFFReader(b, start: start, end: end) else { return nil }
        let u16 = tiff.u16, u32 = tiff.u32
        /// The value offset of `tag` in the IFD at `ifd`, with its type and count.
        func entry(_ tag: Int, in ifd: Int) -> (type: Int, count: Int, value: Int)? {
            guard let entries = u16(ifd), entries <= 1000 else { return nil }
            for k in 0..<entries {
                let at = ifd + 2 + 12 * k
                guard let found = u16(at) else { return nil }
                if found == tag, let type = u16(at + 2), let count = u32(at + 4) { return (type, count, at + 8) }
            }
            return nil
        }
        /// The ASCII date at an entry (type 2, 20 bytes with the NUL, stored at an offset).
        func date(_ e: (type: Int, count: Int, value: Int)?) -> String? {
            guard let e, e.type == 2, e.count >= 19, let offset = u32(e.value), start + offset + 19 <= end else {
                return nil
            }
            return Self.readable(Array(b[(start + offset)..<(start + offset + 19)]))
        }
        guard let ifd0 = tiff.firstIFD else { return nil }
        if let exif = entry(0x8769, in: ifd0), let pointer = u32(exif.value),
            let taken = date(entry(0x9003, in: pointer))
        {
            return taken
        }
        return date(entry(0x0132, in: ifd0))
    }

    /// "2024:07:14 18:03:22" → "2024-07-14 18:03"; nil for anything else (blank dates are "    :  :").
    static func readable(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let digits = text.enumerated().allSatisfy { index, ch in
            [4, 7].contains(index)
                ? ch == ":"
                : index == 10 ? ch == " " : [13, 16].contains(index) ? ch == ":" : ch.isASCII && ch.isNumber
        }
        guard text.count == 19, digits, !text.hasPrefix("0000") else { return nil }
        let c = Array(text)
        return "\(String(c[0..<4]))-\(String(c[5..<7]))-\(String(c[8..<10])) \(String(c[11..<16]))"
    }
}
