/// How fast the sender may drain while a kiosk on the same machine is drawing (pure).
///
/// The kiosk's frames and the drain share the machine's cores, caches and memory bus: at 1920×1080
/// a drain in full flow beside the kiosk made its frame work p99 1.8–1.9 times longer, even with the
/// sender and the server on SCHED_IDLE (BENCHMARKS.md, the fleet). A kiosk at rest uses no CPU at
/// all, so any CPU it uses (or a frame its activity file tells of, `KioskActivity`) means a visitor or
/// an animation: then the sender sends one small batch every `busyPause` seconds (new decisions
/// still reach the database within that time; a backlog trickles on), and drains at full speed again
/// once the kiosk has been still for `stillHold` seconds (a visitor's pause between two swipes is not
/// the end of the visit).
public struct DrainPacer: Sendable {
    /// What to do next.
    public enum Step: Equatable, Sendable {
        /// Send a batch of at most this many lines.
        case send(limit: Int)
        /// Wait this many seconds, then ask again.
        case wait(seconds: Double)
    }

    /// Share of one core the kiosk's processes may use and still count as still. 0.05 (5 %); a kiosk
    /// at rest uses none (its idle CPU is 0: `make bench`).
    public static let busyShare = 0.05
    /// Lines in one batch while the kiosk draws: 25 (under a millisecond of the server's work: a
    /// short burst beside a frame), 100 lines a second with `busyPause`: fifty times what a visitor
    /// decides. (200 lines a second went first as one batch a second: an 8 ms burst that lengthened
    /// about one frame in sixty, the frames' p99; then as 20 lines every 0.1 s, whose ten wake-ups a
    /// second of the sender and the server cost the frames' p99 ~10 % at 1920×1080.)
    public static let busyBatch = 25
    /// Seconds between batches while the kiosk draws: 0.25 (so a decision waits at most that long).
    public static let busyPause = 0.25
    /// Shortest sample of the kiosk's CPU, seconds: 0.1 (CPU time is counted in ticks of 10 ms).
    public static let shortestSample = 0.1
    /// Longest wait before the kiosk's CPU is looked at again, seconds: 0.25.
    public static let longestWait = 0.25
    /// Seconds the kiosk must stay still after drawing before the drain runs in full again: 1.5 (a
    /// visitor reads a card for a second or two between swipes; a full batch then would land on the
    /// next swipe's frames).
    public static let stillHold = 1.5

    /// The last sample: when (seconds, any monotonic clock) and each kiosk process's CPU seconds.
    var sample: (time: Double, cpu: [Int32: Double])?
    /// Whether the kiosk drew over the last sample, or less than `stillHold` seconds before it.
    public private(set) var busy = false
    /// When a sample last saw the kiosk draw (its end).
    var lastDrawing = -Double.infinity
    /// When the last batch went while the kiosk drew.
    var lastBusyBatch = -Double.infinity

    public init() {}

    /// Seconds after the kiosk last drew during which a still kiosk gets `cautiousBatch`-line batches,
    /// not full ones: 10. A visitor who paused may swipe again at any moment, and a full batch in
    /// flight then (~0.15 s of the server's work) lengthened the next swipe's first frames (1.2-1.3x
    /// the frames' p99); nobody there for 10 s, the drain runs in full.
    public static let cautiousFor = 10.0
    /// Lines in one batch while the kiosk is still but drew less than `cautiousFor` seconds ago: 500
    /// (~15 ms of the server's work).
    public static let cautiousBatch = 500

    /// The batch size for a kiosk still at `now`: `cautiousBatch` shortly after it drew, else `fullBatch`.
    public func stillLimit(at now: Double, fullBatch: Int) -> Int {
        now - lastDrawing < Self.cautiousFor ? min(fullBatch, Self.cautiousBatch) : fullBatch
    }

    /// The batch size at `now` without waiting: `busyBatch` while the kiosk draws, else `stillLimit`.
    public func limit(at now: Double, fullBatch: Int) -> Int {
        busy ? min(fullBatch, Self.busyBatch) : stillLimit(at: now, fullBatch: fullBatch)
    }

    /// The next step at `now`, given each kiosk process's CPU seconds so far (`KioskLoad.cpuSeconds`),
    /// the moment of the kiosk's last frame as its activity file says (`KioskActivity.lastFrame`; nil
    /// when there is none) and the batch size used when the kiosk is still. Either is enough to see
    /// the kiosk draw: the file at its first frame, the CPU a sample later.
    public mutating func next(now: Double, kioskCPU: [Int32: Double], lastFrame: Double? = nil, fullBatch: Int) -> Step
    {
        if let lastFrame, lastFrame > lastDrawing { lastDrawing = min(lastFrame, now) }
        if let last = sample {
            let elapsed = now - last.time
            if elapsed >= Self.shortestSample {
                let used = kioskCPU.reduce(0.0) { sum, process in
                    guard let before = last.cpu[process.key] else { return sum } // new: from the next sample
                    return sum + max(0, process.value - before)
                }
                if used / elapsed > Self.busyShare { lastDrawing = now }
                sample = (now, kioskCPU)
            }
        } else {
            sample = (now, kioskCPU)
        }
        busy = now - lastDrawing < Self.stillHold
        guard busy else { return .send(limit: stillLimit(at: now, fullBatch: fullBatch)) }
        let since = now - lastBusyBatch
        if since >= Self.busyPause {
            lastBusyBatch = now
            return .send(limit: min(fullBatch, Self.busyBatch))
        }
        return .wait(seconds: min(Self.busyPause - since, Self.longestWait))
    }
}
