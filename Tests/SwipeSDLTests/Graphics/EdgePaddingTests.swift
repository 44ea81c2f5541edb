import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// Card textures carry a transparent border, so a turned card's outline is smoothed by filtering.
    @Suite struct EdgePaddingTests {
        @Test func paddedSurfaceKeepsThePictureInsideATransparentBorder() throws {
            _ = TestSDL.context
            let solid = try Surface(size: PixelSize(width: 4, height: 3))
            solid.fill(RGBA(10, 20, 30))
            let padded = try solid.padded(by: 1)
            #expect(padded.size == PixelSize(width: 6, height: 5))
            #expect(
                padded.pixel(x: 0, y: 0)?.a == 0 && padded.pixel(x: 5, y: 4)?.a == 0 && padded.pixel(x: 3, y: 0)?.a == 0
            )
            #expect(padded.pixel(x: 1, y: 1) == RGBA(10, 20, 30) && padded.pixel(x: 4, y: 3) == RGBA(10, 20, 30))
        }

        @Test func paddedQuadPutsThePictureOnTheCard() {
            let card = Rect(x: 100, y: 50, width: 200, height: 300).quad
            let drawn = CardSpace.paddedQuad(for: card, padding: 1, textureSize: PixelSize(width: 202, height: 302))
            #expect(drawn.topLeft == Vector2(99, 49) && drawn.bottomRight == Vector2(301, 351))
            #expect(
                CardSpace.paddedQuad(for: card, padding: 0, textureSize: PixelSize(width: 200, height: 300)) == card)
        }
    }
}
