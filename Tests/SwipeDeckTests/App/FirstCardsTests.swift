import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// The first cards painted before the renderer exists (`FirstCards`), the cache adopting them, and
/// the painter pool's order and priority.
@Suite struct FirstCardsTests {
    let fonts = FontPaths(
        regular: packageRoot() + "/Assets/Fonts/DejaVuSans.ttf",
        bold: packageRoot() + "/Assets/Fonts/DejaVuSans-Bold.ttf")

    func plainFace(_ index: Int) -> CardFace {
        CardFace(id: "c\(index)", title: "Card \(index)", background: RGBA(90, 90, 90), imagePath: nil)
    }

    @Test func firstCardsAreTheVisibleOnesAtThePositionTopFirst() throws {
        let pool = CardPainterPool(fonts: fonts, threads: 1, onFinish: {})
        defer { pool.stop() }
        let viewport = Size(width: 800, height: 600)
        let jobs = FirstCards.submit(
            to: pool, count: 10, position: 4, face: plainFace, viewport: viewport, density: .standard,
            options: DeckOptions())
        #expect(jobs.map(\.index) == [4, 5, 6])
        #expect(jobs.map(\.priority) == [0, 1, 2])
        #expect(jobs.map(\.face.id) == ["c4", "c5", "c6"])
        let size = DeckController(count: 10, viewport: viewport).cardPixelSize
        #expect(jobs.allSatisfy { $0.size == size && $0.generation == CardTextureCache.initialGeneration })
        let nearTheEnd = FirstCards.submit(
            to: pool, count: 5, position: 4, face: plainFace, viewport: viewport, density: .standard,
            options: DeckOptions())
        #expect(nearTheEnd.map(\.index) == [4])
        let past = FirstCards.submit(
            to: pool, count: 5, position: 5, face: plainFace, viewport: viewport, density: .standard,
            options: DeckOptions())
        #expect(past.isEmpty, "an exhausted deck has nothing to paint")
    }

    @Test func theCacheAdoptsCardsPaintedBeforeItExisted() throws {
        let app = try AppHarness(cards: 1)
        let pool = CardPainterPool(fonts: fonts, threads: 2, onFinish: {})
        defer { pool.stop() }
        let viewport = Size(width: 800, height: 600)
        let jobs = FirstCards.submit(
            to: pool, count: 6, position: 0, face: plainFace, viewport: viewport, density: .standard,
            options: DeckOptions())
        _ = pool.waitUntilIdle(seconds: Waiting.bound)
        let cache = CardTextureCache(renderer: app.runtime.painter.renderer, adopting: pool, face: plainFace)
        let size = jobs[0].size
        cache.adopt(jobs, cardSize: size)
        for index in 0..<3 { _ = cache.texture(for: index, cardSize: size) }
        #expect(pool.outstanding == 3, "the painted cards are taken, not asked for again")
        #expect(cache.collectFinished())
        #expect((0..<3).allSatisfy { cache.texture(for: $0, cardSize: size) != nil })
        #expect(cache.count == 3)
    }

    @Test func cardsPaintedAtAnotherSizeAreDroppedAndAskedAgain() throws {
        let app = try AppHarness(cards: 1)
        let pool = CardPainterPool(fonts: fonts, threads: 2, onFinish: {})
        defer { pool.stop() }
        let jobs = FirstCards.submit(
            to: pool, count: 6, position: 0, face: plainFace, viewport: Size(width: 800, height: 600),
            density: .standard, options: DeckOptions())
        _ = pool.waitUntilIdle(seconds: Waiting.bound)
        let cache = CardTextureCache(renderer: app.runtime.painter.renderer, adopting: pool, face: plainFace)
        let actual = PixelSize(width: jobs[0].size.width / 2, height: jobs[0].size.height / 2)
        cache.adopt(jobs, cardSize: actual)
        #expect(!cache.collectFinished(), "paintings of the foreseen size are not used")
        #expect(cache.texture(for: 0, cardSize: actual) == nil)
        Waiting.until({
            cache.collectFinished(); return !cache.isBusy
        }) { _ in _ = pool.waitUntilIdle(seconds: Waiting.bound) }
        let pad = 2 * Texture.cardEdgePadding
        #expect(
            cache.texture(for: 0, cardSize: actual)?.size
                == PixelSize(width: actual.width + pad, height: actual.height + pad))
    }

    @Test func ofEquallyUrgentCardsTheOneSoonerInTheDeckIsPaintedFirst() {
        let size = PixelSize(width: 200, height: 280)
        func job(_ index: Int, priority: Int) -> CardPainterPool.Job {
            .init(index: index, face: plainFace(index), size: size, generation: 0, priority: priority)
        }
        // A frame asks for its cards back to front, all at priority 0.
        let backToFront = [2, 1, 0].map { job($0, priority: 0) }
        #expect(CardPainterPool.mostUrgent(in: backToFront) == 2, "card 0, queued last")
        let urgentBeneath = [job(0, priority: 1), job(5, priority: 0), job(3, priority: 0)]
        #expect(CardPainterPool.mostUrgent(in: urgentBeneath) == 2, "priority first, then the sooner card")
        #expect(CardPainterPool.mostUrgent(in: []) == nil)
    }

    @Test func aPoolPaintsEveryQueuedCardOnce() throws {
        let pool = CardPainterPool(fonts: fonts, threads: 1, onFinish: {})
        defer { pool.stop() }
        let size = PixelSize(width: 200, height: 280)
        for index in [2, 1, 0] {
            pool.submit(.init(index: index, face: plainFace(index), size: size, generation: 0, priority: 0))
        }
        #expect(pool.waitUntilIdle(seconds: Waiting.bound))
        let order = pool.takeFinished(side: .face).map(\.job.index)
        #expect(order.sorted() == [0, 1, 2], "painted \(order)")
    }

    @Test func paintersRunAtALowerPriorityThanTheLoop() throws {
        // Threads of pools stopped by earlier tests may still be ending: count only the new ones.
        let before = Set(Self.tasks())
        let pool = CardPainterPool(fonts: fonts, threads: 2, onFinish: {})
        defer { pool.stop() }
        let lowered = Waiting.until({
            Self.tasks().filter { !before.contains($0) && Self.niceness(ofTask: $0) == CardPainterPool.niceness }
                .count >= 2
        }) { _ in usleep(2_000) }
        #expect(lowered, "both new workers at nice \(CardPainterPool.niceness)")
        #expect(Self.niceness(ofTask: "self") == 0, "the main thread keeps its priority")
    }

    /// This process's thread ids (`/proc/self/task`).
    static func tasks() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    }

    /// The nice value of task `id` of this process ("self": the process's main thread), from field 19
    /// of its `stat` line (counted after the parenthesised command name).
    static func niceness(ofTask id: String) -> Int32? {
        let path = id == "self" ? "/proc/self/stat" : "/proc/self/task/\(id)/stat"
        guard let line = try? String(contentsOfFile: path, encoding: .utf8),
            let close = line.lastIndex(of: ")")
        else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        return fields.count > 16 ? Int32(fields[16]) : nil // field 3 is fields[0]; field 19 is fields[16]
    }
}
