import SwipeSDL

@testable import SwipeDeck

/// Virtual time for the app's loop (`AppRuntime.loopClock`): the loop's waits end at once, moving the
/// clock to the wait's end or to the next step of the fuzz stream, whichever comes first, so a stream
/// with 15-second pauses runs in milliseconds while the loop sees the times it would see live.
///
/// Times are whole milliseconds on SDL's event clock; the stream's time 0 is `startMs`.
final class VirtualLoopClock: LoopClock {
    /// Now, milliseconds on SDL's event clock.
    private(set) var ms: Int64
    /// SDL's clock when the stream starts, milliseconds.
    let startMs: Int64
    /// When the next stream step is due (milliseconds on SDL's clock); nil when the stream is over.
    var nextDueMs: Int64?
    /// The loop asked to wait with no time limit: nothing left to do until input comes.
    private(set) var waitedIndefinitely = false

    init(startMs: Int64) { self.startMs = startMs; ms = startMs }

    func now() -> Double { Double(ms) / 1000 }

    /// As `SDL_WaitEventTimeout`: returns at once when events are queued; otherwise moves to the wait's
    /// end or the next stream step, whichever is first. Every wait takes at least 1 ms, so a loop that
    /// polls in a wait (the fullscreen switch's) cannot stall virtual time.
    func waitForEvent(timeoutMs: Int?) {
        if EventPump.hasQueuedEvents {
            ms += 1
            return
        }
        let end = timeoutMs.map { ms + Int64(max($0, 0)) }
        switch (end, nextDueMs) {
        case (let end?, let due?): ms = max(ms + 1, min(end, due))
        case (let end?, nil): ms = max(ms + 1, end)
        case (nil, let due?): ms = max(ms + 1, due)
        case (nil, nil): waitedIndefinitely = true
        }
    }

    /// Moves the clock to `target` (never back).
    func advance(to target: Int64) { ms = max(ms, target) }

    /// Clears `waitedIndefinitely` before another pass.
    func clearIdle() { waitedIndefinitely = false }
}
