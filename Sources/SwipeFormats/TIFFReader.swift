/// Reads numbers from a TIFF structure (the body of EXIF's APP1 segment) in `bytes[start..<end]`, in
/// the byte order its header names ("II" little-endian, "MM" big-endian); every read is
/// bounds-checked and gives nil outside the structure. Offsets are from `start`.
struct TIFFReader {
    let bytes: [UInt8]
    let start: Int
    let end: Int
    let littleEndian: Bool

    /// Nil when `bytes[start..<end]` is not a TIFF header (byte order, then 42) or lies outside `bytes`.
    init?(_ bytes: [UInt8], start: Int, end: Int) {
        guard start >= 0, end <= bytes.count, end - start >= 8 else { return nil }
        switch (bytes[start], bytes[start + 1]) {
        case (0x49, 0x49): littleEndian = true // "II"
        case (0x4D, 0x4D): littleEndian = false // "MM"
        default: return nil
        }
        self.bytes = bytes; self.start = start; self.end = end
        guard u16(2) == 42 else { return nil }
    }

    /// The 16-bit number at `offset`, or nil.
    func u16(_ offset: Int) -> Int? {
        let p = start + offset
        guard offset >= 0, p + 2 <= end else { return nil }
        return littleEndian ? Int(bytes[p]) | Int(bytes[p + 1]) << 8 : Int(bytes[p]) << 8 | Int(bytes[p + 1])
    }

    /// The 32-bit number at `offset`, or nil.
    func u32(_ offset: Int) -> Int? {
        guard let a = u16(offset), let c = u16(offset + 2) else { return nil }
        return littleEndian ? a | c << 16 : a << 16 | c
    }

    /// The first IFD's offset.
    var firstIFD: Int? { u32(4) }
}
