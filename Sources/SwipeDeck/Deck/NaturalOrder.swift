/// Locale-independent "natural" ordering of file names, used to sort folder decks.
///
/// Names are compared piece by piece: runs of ASCII digits compare by numeric
/// value (so `img2` < `img10`, and `7` == `007` numerically), everything else by
/// UTF-8 byte value (so `B` < `a`; no case folding, no locale rules). Names that
/// tie this way fall back to plain byte order, so the order is total and stable.
public enum NaturalOrder {
    /// True when `a` sorts before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var i = 0, j = 0
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                let (runX, nextI) = digitRun(x, from: i)
                let (runY, nextJ) = digitRun(y, from: j)
                if runX.count != runY.count { return runX.count < runY.count }
                if runX != runY { return runX.lexicographicallyPrecedes(runY) }
                i = nextI; j = nextJ
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1; j += 1
            }
        }
        if (x.count - i) != (y.count - j) { return (x.count - i) < (y.count - j) }
        return x.lexicographicallyPrecedes(y)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    /// The digit run starting at `start` without leading zeros, and the index after it.
    private static func digitRun(_ s: [UInt8], from start: Int) -> (ArraySlice<UInt8>, Int) {
        var end = start
        while end < s.count && isDigit(s[end]) { end += 1 }
        var first = start
        while first < end - 1 && s[first] == UInt8(ascii: "0") { first += 1 }
        return (s[first..<end], end)
    }
}
