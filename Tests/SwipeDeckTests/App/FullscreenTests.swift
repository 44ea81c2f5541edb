import SwipeSDL
import Testing

@testable import SwipeDeck

/// `Fullscreen`: the way a window goes fullscreen, chosen by whether a window manager looks after it.
@Suite struct FullscreenTests {
    @Test func withoutAWindowManagerTheAppCoversTheDisplayItself() {
        var fullscreen = Fullscreen()
        #expect(fullscreen.strategy == .desktop && !fullscreen.coversDisplay(isFullscreen: true))
        fullscreen.choose(windowManager: false)
        #expect(fullscreen.strategy == .borderlessResize && fullscreen.resizesItself)
        #expect(fullscreen.coversDisplay(isFullscreen: true) && !fullscreen.coversDisplay(isFullscreen: false))
        fullscreen.choose(windowManager: true)
        #expect(fullscreen.strategy == .desktop && !fullscreen.resizesItself)
        #expect(!fullscreen.coversDisplay(isFullscreen: true), "the window manager keeps it there")
    }

    @Test func anyFrameEdgeShowsAWindowManager() {
        #expect(!Fullscreen.isFramed((0, 0, 0, 0)))
        #expect(Fullscreen.isFramed((24, 0, 0, 0)) && Fullscreen.isFramed((0, 1, 0, 0)))
        #expect(Fullscreen.isFramed((0, 0, 2, 0)) && Fullscreen.isFramed((0, 0, 0, 3)))
    }
}
