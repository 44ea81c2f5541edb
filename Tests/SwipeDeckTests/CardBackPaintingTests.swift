import Foundation
import Testing
import CSDL2
@testable import SwipeDeck
import SwipeCore
import SwipeSDL

/// Card backs are painted on the painter threads, like faces, never on the frame loop (issue 10,
/// item 2): a back not painted yet shows as a plain card until a worker has painted it.
@Suite struct CardBackPaintingTests {
    final class Seen { var back = false }

    @Test func theFrameThatFirstShowsABackDoesNotPaintItAndAWorkerDoes() throws {
        let app = try AppHarness(cards: 2)
        let seen = Seen()
        app.runtime.sceneObserver = { scene in if scene.cards.contains(where: \.showsBack) { seen.back = true } }
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.windowID = app.runtime.window.id
        e.key.state = UInt8(SDL_PRESSED)
        e.key.keysym.sym = Int32(SDLK_RETURN.rawValue)
        app.push(e)
        let end = Date().addingTimeInterval(5)
        while !seen.back && Date() < end { usleep(2_000); app.runtime.step(wait: false) }
        #expect(seen.back, "the card turned over")
        #expect(app.runtime.backs.count == 0, "the frame that first shows the back does not wait for it to be painted")
        app.settle()
        #expect(app.runtime.backs.count == 1, "a worker painted it and the loop collected it")
        let size = PixelSize(width: Int(app.card.width.rounded()), height: Int(app.card.height.rounded()))
        let texture = try #require(app.runtime.backs.texture(for: 0, cardSize: size))
        let pad = 2 * Texture.cardEdgePadding
        #expect(texture.size == PixelSize(width: size.width + pad, height: size.height + pad))
    }
}
