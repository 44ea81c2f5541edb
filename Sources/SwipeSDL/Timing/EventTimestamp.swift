/// SDL's event timestamps on the loop's clock.
///
/// SDL stamps events with `SDL_GetTicks()`: milliseconds since `SDL_Init` in 32 bits, which wrap
/// after 2³² ms (49.7 days). The loop's clock (`SDL_GetTicks64()`, seconds) does not wrap. A stamp is
/// the low 32 bits of the loop's clock when the event came, so it is placed back on that clock as the
/// value with those low bits nearest to now: exact for any event within 24.8 days of now, which every
/// queued event is.
///
/// ```swift
/// let t = EventTimestamp.seconds(event.common.timestamp, near: loopClock.now())
/// ```
public enum EventTimestamp {
    /// The time on a 64-bit millisecond clock whose low 32 bits are `stamp`, nearest to `referenceMs`
    /// (within −2³¹…2³¹ − 1 ms of it).
    public static func milliseconds(_ stamp: UInt32, near referenceMs: Int64) -> Int64 {
        let offset = Int32(bitPattern: stamp &- UInt32(truncatingIfNeeded: referenceMs))
        return referenceMs &+ Int64(offset)
    }

    /// `stamp` as seconds on the loop's clock, nearest to `reference` (seconds on that clock).
    public static func seconds(_ stamp: UInt32, near reference: Double) -> Double {
        Double(milliseconds(stamp, near: milliseconds(ofSeconds: reference))) / 1000
    }

    /// `seconds` in whole milliseconds (rounded), kept within ±2⁶² ms so the conversion never traps;
    /// not-a-number gives 0.
    public static func milliseconds(ofSeconds seconds: Double) -> Int64 {
        let ms = (seconds * 1000).rounded()
        guard !ms.isNaN else { return 0 }
        let limit = Double(Int64(1) << 62)
        return Int64(max(-limit, min(limit, ms)))
    }

    /// The 32-bit stamp SDL gives an event at `ms` on the loop's clock (its low 32 bits).
    public static func stamp(milliseconds ms: Int64) -> UInt32 { UInt32(truncatingIfNeeded: ms) }
}
