/// One marker segment of a JPEG file, before its image data (see `JPEGSegments`).
public struct JPEGSegment: Hashable, Sendable {
    /// The marker's code, the byte after 0xFF: 0xE1 APP1, 0xEE APP14, 0xC0…0xCF frame headers, 0xDA
    /// start of scan, 0xD9 end of image…
    public var marker: UInt8
    /// Where the segment's 0xFF is, bytes from the start of the file.
    public var offset: Int
    /// The segment's length field, ≥ 2: the bytes after the marker, the field itself included. Nil for
    /// start of scan and end of image, which end the walk (nothing after them is read).
    public var length: Int?

    public init(marker: UInt8, offset: Int, length: Int?) {
        self.marker = marker; self.offset = offset; self.length = length
    }

    /// Where the segment's contents start (after the marker and the length field).
    public var contentStart: Int { offset + 4 }
    /// One past the segment's last byte, as its length field claims (it may lie past the end of the file).
    public var end: Int { offset + 2 + (length ?? 0) }

    /// A start-of-frame segment (SOF0…SOF15, not DHT 0xC4, JPG 0xC8 or DAC 0xCC): it holds the
    /// picture's size and number of components.
    public var isFrameHeader: Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }
    /// Start of scan (0xDA) or end of image (0xD9): the headers are over.
    public var endsHeaders: Bool { marker == 0xDA || marker == 0xD9 }
}

/// The marker segments of a JPEG file, in order, walked by their length fields up to the image data.
/// The one walk every JPEG reader here shares (header size, EXIF orientation, CMYK detection, end check).
///
/// - Nothing when the bytes do not start with SOI (FF D8).
/// - 0xFF fill bytes before a marker are skipped; so are markers without a length field (TEM 0x01,
///   RST0…RST7 0xD0…0xD7, a repeated SOI).
/// - Start of scan or end of image is the last segment (`endsHeaders`).
/// - The walk stops early, after the last whole marker, when the bytes run out (a marker and its
///   length field need 4 bytes), when a byte other than 0xFF stands where a marker should, when a
///   length field is below 2, or after `maxSegments` segments. A segment whose length reaches past
///   the end of the bytes is still returned; the walk ends after it. A walk that did not end on
///   `endsHeaders` found the file cut short or malformed.
///
/// ```swift
/// for segment in JPEGSegments(bytes) where segment.isFrameHeader { … }
/// JPEGSegments(bytes).first { $0.marker == 0xDA }?.offset   // where the image data begins
/// ```
public struct JPEGSegments: Sequence, Sendable {
    /// The file's bytes (its start is enough for everything before the image data).
    public let bytes: [UInt8]

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Most segments returned: 10,000. Real files have a few dozen before their image data; a crafted
    /// one of tiny segments cannot make a reader walk megabytes of them.
    public static let maxSegments = 10_000

    public func makeIterator() -> Iterator { Iterator(bytes: bytes) }

    public struct Iterator: IteratorProtocol, Sendable {
        private let bytes: [UInt8]
        /// Where the next marker should be; nil once the walk is over.
        private var offset: Int?
        private var returned = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            offset = bytes.count >= 4 && bytes[0] == 0xFF && bytes[1] == 0xD8 ? 2 : nil
        }

        public mutating func next() -> JPEGSegment? {
            guard var i = offset, returned < JPEGSegments.maxSegments else { return nil }
            offset = nil // ended, unless a segment moves it on
            while i + 4 <= bytes.count {
                guard bytes[i] == 0xFF else { return nil }
                let code = bytes[i + 1]
                if code == 0xFF { i += 1; continue } // fill byte
                if code == 0xD8 || code == 0x01 || (0xD0...0xD7).contains(code) { i += 2; continue }
                returned += 1
                if code == 0xDA || code == 0xD9 { return JPEGSegment(marker: code, offset: i, length: nil) }
                let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
                guard length >= 2 else { return nil }
                offset = i + 2 + length
                return JPEGSegment(marker: code, offset: i, length: length)
            }
            return nil
        }
    }
}
