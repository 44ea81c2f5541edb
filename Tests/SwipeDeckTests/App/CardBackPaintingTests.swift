import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Card backs are painted on the painter threads, like faces, never on the frame loop (issue 10,
/// item 2): a back not painted yet shows as a plain card; it is asked for when the card starts to turn.
@Suite struct CardBackPaintingTests {
    final class Seen { var back = false }

    /// Waits (without running the loop) until the painters have nothing queued or in hand.
    func waitForPainters(_ app: AppHarness) {
        #expect(app.runtime.painter.textures.pool.waitUntilIdle(seconds: Waiting.bound))
    }

    @Test func askingForABackNeverPaintsItThereAndThen() throws {
        let app = try AppHarness(cards: 2)
        let size = PixelSize(width: 340, height: 460)
        #expect(
            app.runtime.painter.backs.texture(for: 1, cardSize: size) == nil,
            "a placeholder first: not painted on the frame loop")
        #expect(app.runtime.painter.backs.count == 0)
        waitForPainters(app)
        #expect(app.runtime.painter.backs.collectFinished(), "a worker painted it")
        let texture = try #require(app.runtime.painter.backs.texture(for: 1, cardSize: size))
        let pad = 2 * Texture.cardEdgePadding
        #expect(texture.size == PixelSize(width: size.width + pad, height: size.height + pad))
    }

    @Test func theBackIsAskedForWhenTheTurnStartsSoItIsReadyWhenItShows() throws {
        let app = try AppHarness(cards: 2)
        let seen = Seen()
        app.runtime.painter.sceneObserver = { scene in if scene.cards.contains(where: \.showsBack) { seen.back = true }
        }
        app.push(.key(KeyInput(pressing: .enter))) // the turn starts; the front is still in view
        #expect(!seen.back)
        #expect(app.runtime.painter.backs.count == 0, "nothing painted on the frame loop")
        // Frames on virtual time, the painters idle before each (what they were given is painted, as
        // it would be in the real time a turn takes; without the wait a loaded machine's painter lost
        // the race against the virtual clock): the first frame showing the back must already have it.
        for _ in 0..<1_000 where !seen.back {
            waitForPainters(app)
            app.runtime.step(wait: true)
        }
        #expect(seen.back, "the card turned over")
        #expect(app.runtime.painter.backs.count == 1, "the first frame showing the back already has it")
        app.key(.enter) // turned back: the back is freed
        #expect(app.runtime.painter.backs.count == 0)
    }
}
