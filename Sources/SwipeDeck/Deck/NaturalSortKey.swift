#if canImport(Glibc)
import Glibc
#endif

/// Sorts many names in `NaturalOrder` quickly: each name is turned once into a byte key whose plain
/// byte order (`memcmp`, shorter first on a tie) is the natural order, so a sort of 100,000 names
/// compares flat bytes instead of re-parsing digit runs at every comparison.
///
/// A key copies every non-digit byte; a run of ASCII digits becomes `0x30` (a digit, so it still
/// compares against other bytes as the run's first digit would), its count of significant digits as
/// 4 big-endian bytes, then those digits. Equal keys (`7` and `007`) fall back to the names' bytes,
/// as `NaturalOrder.precedes` does.
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
            out.append(UInt8(truncatingIfNeeded: length >> 24)); out.append(UInt8(truncatingIfNeeded: length >> 16))
            out.append(UInt8(truncatingIfNeeded: length >> 8)); out.append(UInt8(truncatingIfNeeded: length))
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
        var order = Array(names.indices)
        guard order.count > 1 else { return order }
        keys.withUnsafeBufferPointer { k in
            ends.withUnsafeBufferPointer { e in
                order.sort { a, b in
                    let sa = a == 0 ? 0 : e[a - 1], la = e[a] - sa
                    let sb = b == 0 ? 0 : e[b - 1], lb = e[b] - sb
                    let c = memcmp(k.baseAddress! + sa, k.baseAddress! + sb, min(la, lb))
                    if c != 0 { return c < 0 }
                    if la != lb { return la < lb }
                    return names[a].lexicographicallyPrecedes(names[b])
                }
            }
        }
        return order
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
}
