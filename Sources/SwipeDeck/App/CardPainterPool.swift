import Foundation
import SwipeCore
import SwipeSDL

/// A card surface painted by a worker, on its way to the main thread.
///
/// `@unchecked Sendable`: a worker creates and paints `surface` alone, then hands the box over
/// through the pool's lock and keeps no reference to it; from then on only the main thread touches
/// the surface (to upload it as a texture). SDL surfaces are plain CPU memory, safe to pass on this way.
final class PaintedCard: @unchecked Sendable {
    let job: CardPainterPool.Job
    /// The card, or nil when painting failed.
    let surface: Surface?
    /// The picture's problem (the card then shows a placeholder), or why painting failed.
    let problem: String?

    init(job: CardPainterPool.Job, surface: Surface?, problem: String?) {
        self.job = job; self.surface = surface; self.problem = problem
    }
}

/// Which side of a card a painting is: its face (picture, title, subtitle) or its back (title and
/// description).
enum CardSide: Sendable, Hashable { case face, back }

/// Paints cards, faces and backs, on a few worker threads, so the frame loop never waits on disk,
/// decoding or text layout.
///
/// Each worker has its own `CardArtist` and `CardBackArtist` (and so its own Pango text painter: Pango objects are
/// not shared across threads). Jobs of both sides wait in one lock-protected queue; a worker takes the
/// most urgent (lowest `priority`), paints it and calls `onFinish` (which wakes the loop); the main
/// thread collects each side's results with `takeFinished(side:)`.
final class CardPainterPool: @unchecked Sendable { // every mutable field is guarded by `condition`
    /// One card to paint.
    struct Job: Sendable, Hashable {
        var index: Int
        var face: CardFace
        var size: PixelSize
        /// The cache's generation when asked; results of older generations are dropped.
        var generation: Int
        /// Lower is sooner: 0 for the top card, then the cards beneath, then the prefetched ones.
        var priority: Int
        /// The side to paint. Default `.face`.
        var side: CardSide = .face
        /// The text of a back (already bounded by the deck, `CardTextLimits.description`); empty for a face.
        var description: String = ""
        /// How a photo card's face shows its picture (the Z key). Default `PhotoFit.standard`.
        var photoFit: PhotoFit = .standard
    }

    private let condition = NSCondition()
    private var queue: [Job] = []
    private var finished: [PaintedCard] = []
    private var running = 0
    private var stopped = false
    /// Worker threads not yet finished (their artist and fonts not yet closed).
    private var liveWorkers = 0
    private let onFinish: @Sendable () -> Void

    /// The workers' nice value (0 normal … 19 lowest): 10. The frame loop and llvmpipe's rasterising
    /// threads stay at 0, so painting ahead never takes a core from a frame or from the renderer's
    /// start, and still gets every idle one (first frame −7 ms in interleaved runs, BENCHMARKS.md).
    static let niceness: Int32 = 10

    /// Worker threads by default: 2 (the machines have 2 cores; the loop itself is mostly idle).
    static let defaultThreads = 2

    /// Starts `threads` workers (≥ 1) painting with `fonts` in `style` (default `CardStyle()`; its
    /// `textScale` is `--text-scale`); `onFinish` runs on a worker after each job.
    init(
        fonts: FontPaths, style: CardStyle = CardStyle(), threads: Int = CardPainterPool.defaultThreads,
        onFinish: @escaping @Sendable () -> Void
    ) {
        self.onFinish = onFinish
        liveWorkers = max(1, threads)
        for n in 0..<max(1, threads) {
            let thread = Thread { [self] in
                work(fonts: fonts, style: style)
                condition.withLock {
                    liveWorkers -= 1; condition.broadcast()
                }
            }
            thread.name = "swipedeck-painter-\(n)"
            thread.start()
        }
    }

    /// Queues `job` (or updates the priority of the same card already queued).
    func submit(_ job: Job) {
        condition.withLock {
            if let i = queue.firstIndex(where: {
                $0.index == job.index && $0.side == job.side && $0.generation == job.generation && $0.size == job.size
                    && $0.photoFit == job.photoFit
            }) {
                queue[i].priority = job.priority
            } else {
                queue.append(job)
            }
            condition.signal()
        }
    }

