import SwipeCore
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// A real window and renderer on SDL's headless `dummy` driver (software renderer on the window surface).
    @Suite struct WindowRendererTests {
        @Test func windowRendererClearAndReadBack() throws {
            #expect(TestSDL.context.videoDriverName == "dummy")
            let window = try Window(WindowOptions(size: Size(width: 320, height: 240)), in: TestSDL.context)
            #expect(window.size == Size(width: 320, height: 240))
            #expect(window.id != 0)
            let renderer = try Renderer(window: window)
            #expect(renderer.outputSize == Size(width: 320, height: 240))
            renderer.clear(RGBA(10, 120, 250))
            renderer.fill(Rect(x: 10, y: 10, width: 20, height: 20), color: RGBA(255, 255, 0))
            let shot = try renderer.readPixels()
            #expect(shot.size == PixelSize(width: 320, height: 240))
            #expect(shot.pixel(x: 160, y: 120) == RGBA(10, 120, 250))
            #expect(shot.pixel(x: 15, y: 15) == RGBA(255, 255, 0))
            renderer.present()
        }

        @Test func textureKeepsItsSizeAndCardTextureIsMade() throws {
            _ = TestSDL.context
            let target = try Surface(size: PixelSize(width: 64, height: 64))
            let renderer = try Renderer(softwareTarget: target)
            let artist = CardArtist(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let made = try artist.makeTexture(
                CardFace(id: "x", title: "X", background: RGBA(1, 2, 3), imagePath: nil),
                size: PixelSize(width: 34, height: 46), renderer: renderer)
            #expect(made.texture.size == PixelSize(width: 34, height: 46))
            #expect(made.imageError == nil)
        }

        @Test func eventPumpTimesOutWithoutEvents() {
            _ = TestSDL.context
            while EventPump.poll() != nil {}
            let clock = FrameClock()
            let got = EventPump.waitForEvent(timeoutMs: 20)
            if !got { #expect(clock.now() >= 0.015) }
            EventPump.wake()
            #expect(EventPump.waitForEvent(timeoutMs: 1000))
            // SDL ends a polling pass at its internal sentinel, so the pushed event may come on the next pass.
            var found = false
            // a wake-up is read and dropped
            for _ in 0..<4 where !found { found = EventPump.poll()?.content == .ignored }
            #expect(found)
        }
    }
}
