import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Sorts many names in `NaturalOrder` quickly: each name is turned once into a byte key whose plain
/// byte order (`memcmp`, shorter first on a tie) is the natural order, so a sort of 100,000 names
/// compares flat bytes instead of re-parsing digit runs at every comparison.
///
/// A key folds each character to its lowercase, unaccented form (ASCII letters by a byte operation;
/// any other character through Foundation's case- and diacritic-insensitive folding, once per distinct
/// character: `É` → `e`, `ß` → `ss`; bytes that are not UTF-8 are kept as they are). A run of ASCII
/// digits becomes `0x30` (a digit, so it still compares against other bytes as the run's first digit
/// would), its count of significant digits (one byte below 255, else 0xFF and 4 big-endian bytes),
/// then those digits. Equal keys (`7` and `007`, `Apple` and `apple`, `é` and `e`) fall back to the
/// names' bytes, as `NaturalOrder.precedes` does. The sort compares the keys' first 16 bytes as two
/// integers and reads the rest only when those tie.
enum NaturalSortKey {
    /// Folded UTF-8 of the non-ASCII characters met so far, by Unicode scalar value.
    typealias FoldCache = [UInt32: [UInt8]]

    /// Appends the key of `name` to `out`; `folds` keeps the folded non-ASCII characters between calls.
    static func append(_ name: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], folds: inout FoldCache) {
        var i = 0
        while i < name.count {
            let c = name[i]
            if c >= 0x80 {
                if let (scalar, length) = decodeScalar(name, at: i) {
                    out.append(contentsOf: folded(scalar, cache: &folds))
                    i += length
                } else {
                    out.append(c); i += 1
                }
                continue
            }
            guard isDigit(c) else {
                out.append(c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") ? c + 32 : c); i += 1; continue
            }
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

    /// The key of `name` alone.
    static func key(_ name: UnsafeBufferPointer<UInt8>, folds: inout FoldCache) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(name.count + 8)
        append(name, to: &out, folds: &folds)
        return out
    }

    /// The UTF-8 of `scalar` lowercased and without its accents (`É` → `e`, `Ø` → `ø`, `中` unchanged).
    static func folded(_ scalar: Unicode.Scalar, cache: inout FoldCache) -> [UInt8] {
        if let f = cache[scalar.value] { return f }
        let f = Array(
            String(Character(scalar)).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
        cache[scalar.value] = f
        return f
    }

    /// The well-formed UTF-8 character starting at `i` (2 to 4 bytes) and its length, or nil.
    static func decodeScalar(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int)? {
        let lead = s[i]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, i + length <= s.count else { return nil }
        var decoder = UTF8()
        var bytes = UnsafeBufferPointer(rebasing: s[i..<i + length]).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes), bytes.next() == nil,
            scalar.utf8.count == length
        else { return nil }
        return (scalar, length)
    }

    /// The permutation that puts `names` (UTF-8) in `NaturalOrder`: `names[order[0]]` comes first.
    static func sortedOrder(of names: [[UInt8]]) -> [Int] {
        var keys: [UInt8] = []
        keys.reserveCapacity(names.reduce(0) { $0 + $1.count } + names.count * 8)
        var ends: [Int] = []
        ends.reserveCapacity(names.count)
        var folds = FoldCache()
        for name in names {
            name.withUnsafeBufferPointer { append($0, to: &keys, folds: &folds) }
            ends.append(keys.count)
        }
        guard names.count > 1 else { return Array(names.indices) }
        var entries = [Entry]()
        entries.reserveCapacity(names.count)
        keys.withUnsafeBufferPointer { k in
            for i in names.indices {
                let start = i == 0 ? 0 : ends[i - 1]
                entries.append(
                    Entry(
                        high: prefix(k, from: start, to: ends[i]), low: prefix(k, from: start + 8, to: ends[i]),
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

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
}