    /// Drops every queued job for which `isStale` is true (jobs already being painted finish).
    func cancel(where isStale: (Job) -> Bool) {
        condition.withLock { queue.removeAll(where: isStale) }
    }

    /// The paintings of `side` finished since the last call for that side, oldest first.
    func takeFinished(side: CardSide) -> [PaintedCard] {
        condition.withLock {
            let taken = finished.filter { $0.job.side == side }
            finished.removeAll { $0.job.side == side }
            return taken
        }
    }

    /// Jobs queued or being painted (finished ones not counted).
    var painting: Int { condition.withLock { queue.count + running } }

    /// Waits until no job is queued or being painted, at most `seconds` of real time; whether none
    /// is. For tests, which wait for the painters on this condition rather than sleeping (the loop
    /// never waits: a finished job wakes it).
    func waitUntilIdle(seconds: Double) -> Bool {
        let end = Date(timeIntervalSinceNow: seconds)
        return condition.withLock {
            while queue.count + running > 0 && !stopped { if !condition.wait(until: end) { break } }
            return queue.count + running == 0
        }
    }

    /// Jobs queued, being painted, or finished and not yet taken.
    var outstanding: Int { condition.withLock { queue.count + running + finished.count } }

    /// Stops the workers after their current job (queued jobs are dropped) and waits until every
    /// worker has released its artists (their Pango font maps and surfaces), so SDL can quit safely
    /// afterwards. Idempotent.
    func stop() {
        condition.withLock {
            stopped = true
            queue.removeAll()
            condition.broadcast()
            while liveWorkers > 0 { condition.wait() }
        }
    }

    /// A worker's life: its own artists (and fonts), released before it returns.
    private func work(fonts: FontPaths, style: CardStyle) {
        // Linux keeps a nice value per thread; `who` 0 is the calling thread.
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
        let artist = CardArtist(fonts: fonts, style: style)
        let backArtist = CardBackArtist(fonts: fonts, style: style)
        artist.warmUp() // Pango's first layout and raster on this thread, before the first card waits on it
        while let job = next() {
            let result: PaintedCard
            do {
                switch job.side {
                case .face:
                    let painting = try artist.paint(job.face, size: job.size, photoFit: job.photoFit)
                    result = PaintedCard(
                        job: job, surface: try painting.surface.padded(by: Texture.cardEdgePadding),
                        problem: painting.imageError.map { "\($0)" })
                case .back:
                    let back = try backArtist.paint(job.face, description: job.description, size: job.size)
                    result = PaintedCard(job: job, surface: try back.padded(by: Texture.cardEdgePadding), problem: nil)
                }
            } catch {
                result = PaintedCard(job: job, surface: nil, problem: job.side == .back ? "back: \(error)" : "\(error)")
            }
            let idle = condition.withLock {
                finished.append(result); running -= 1
                condition.broadcast() // `waitUntilIdle`
                return queue.isEmpty
            }
            onFinish()
            // Decoding left pictures' worth of freed memory in this thread's malloc arena; with
            // nothing queued, hand it back to the system (tens of microseconds).
            if idle { ProcessMemory.releaseFree() }
        }
    }

    /// Waits for the most urgent job; nil once stopped.
    private func next() -> Job? {
        condition.withLock {
            while queue.isEmpty && !stopped { condition.wait() }
            guard !stopped, let i = Self.mostUrgent(in: queue) else { return nil }
            running += 1
            return queue.remove(at: i)
        }
    }

    /// The position in `queue` of the job to paint next: the lowest priority value, and of equally
    /// urgent jobs the card sooner in the deck (the top card before the ones beneath it: a frame asks
    /// for its cards back to front, all at priority 0). Nil for an empty queue.
    static func mostUrgent(in queue: [Job]) -> Int? {
        queue.indices.min { (queue[$0].priority, queue[$0].index) < (queue[$1].priority, queue[$1].index) }
    }
}
