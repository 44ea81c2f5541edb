import SwipeCore
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// `FramePartTimer` (the opt-in per-part frame timing) and the parts `SceneRenderer` names.
    @Suite struct FramePartTimerTests {
        let target: Surface
        let renderer: Renderer
        let scenes: SceneRenderer

        init() throws {
            _ = TestSDL.context
            target = try Surface(size: PixelSize(width: 400, height: 400))
            renderer = try Renderer(softwareTarget: target)
            scenes = SceneRenderer(
                renderer: renderer, fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
        }

        func card(_ rect: Rect, index: Int, overlay: CardOverlay? = nil) -> SceneCard {
            SceneCard(index: index, quad: rect.quad, opacity: 1, overlay: overlay, z: 0, isFlying: false)
        }

        @Test func partsAreNamedInOrderAndSummedByName() {
            let timer = FramePartTimer(renderer: renderer)
            timer.begin("clear")
            renderer.clear(RGBA(1, 2, 3))
            timer.begin("fill")
            renderer.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: RGBA(9, 9, 9))
            timer.begin("clear")
            timer.begin("fill")
            let parts = timer.takeFrame()
            #expect(parts.map(\.name) == ["clear", "fill"])
            #expect(parts.allSatisfy { $0.ms >= 0 && $0.ms.isFinite })
            #expect(timer.takeFrame().isEmpty) // a new frame starts empty
        }

        @Test func rendererChargesClearAndPresentWhenATimerIsSet() {
            renderer.partTimer = FramePartTimer(renderer: renderer)
            defer { renderer.partTimer = nil }
            renderer.clear(RGBA(1, 2, 3))
            renderer.present()
            #expect(renderer.partTimer?.takeFrame().map(\.name) == ["clear", "present"])
        }

        @Test func sceneRendererNamesEachPartOfAFrame() {
            renderer.partTimer = FramePartTimer(renderer: renderer)
            defer { renderer.partTimer = nil }
            renderer.clear(RGBA(20, 20, 30))
            let back = card(Rect(x: 110, y: 60, width: 180, height: 270), index: 1)
            let front = card(
                Rect(x: 100, y: 50, width: 200, height: 300), index: 0,
                overlay: CardOverlay(direction: .right, strength: 1))
            let scene = Scene(cards: [back, front], viewport: Size(width: 400, height: 400), isEmpty: false)
            var chromeDrawn = false
            scenes.draw(scene: scene, texture: { _ in nil }, chrome: { chromeDrawn = true })
            renderer.present()
            let names = renderer.partTimer?.takeFrame().map(\.name) ?? []
            #expect(chromeDrawn)
            #expect(names == ["clear", "layout", "shadows", "face2", "stamps", "face1", "chrome", "present"])
        }

        @Test func withoutATimerNothingIsTimed() {
            #expect(renderer.partTimer == nil)
            renderer.clear(RGBA(1, 2, 3))
            renderer.present()
            #expect(renderer.partTimer == nil)
        }
    }
}
