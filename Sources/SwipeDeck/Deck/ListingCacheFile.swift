/// A folder deck's listing as `ListingCache` keeps it between runs, and its file format.
///
/// The file (all integers little-endian): the 8 bytes `magic`, a `UInt32` `version`, the app's
/// version (`SwipeDeckVersion.current`: another release may sort or warn differently), the root
/// (`UInt32` length + UTF-8), a `UInt8` 1 when recursive, the `Int64` time the listing began (ns since
/// 1970), the folders read (a `UInt32` count, then per folder its path, device, inode, modification and
/// change times in ns), the warnings the listing gave (a count, then strings), the names in deck order
/// (a `UInt32` count, the `UInt32` length of all their bytes, those bytes, then one `UInt32` end offset
/// a name) and last a `UInt64` FNV-1a hash of everything before it. A file that is short, long, of
/// another version, whose hash differs or whose names are not plain relative paths decodes to nil.
struct CachedListing: Equatable, Sendable {
    var root: String
    var recursive: Bool
    /// When the listing began, ns since 1970.
    var listedAt: Int64
    /// Every folder listed (absolute, the root first) with its stamp when it was read.
    var folders: [String]
    var stamps: [FolderStamp]
    /// The deck's warnings, as `FolderDeck.deck(folder:scan:)` gave them.
    var warnings: [String]
    /// The pictures in deck order.
    var listing: FolderListing

    static let magic: [UInt8] = Array("SWDKLIST".utf8)
    /// The format's version; also to be raised when `NaturalOrder` or the folder warnings change.
    static let version: UInt32 = 1

    /// The file's bytes.
    func encoded() -> [UInt8] {
        var out = ByteWriter()
        out.bytes += Self.magic
        out.u32(Self.version); out.string(SwipeDeckVersion.current); out.string(root)
        out.bytes.append(recursive ? 1 : 0); out.u64(UInt64(bitPattern: listedAt))
        out.u32(UInt32(folders.count))
        for (folder, stamp) in zip(folders, stamps) {
            out.string(folder); out.u64(stamp.device); out.u64(stamp.inode)
            out.u64(UInt64(bitPattern: stamp.modified)); out.u64(UInt64(bitPattern: stamp.changed))
        }
        out.u32(UInt32(warnings.count))
        for warning in warnings { out.string(warning) }
        out.u32(UInt32(listing.count)); out.u32(UInt32(listing.bytes.count))
        out.bytes += listing.bytes
        for end in listing.ends { out.u32(end) }
        out.u64(Self.hash(out.bytes[...]))
        return out.bytes
    }

    /// The listing in `file`, or nil when it is not a whole, intact file of this version.
    static func decode(_ file: [UInt8]) -> CachedListing? {
        guard file.count >= magic.count + 12, file.starts(with: magic) else { return nil }
        var tail = ByteReader(file, at: file.count - 8)
        guard tail.u64() == hash(file[..<(file.count - 8)]) else { return nil }
        var r = ByteReader(file[..<(file.count - 8)], at: magic.count)
        guard r.u32() == version, r.string() == SwipeDeckVersion.current, let root = r.string(), let flag = r.byte(),
            flag <= 1, let listedAt = r.u64(),
            let folderCount = r.count(minimumBytesEach: 36)
        else { return nil }
        var folders: [String] = [], stamps: [FolderStamp] = []
        for _ in 0..<folderCount {
            guard let folder = r.string(), let device = r.u64(), let inode = r.u64(), let modified = r.u64(),
                let changed = r.u64()
            else { return nil }
            folders.append(folder)
            stamps.append(
                FolderStamp(
                    device: device, inode: inode, modified: Int64(bitPattern: modified),
                    changed: Int64(bitPattern: changed)))
        }
        guard let warningCount = r.count(minimumBytesEach: 4) else { return nil }
        var warnings: [String] = []
        for _ in 0..<warningCount {
            guard let warning = r.string() else { return nil }
            warnings.append(warning)
        }
        guard let nameCount = r.count(minimumBytesEach: 5), let length = r.u32(), let bytes = r.take(Int(length)),
            let ends = r.u32s(nameCount), r.isAtEnd, folders.first == root,
            namesArePlainRelativePaths(bytes, ends: ends)
        else { return nil }
        return CachedListing(
            root: root, recursive: flag == 1, listedAt: Int64(bitPattern: listedAt), folders: folders,
            stamps: stamps, warnings: warnings,
            listing: FolderListing(root: root, packedNames: Array(bytes), ends: ends))
    }

    /// True when every end offset rises to exactly `bytes.count` and every name is a visible relative
    /// path: not empty, no NUL, no component that is empty or starts with "." (so no "..", no "/…").
    static func namesArePlainRelativePaths(_ bytes: ArraySlice<UInt8>, ends: [UInt32]) -> Bool {
        var start = 0
        return bytes.withUnsafeBufferPointer { b in
            for end in ends {
                let end = Int(end)
                guard end > start, end <= b.count else { return false }
                var componentStart = true
                for i in start..<end {
                    let c = b[i]
                    if c == 0 || (componentStart && (c == UInt8(ascii: ".") || c == UInt8(ascii: "/"))) { return false }
                    componentStart = c == UInt8(ascii: "/")
                }
                guard !componentStart else { return false } // ends with "/"
                start = end
            }
            return start == b.count
        }
    }

    /// FNV-1a (64 bits) of `bytes`.
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBufferPointer { b in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for c in b { h ^= UInt64(c); h &*= 0x0000_0100_0000_01B3 }
            return h
        }
    }
}

/// Appends little-endian integers and length-prefixed strings.
private struct ByteWriter {
    var bytes: [UInt8] = []
    mutating func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { bytes += $0 } }
    mutating func u64(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { bytes += $0 } }
    mutating func string(_ s: String) { u32(UInt32(s.utf8.count)); bytes += s.utf8 }
}

/// Reads what `ByteWriter` wrote; every read is nil past the end.
private struct ByteReader {
    let data: ArraySlice<UInt8>
    var at: Int

    init(_ data: [UInt8], at: Int) { self.init(data[...], at: at) }
    init(_ data: ArraySlice<UInt8>, at: Int) { self.data = data; self.at = data.startIndex + at }

    var isAtEnd: Bool { at == data.endIndex }

    mutating func take(_ n: Int) -> ArraySlice<UInt8>? {
        guard n >= 0, n <= data.endIndex - at else { return nil }
        defer { at += n }
        return data[at..<at + n]
    }
    mutating func byte() -> UInt8? { take(1)?.first }
    mutating func u32() -> UInt32? { take(4).map { $0.reversed().reduce(0) { $0 << 8 | UInt32($1) } } }
    mutating func u64() -> UInt64? { take(8).map { $0.reversed().reduce(0) { $0 << 8 | UInt64($1) } } }
    mutating func string() -> String? {
        guard let n = u32(), let b = take(Int(n)) else { return nil }
        return String(validating: b, as: UTF8.self)
    }
    /// A count, refused when the bytes left cannot hold that many items of `minimumBytesEach`.
    mutating func count(minimumBytesEach: Int) -> Int? {
        guard let n = u32(), Int(n) <= (data.endIndex - at) / minimumBytesEach else { return nil }
        return Int(n)
    }
    mutating func u32s(_ n: Int) -> [UInt32]? {
        guard let b = take(n * 4) else { return nil }
        return b.withUnsafeBytes { raw in
            (0..<n).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)) }
        }
    }
}
