/// The text of one JSON number, made only by the formatters below so that every number a writer puts
/// out is valid JSON (no `nan`, no `inf`) and each file format keeps its own fixed shape.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number as written, e.g. "1830", "0.512", "3.184", "0.33333334", "1e-07".
    public let description: String

    private init(text: String) { description = text }

    /// A whole number in decimal: 1830, -1, 4294967295.
    public init<Integer: BinaryInteger>(_ n: Integer) { description = String(n) }

    /// `x` with exactly `decimals` decimals (0…9), rounded half away from zero: (1.5, 3) → "1.500",
    /// (-2.25, 1) → "-2.3", (0.0004, 3) → "0.000" (no minus sign on a zero); nil when `x` is not finite
    /// or too large for its digits to fit an `Int64` (|x| × 10^decimals ≥ 2⁶³; the frame statistics
    /// write `null` then).
    public init?(_ x: Double, decimals: Int) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        guard x.isFinite, (abs(x) * scale).rounded() < 0x1p63 else { return nil }
        let n = Int64((abs(x) * scale).rounded())
        let unit = Int64(scale)
        let sign = x < 0 && n != 0 ? "-" : ""
        guard decimals > 0 else { self.init(text: sign + String(n)); return }
        let fraction = String(n % unit)
        self.init(
            text: sign + String(n / unit) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction)
    }

    /// `x` rounded to at most `decimals` decimals (default 3) without trailing zeros: 0.6666 → "0.667",
    /// 1830.0 → "1830", 1830.5 → "1830.5" (whole values from 2⁶³ on in Swift's exponent form, "1e+19");
    /// nil when `x` is not finite.
    public init?(_ x: Double, atMostDecimals decimals: Int) {
        guard x.isFinite else { return nil }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (x * scale).rounded() / scale
        let isWhole = rounded == rounded.rounded() && abs(rounded) < 0x1p63
        self.init(text: isWhole ? String(Int(rounded)) : String(rounded))
    }

    /// Whole milliseconds as seconds with exactly three decimals: 1204 → "1.204", 7 → "0.007",
    /// 60000 → "60.000", -7 → "-0.007".
    public init(milliseconds ms: Int64) {
        let fraction = String(ms.magnitude % 1000)
        let sign = ms < 0 ? "-" : ""
        self.init(
            text: sign + String(ms.magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count)
                + fraction)
    }

    /// The shortest decimal that reads back as the same `Float` through a `Double` (what `JSONParser`
    /// gives): 0.1 → "0.1", 1/3 → "0.33333334", 1e-7 → "1e-07"; a whole value below 10⁷ without a
    /// fraction ("1", "0" also for -0); the exact `Double` form in the rare case the short one would not
    /// read back. Not-a-number and infinities become "0".
    public init(_ f: Float) {
        guard f.isFinite else { self.init(text: "0"); return }
        if f == f.rounded(), abs(f) < 1e7 { self.init(text: String(Int(f))); return }
        let short = f.description
        if let d = Double(short), Float(d) == f { self.init(text: short); return }
        self.init(text: Double(f).description)
    }
}
