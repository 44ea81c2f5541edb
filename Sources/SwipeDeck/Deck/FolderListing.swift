import SwipeCore
import SwipeFormats

/// The pictures of a folder deck: their paths relative to the folder, sorted with `NaturalOrder`,
/// packed into one byte array. About (name length + 4) bytes per picture and no `CardFace` until one
/// is asked for, so a folder of 100,000 pictures costs a couple of megabytes.
public struct FolderListing: Hashable, Sendable {
    /// The deck's folder, absolute.
    public let root: String
    /// Every relative path's UTF-8 bytes, one after the other.
    private(set) var bytes: [UInt8]
    /// `ends[i]` is the offset just past name `i` in `bytes`.
    private(set) var ends: [UInt32]

    /// Packs `sortedNames` (relative paths as UTF-8, already in deck order).
    public init(root: String, sortedNames: [[UInt8]]) {
        self.root = root
        bytes = []; bytes.reserveCapacity(sortedNames.reduce(0) { $0 + $1.count })
        ends = []; ends.reserveCapacity(sortedNames.count)
        for name in sortedNames { bytes += name; ends.append(UInt32(bytes.count)) }
    }

    /// The listing whose names are already packed (as `bytes` and `ends` hold them; `ListingCache`).
    /// The caller has checked that `ends` rises and its last offset is `bytes.count`.
    init(root: String, packedNames bytes: [UInt8], ends: [UInt32]) {
        self.root = root; self.bytes = bytes; self.ends = ends
    }

    /// Number of pictures.
    public var count: Int { ends.count }

    /// Bytes held for the names and their offsets (capacity, so what is really allocated).
    public var storageBytes: Int { bytes.capacity + ends.capacity * MemoryLayout<UInt32>.stride }

    /// Calls `body` with the UTF-8 bytes of name `index` (0-based, `0..<count`).
    public func withName<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = index == 0 ? 0 : Int(ends[index - 1]), end = Int(ends[index])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// The relative path of picture `index`, e.g. "2024/beach.jpg", byte for byte: bytes that are not
    /// UTF-8 are kept as `RawPath` escapes, so the name finds its file and names one card across reloads.
    public func name(at index: Int) -> String { withName(at: index) { RawPath.encode($0) } }

    /// The card of picture `index`, built now: id = title = relative path without its extension
    /// (each cut to its `CardTextLimits`; a cut id keeps a hash of the whole), colour from `DeckColors.color(forName:)`, picture = the file.
    /// A name that is not valid UTF-8 gets a readable id and title (U+FFFD for the bad bytes) and
    /// still finds its file (`RawPath`).
    public func face(at index: Int) -> CardFace {
        let name = name(at: index)
        let stem = FolderListing.stem(of: RawPath.readable(name))
        let id = CardTextLimits.cutID(stem)
        return CardFace(
            id: id, title: CardTextLimits.cut(stem, to: CardTextLimits.title), subtitle: "",
            background: DeckColors.color(forName: id),
            imagePath: (root == "/" ? "" : root) + "/" + name)
    }

    /// `name` without its last extension ("2024/beach.jpg" → "2024/beach").
    static func stem(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), name[dot...].contains("/") == false else { return name }
        return String(name[..<dot])
    }

    /// The index of the picture named `name` (relative path), found by binary search; nil if absent.
    public func index(ofName name: String) -> Int? {
        let i = insertionIndex(of: name)
        return i < count && self.name(at: i) == name ? i : nil
    }

    /// Where `name` is or would go in the natural order.
    func insertionIndex(of name: String) -> Int {
        var key = RawPath.bytes(of: name)
        return key.withUnsafeMutableBufferPointer { k in
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                if withName(at: mid, { NaturalOrder.precedes($0, UnsafeBufferPointer(k)) }) {
                    low = mid + 1
                } else {
                    high = mid
                }
            }
            return low
        }
    }

    /// A copy with `name` added at its place in the order (unchanged if it is there already).
    public func inserting(_ name: String) -> FolderListing {
        guard index(ofName: name) == nil else { return self }
        let at = insertionIndex(of: name)
        var names = (0..<count).map { i in withName(at: i) { Array($0) } }
        names.insert(RawPath.bytes(of: name), at: at)
        return FolderListing(root: root, sortedNames: names)
    }
}
