import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// The drawing states the first frame goes without (`FramePainter.warmUp`).
@Suite(.serialized) struct WarmUpTests {
    /// Largest channel difference of the same colour, blended or not (rounding). 40, as OpaqueCoreTests.
    static let sameColour = 40

    /// The first frame draws opaque middles blended (no new renderer state on the path to it); the
    /// first idle pass after it turns unblended middles on and redraws the same picture.
    @Test func unblendedMiddlesComeOnOnceIdleAfterTheFirstFrameWithTheSamePicture() throws {
        let app = try AppHarness(cards: 6)
        let scenes = app.runtime.painter.scenes
        #expect(scenes.style.blendsOnlyEdges, "the default style asks for unblended middles")
        #expect(scenes.drawsUnblendedMiddles, "on once the loop was idle after its first frame")
        scenes.drawsUnblendedMiddles = false
        app.runtime.painter.draw(app.runtime.frameContent)
        let blended = try app.runtime.painter.renderer.readPixels()
        let frames = app.runtime.framesDrawn
        app.settle()
        #expect(scenes.drawsUnblendedMiddles, "turned on when the loop is next idle")
        #expect(app.runtime.framesDrawn == frames + 1, "and the picture drawn again with it")
        let unblended = try app.runtime.painter.renderer.readPixels()
        #expect(unblended.size == blended.size)
        var differing = 0, sampled = 0
        for y in stride(from: 0, to: blended.size.height, by: 2) {
            for x in stride(from: 0, to: blended.size.width, by: 2) {
                sampled += 1
                guard let a = blended.pixel(x: x, y: y), let b = unblended.pixel(x: x, y: y) else { continue }
                let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                if d > Self.sameColour { differing += 1 }
            }
        }
        // SDL's software renderer (the dummy driver's) samples the rim's strips a texel apart from a
        // whole quad: lines along the card's edges and through its title differ (0.2 % here); a
        // missing or stale piece of card would be an area (a card is ~20 % of the window).
        #expect(differing * 100 < sampled, "the same picture: \(differing) of \(sampled) sampled pixels differ")
        app.settle()
        #expect(app.runtime.framesDrawn == frames + 1, "once: an idle loop draws nothing more")
    }

    /// Before its first frame the app has not turned them on.
    @Test func theAppStartsWithoutThem() throws {
        let app = try AppHarness(cards: 3)
        let runtime = try AppRuntime(
            context: AppTestSDL.context, deck: try DeckLoader.load(path: app.folder.path + "/deck.json").deck,
            options: AppOptions(), log: nil, assets: AssetPaths(root: packageRoot() + "/Assets"),
            loopClock: app.clock)
        #expect(runtime.framesDrawn == 0)
        #expect(!runtime.painter.scenes.drawsUnblendedMiddles)
    }
}
