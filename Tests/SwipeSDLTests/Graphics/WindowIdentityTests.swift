import SwipeCore
import Testing

@testable import SwipeSDL

#if canImport(Glibc)
import Glibc
#endif

extension SDLSuites {
    /// The app id / WM class compositors match the app by, and what a window knows of its window manager.
    @Suite struct WindowIdentityTests {
        private func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

        /// SDL 2.26 reads the app id (Wayland) and WM_CLASS (X11) from these two variables when its video
        /// subsystem starts; without them it uses the executable's name (here the test runner's).
        @Test func theContextNamesTheAppSwipedeck() {
            _ = TestSDL.context
            #expect(SDLContextOptions.defaultAppID == "swipedeck")
            #expect(environment("SDL_VIDEO_WAYLAND_WMCLASS") == "swipedeck")
            #expect(environment("SDL_VIDEO_X11_WMCLASS") == "swipedeck")
        }

        /// On the dummy driver nobody can tell whether a window manager runs: the kiosk's window then
        /// stays the borderless window at the display's bounds, not desktop fullscreen.
        @Test func withoutAWindowSystemThereIsNoAnswer() throws {
            _ = TestSDL.context
            var options = WindowOptions(size: Size(width: 320, height: 240))
            options.borderlessFullscreen = true
            let window = try Window(options, in: TestSDL.context)
            #expect(window.hasWindowManager == nil)
            #expect(!window.isFullscreen)
        }
    }
}
