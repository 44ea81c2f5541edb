/// Decides how long the loop may sleep before drawing the next frame. Pure: time is passed in.
///
/// Animation frames come `targetHz` times a second. A frame that shows new input (a card following
/// the pointer) may come sooner, `inputHz` after the previous one: at a steady 60 Hz, an input that
/// arrives just after a frame began waits a whole frame before it is even handled, so the card trails
/// the pointer by more than a frame; at most 120 Hz while a card is dragged, it trails by half that.
///
/// ```swift
/// let pacer = FramePacer(targetHz: 60)
/// let wait = pacer.waitMilliseconds(lastFrame: last, now: clock.now())
/// if wait > 0 { EventPump.waitForEvent(timeoutMs: wait) }
/// ```
public struct FramePacer: Hashable, Sendable {
    /// Frames per second to aim for, > 0. Default 60.
    public var targetHz: Double
    /// Sleeps before animation frames are shortened by this much, seconds, because waking is late under
    /// load (SDL_Delay(1) overshoots by up to ~5 ms). Default 0.002. (Input frames come at most `inputHz`.)
    public var wakeEarly: Double

    /// Most frames per second while they show new input, ≥ `targetHz`. Default 120.
    public var inputHz: Double

    public init(targetHz: Double = 60, inputHz: Double = 120, wakeEarly: Double = 0.002) {
        precondition(targetHz > 0, "targetHz must be positive")
        self.targetHz = targetHz; self.inputHz = max(inputHz, targetHz); self.wakeEarly = wakeEarly
    }

    /// One frame, seconds.
    public var frameDuration: Double { 1 / targetHz }

    /// Seconds to wait after a frame that started at `lastFrame` (seconds) when it is now `now`; 0 when
    /// the next frame is already due. `showsInput`: the next frame shows input not yet on screen.
    public func waitSeconds(lastFrame: Double, now: Double, showsInput: Bool = false) -> Double {
        max(0, lastFrame + (showsInput ? 1 / inputHz : frameDuration - wakeEarly) - now)
    }

    /// `waitSeconds` in whole milliseconds, rounded up (for `EventPump.waitForEvent(timeoutMs:)`): 0
    /// only when the frame is due, so the loop never spins through the last fraction of a millisecond
    /// (`wakeEarly` absorbs the extra sleep).
    public func waitMilliseconds(lastFrame: Double, now: Double, showsInput: Bool = false) -> Int {
        // 1e-6: float noise
        max(0, Int((waitSeconds(lastFrame: lastFrame, now: now, showsInput: showsInput) * 1000 - 1e-6).rounded(.up)))
    }

    /// Whether a frame that started at `lastFrame` is due at `now`.
    public func isFrameDue(lastFrame: Double, now: Double, showsInput: Bool = false) -> Bool {
        waitSeconds(lastFrame: lastFrame, now: now, showsInput: showsInput) == 0
    }
}
