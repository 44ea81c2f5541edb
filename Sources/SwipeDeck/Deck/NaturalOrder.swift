/// Locale-independent "natural" ordering of file names, used to sort folder decks.
///
/// Names are compared piece by piece: runs of ASCII digits compare by numeric
/// value (so `img2` < `img10`, and `7` == `007` numerically), everything else by
/// UTF-8 byte value (so `B` < `a`; no case folding, no locale rules). Names that
/// tie this way fall back to plain byte order, so the order is total and stable.
public enum NaturalOrder {
    /// True when `a` sorts before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in precedes(x, y) } }
    }

    /// True when the UTF-8 name `x` sorts before `y` (no allocation: used to sort large folders).
    public static func precedes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0, j = 0
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                let (fx, ex) = digitRun(x, from: i), (fy, ey) = digitRun(y, from: j)
                let lx = ex - fx, ly = ey - fy
                if lx != ly { return lx < ly }
                for k in 0..<lx where x[fx + k] != y[fy + k] { return x[fx + k] < y[fy + k] }
                i = ex; j = ey
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1; j += 1
            }
        }
        if (x.count - i) != (y.count - j) { return (x.count - i) < (y.count - j) }
        return x.lexicographicallyPrecedes(y)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    /// The start of the digit run at `start` without leading zeros, and the index after the run.
    private static func digitRun(_ s: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Int) {
        var end = start
        while end < s.count && isDigit(s[end]) { end += 1 }
        var first = start
        while first < end - 1 && s[first] == UInt8(ascii: "0") { first += 1 }
        return (first, end)
    }
}
