import SwipeCore
import Testing

@testable import SwipeSDL

/// SDL's 32-bit millisecond stamps placed back on the loop's 64-bit clock, across the 2³² ms wrap.
@Suite struct EventTimestampTests {
    static let wrap: Int64 = 1 << 32

    @Test(arguments: [Int64(0), 5_000, wrap - 1, wrap, wrap + 1, wrap + 86_400_000, 3 * wrap - 7, 40 * wrap + 123])
    func aStampNearNowIsThatTime(eventMs: Int64) {
        let stamp = EventTimestamp.stamp(milliseconds: eventMs)
        for lag: Int64 in [0, 1, 16, 30_000, -5, Int64(Int32.max)] where eventMs + lag >= 0 {
            #expect(
                EventTimestamp.milliseconds(stamp, near: eventMs + lag) == eventMs,
                "event at \(eventMs), now \(eventMs + lag)")
        }
    }

    @Test func aPointerEventPastTheWrapHasItsTimeOnTheLoopsClock() {
        let translator = EventTranslator(
            windowSize: Size(width: 800, height: 600), outputSize: Size(width: 800, height: 600))
        let eventMs = Self.wrap + 250 // 250 ms after the wrap: SDL stamps it 250
        let e = PolledEvent(
            timestampMs: EventTimestamp.stamp(milliseconds: eventMs),
            .input(.mouseButton(MouseButtonInput(isDown: true, button: MouseButtonInput.leftButton, x: 0, y: 0))))
        let now = Double(eventMs + 3) / 1000
        guard case .pointer(_, let time)? = translator.translate(e, now: now) else {
            Issue.record("not a pointer event")
            return
        }
        #expect(time == Double(eventMs) / 1000)
    }

    @Test(arguments: [Double.nan, Double.infinity, -Double.infinity, 1e300])
    func millisecondsOfAnySecondsNeverTrap(seconds: Double) {
        let ms = EventTimestamp.milliseconds(ofSeconds: seconds)
        #expect(ms.magnitude <= UInt64(1) << 62)
        #expect(seconds.isNaN ? ms == 0 : (ms > 0) == (seconds > 0))
    }
}
