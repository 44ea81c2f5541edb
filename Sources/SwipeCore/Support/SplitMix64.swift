/// A small deterministic random source (SplitMix64): the same seed always gives the same numbers, on
/// every machine, so a randomised test or fuzz stream that fails can be run again from its seed.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let roll = Int.random(in: 1...6, using: &rng)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state: 64 bits.
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
