/// Decides how long the loop may sleep before drawing the next frame. Pure: time is passed in.
///
/// ```swift
/// let pacer = FramePacer(targetHz: 60)
/// let wait = pacer.waitMilliseconds(lastFrame: last, now: clock.now())
/// if wait > 0 { EventPump.waitForEvent(timeoutMs: wait) }
/// ```
public struct FramePacer: Hashable, Sendable {
    /// Frames per second to aim for, > 0. Default 60.
    public var targetHz: Double
    /// Sleeps are shortened by this much, seconds, because waking is late under load (SDL_Delay(1)
    /// overshoots by up to ~5 ms). Default 0.002.
    public var wakeEarly: Double

    public init(targetHz: Double = 60, wakeEarly: Double = 0.002) {
        precondition(targetHz > 0, "targetHz must be positive")
        self.targetHz = targetHz; self.wakeEarly = wakeEarly
    }

    /// One frame, seconds.
    public var frameDuration: Double { 1 / targetHz }

    /// Seconds to wait after a frame that started at `lastFrame` (seconds) when it is now `now`; 0 when
    /// the next frame is already due.
    public func waitSeconds(lastFrame: Double, now: Double) -> Double {
        max(0, lastFrame + frameDuration - wakeEarly - now)
    }

    /// `waitSeconds` in whole milliseconds, rounded up (for `EventPump.waitForEvent(timeoutMs:)`): 0
    /// only when the frame is due, so the loop never spins through the last fraction of a millisecond
    /// (`wakeEarly` absorbs the extra sleep).
    public func waitMilliseconds(lastFrame: Double, now: Double) -> Int {
        max(0, Int((waitSeconds(lastFrame: lastFrame, now: now) * 1000 - 1e-6).rounded(.up)))  // 1e-6: float noise
    }

    /// Whether a frame that started at `lastFrame` is due at `now`.
    public func isFrameDue(lastFrame: Double, now: Double) -> Bool {
        now >= lastFrame + frameDuration - wakeEarly
    }
}
