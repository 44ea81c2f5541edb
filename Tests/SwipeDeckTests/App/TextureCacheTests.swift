import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

@Suite struct TextureCacheTests {
    /// A card with a 2400×2400 PNG, slow enough to decode that a synchronous cache would be caught.
    func bigPictureFace(in folder: TempFolder) throws -> CardFace {
        let picture = try Surface(size: PixelSize(width: 2400, height: 2400))
        picture.fill(RGBA(20, 120, 200))
        let path = folder.path + "/big.png"
        try picture.savePNG(path: path)
        return CardFace(id: "big", title: "Big", background: RGBA(250, 250, 250), imagePath: path)
    }

    @Test func paintsOffTheLoopAndTheTextureAppearsAfterTheWake() throws {
        let app = try AppHarness(cards: 1)
        let face = try bigPictureFace(in: app.folder)
        let fonts = FontPaths(
            regular: packageRoot() + "/Assets/Fonts/DejaVuSans.ttf",
            bold: packageRoot() + "/Assets/Fonts/DejaVuSans-Bold.ttf")
        let cache = CardTextureCache(renderer: app.runtime.painter.renderer, fonts: fonts) { _ in face }
        while EventPump.poll() != nil {}
        let size = PixelSize(width: 340, height: 460)

        // Had asking waited for the painting, it would have returned the texture.
        #expect(cache.texture(for: 0, cardSize: size) == nil, "while painting, the placeholder shows")
        #expect(cache.texture(for: 0, cardSize: size) == nil, "asking again does not wait either")
        #expect(cache.isBusy)

        // The loop sleeps until the worker's wake-up event, then collects the texture.
        var woke = false
        Waiting.until({ cache.collectFinished() }) { ms in
            if EventPump.waitForEvent(timeoutMs: ms) { woke = true; while EventPump.poll() != nil {} }
        }
        #expect(woke, "a finished job wakes the loop")
        let texture = try #require(cache.texture(for: 0, cardSize: size))
        let pad = Texture.cardEdgePadding
        #expect(
            texture.edgePadding == pad
                && texture.size == PixelSize(width: size.width + 2 * pad, height: size.height + 2 * pad),
            "the card's size plus a transparent border")
        #expect(!cache.isBusy)
    }

    @Test func newSizeDropsOldResultsAndRemapMovesTextures() throws {
        let app = try AppHarness(cards: 1)
        let fonts = FontPaths(
            regular: packageRoot() + "/Assets/Fonts/DejaVuSans.ttf",
            bold: packageRoot() + "/Assets/Fonts/DejaVuSans-Bold.ttf")
        final class Shift: @unchecked Sendable { var by = 0 }
        let shift = Shift() // the deck the cache reads moves its cards as the remap does
        let cache = CardTextureCache(renderer: app.runtime.painter.renderer, fonts: fonts) {
            CardFace(
                id: "c\($0 - shift.by)", title: "Card \($0 - shift.by)", background: RGBA(90, 90, 90), imagePath: nil)
        }
        let small = PixelSize(width: 100, height: 140), large = PixelSize(width: 200, height: 280)
        cache.retain(onScreen: [0, 1], ahead: [2], cardSize: small)
        cache.retain(onScreen: [0, 1], ahead: [2], cardSize: large) // the small jobs are stale now
        Waiting.until({
            cache.collectFinished(); return !cache.isBusy
        }) { _ in _ = cache.pool.waitUntilIdle(seconds: Waiting.bound) }
        #expect(cache.count == 3)
        let pad = 2 * Texture.cardEdgePadding
        #expect(
            cache.texture(for: 1, cardSize: large)?.size
                == PixelSize(width: large.width + pad, height: large.height + pad))
        shift.by = 5
        cache.remap { $0 == 2 ? nil : $0 + 5 }
        #expect(cache.count == 2)
        #expect(cache.texture(for: 6, cardSize: large) != nil)
        #expect(cache.texture(for: 2, cardSize: large) == nil)
    }
}
