import SwipeSDL

/// Where the app's loop reads the time and how it sleeps until input comes.
///
/// The app uses `SDLLoopClock`: SDL's clock and SDL's event wait. Tests substitute a virtual clock
/// that jumps straight to the next input or deadline, so the unmodified loop runs hours of input
/// in seconds (the fuzzer in `Tests/SwipeDeckTests/Fuzz`).
public protocol LoopClock: AnyObject {
    /// Now, seconds on SDL's event clock (seconds since SDL_Init, from 64-bit ticks: it never wraps;
    /// event timestamps are its milliseconds' low 32 bits, see `EventTimestamp`).
    func now() -> Double
    /// Sleeps until an event is queued or `timeoutMs` milliseconds pass (≥ 0); nil waits however long.
    func waitForEvent(timeoutMs: Int?)
}

/// The real clock: SDL's high-resolution counter aligned to SDL's event clock, and SDL's event wait.
public final class SDLLoopClock: LoopClock {
    private let clock = FrameClock()
    /// Adds to `clock.now()` to give SDL's event time base (seconds since SDL_Init).
    private let offset: Double

    public init() { offset = FrameClock.sdlTicks() - clock.now() }

    public func now() -> Double { clock.now() + offset }

    public func waitForEvent(timeoutMs: Int?) {
        if let timeoutMs { EventPump.waitForEvent(timeoutMs: timeoutMs) } else { EventPump.waitForEventIndefinitely() }
    }
}

extension LoopClock {
    /// Now in whole milliseconds: the 64-bit time SDL's 32-bit event timestamps are the low bits of.
    var nowMilliseconds: Int64 { EventTimestamp.milliseconds(ofSeconds: now()) }

    /// Sleeps as `wait` says: not at all, until input or a timeout, or until input.
    func sleep(as wait: LoopWait) {
        switch wait {
        case .none: return
        case .timeout(let ms, _): waitForEvent(timeoutMs: ms)
        case .untilInput: waitForEvent(timeoutMs: nil)
        }
    }
}
