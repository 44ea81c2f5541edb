import SwipeSDL

extension AppRuntime {
    /// The first time the loop has nothing to draw after its first frame, turns on the drawing states
    /// the first frame went without (`SceneRenderer.drawsUnblendedMiddles`) and asks for a redraw: the
    /// same picture, drawn while nobody waits, so the renderer's one-time cost of a new state (a shader
    /// compiled by llvmpipe, ~55 ms) falls neither on the first frame nor on the first swipe. Once.
    func warmUpWhenIdle() {
        let scenes = painter.scenes
        guard !scenes.drawsUnblendedMiddles, framesDrawn > 0, !needsFrame else { return }
        scenes.drawsUnblendedMiddles = true
        schedule.requestRedraw()
    }
}
