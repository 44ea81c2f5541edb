#if canImport(Glibc)
import Glibc
#endif

/// Sorts many names in `NaturalOrder` quickly: each name is turned once into a byte key whose plain
/// byte order (`memcmp`, shorter first on a tie) is the natural order, so a sort of 100,000 names
/// compares flat bytes instead of re-parsing digit runs at every comparison.
///
/// A key copies every non-digit byte; a run of ASCII digits becomes `0x30` (a digit, so it still
/// compares against other bytes as the run's first digit would), its count of significant digits
/// (one byte below 255, else 0xFF and 4 big-endian bytes), then those digits. Equal keys (`7` and
/// `007`) fall back to the names' bytes, as `NaturalOrder.precedes` does. The sort compares the
/// keys' first 16 bytes as two integers and reads the rest only when those tie.
enum NaturalSortKey {
    /// Appends the key of `name` to `out`.
    static func append(_ name: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var i = 0
        while i < name.count {
            guard isDigit(name[i]) else { out.append(name[i]); i += 1; continue }
            var end = i
            while end < name.count && isDigit(name[end]) { end += 1 }
            var first = i
            while first < end - 1 && name[first] == UInt8(ascii: "0") { first += 1 }
            let length = UInt32(end - first)
            out.append(UInt8(ascii: "0"))
            if length < 0xFF {
                out.append(UInt8(length))
            } else {
                out.append(0xFF)
                out.append(UInt8(truncatingIfNeeded: length >> 24)); out.append(UInt8(truncatingIfNeeded: length >> 16))
                out.append(UInt8(truncatingIfNeeded: length >> 8)); out.append(UInt8(truncatingIfNeeded: length))
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: name[first..<end]))
            i = end
        }
    }

    /// The permutation that puts `names` (UTF-8) in `NaturalOrder`: `names[order[0]]` comes first.
    static func sortedOrder(of names: [[UInt8]]) -> [Int] {
        var keys: [UInt8] = []
        keys.reserveCapacity(names.reduce(0) { $0 + $1.count } + names.count * 8)
        var ends: [Int] = []
        ends.reserveCapacity(names.count)
        for name in names {
            name.withUnsafeBufferPointer { append($0, to: &keys) }
            ends.append(keys.count)
        }
        guard names.count > 1 else { return Array(names.indices) }
        var entries = [Entry]()
        entries.reserveCapacity(names.count)
        keys.withUnsafeBufferPointer { k in
            for i in names.indices {
                let start = i == 0 ? 0 : ends[i - 1]
                entries.append(Entry(high: prefix(k, from: start, to: ends[i]), low: prefix(k, from: start + 8, to: ends[i]),
                                     index: i))
            }
            entries.sort { a, b in
                if a.high != b.high { return a.high < b.high }
                if a.low != b.low { return a.low < b.low }
                let sa = a.index == 0 ? 0 : ends[a.index - 1], la = ends[a.index] - sa
                let sb = b.index == 0 ? 0 : ends[b.index - 1], lb = ends[b.index] - sb
                let c = memcmp(k.baseAddress! + sa, k.baseAddress! + sb, min(la, lb))
                if c != 0 { return c < 0 }
                if la != lb { return la < lb }
                return names[a.index].lexicographicallyPrecedes(names[b.index])
            }
        }
        return entries.map(\.index)
    }

    /// A key with its first 16 bytes as two big-endian integers (zero-padded: a shorter key that is a
    /// prefix of a longer one still sorts first, as the full comparison breaks the tie on length).
    private struct Entry {
        var high: UInt64
        var low: UInt64
        var index: Int
    }

    /// The 8 key bytes from `start` (clipped at `end`, zero-padded) as a big-endian integer.
    private static func prefix(_ k: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in start..<start + 8 { value = value << 8 | UInt64(i < end ? k[i] : 0) }
        return value
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
}
