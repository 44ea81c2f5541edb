import SwipeCore
import Testing

@testable import SwipeSDL

/// Stamps are rendered at the resolution they are drawn at: magnified at most 10 %.
@Suite struct StampResolutionTests {
    @Test func theStampTextureFollowsTheCardsPixels() {
        #expect(StampFit.resolutionScale(drawnHeight: 106, textureHeight: 105) == 1, "full HD: as made")
        #expect(StampFit.resolutionScale(drawnHeight: 213, textureHeight: 105) == 2, "4K: twice the points")
        #expect(StampFit.resolutionScale(drawnHeight: 60, textureHeight: 105) == 1)
        #expect(StampFit.resolutionScale(drawnHeight: 1e6, textureHeight: 105) == StampFit.maxResolutionScale)
        for bad in [Double.nan, .infinity, -5, 0] {
            #expect(StampFit.resolutionScale(drawnHeight: bad, textureHeight: 105) == 1)
        }
        #expect(StampFit.resolutionScale(drawnHeight: 100, textureHeight: 0) == 1)
    }
}
