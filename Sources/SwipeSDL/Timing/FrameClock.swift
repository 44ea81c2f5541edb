internal import CSDL2

/// Monotonic time in seconds from SDL's performance counter (1 ns ticks on Linux).
///
/// ```swift
/// let clock = FrameClock()
/// let t = clock.now()   // seconds since the clock was made
/// ```
public struct FrameClock: Sendable {
    private let start: UInt64
    private let frequency: Double

    /// Starts counting now. Needs no `SDLContext` (the counter works before `SDL_Init`).
    public init() {
        start = SDL_GetPerformanceCounter()
        frequency = Double(SDL_GetPerformanceFrequency())
    }

    /// Seconds since `init`.
    public func now() -> Double {
        Double(SDL_GetPerformanceCounter() &- start) / frequency
    }

    /// SDL's event clock, seconds since `SDL_Init` (the time base of `PlatformEvent.pointer`'s `time`).
    public static func sdlTicks() -> Double { Double(SDL_GetTicks64()) / 1000 }
}
