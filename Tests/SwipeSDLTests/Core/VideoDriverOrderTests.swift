import Testing

@testable import SwipeSDL

/// SDL is kept from trying Wayland (and libwayland from printing its XDG_RUNTIME_DIR error) only where
/// X11 is asked for and Wayland cannot connect; everywhere else SDL keeps its own order.
@Suite struct VideoDriverOrderTests {
    private func hint(_ environment: [String: String]) -> String? {
        VideoDriverOrder.hint(environment: { environment[$0] })
    }

    @Test func x11WithoutAnyWaylandTriesX11ThenOffscreen() {
        #expect(hint(["DISPLAY": ":0"]) == "x11,offscreen")
        #expect(hint(["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": ""]) == "x11,offscreen")
    }

    @Test func aRuntimeFolderOrASocketLeavesSDLsOrder() {
        #expect(hint(["DISPLAY": ":0", "XDG_RUNTIME_DIR": "/run/user/1000"]) == nil)
        #expect(hint(["DISPLAY": ":0", "WAYLAND_SOCKET": "5"]) == nil)
        #expect(hint(["DISPLAY": ":0", "WAYLAND_DISPLAY": "/tmp/wl/wayland-1"]) == nil)
    }

    @Test func aChosenDriverOrNoX11LeavesSDLsOrder() {
        #expect(hint(["DISPLAY": ":0", "SDL_VIDEODRIVER": "dummy"]) == nil)
        #expect(hint([:]) == nil)
        #expect(hint(["DISPLAY": ""]) == nil)
    }
}
