/// Whether a JPEG file reaches its end-of-image marker.
///
/// libjpeg decodes a cut-off file without an error (it fills the missing rows with grey and only
/// warns), so a half-copied photo would show as half a photo with no message. The end marker
/// FF D9 cannot occur inside entropy-coded data (a data byte FF is always followed by 00 or a
/// restart marker), so the file is whole when FF D9 follows its first start-of-scan; bytes after
/// the marker (phones append motion-photo videos and trailers) do not matter.
public enum JPEGEnd {
    /// True when `bytes` hold a start of scan (FF DA) followed, somewhere later, by FF D9.
    public static func isComplete(_ bytes: [UInt8]) -> Bool {
        guard let scan = startOfScan(bytes) else { return false }
        var i = scan + 2
        while i + 1 < bytes.count {
            if bytes[i] == 0xFF && bytes[i + 1] == 0xD9 { return true }
            i += 1
        }
        return false
    }

    /// The offset of the first FF DA marker, found by walking the segments before it (`JPEGSegments`).
    public static func startOfScan(_ b: [UInt8]) -> Int? {
        JPEGSegments(b).first { $0.marker == 0xDA }?.offset
    }
}
