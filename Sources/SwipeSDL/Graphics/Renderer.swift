internal import CSDL2
import SwipeCore

/// Owns an `SDL_Renderer`, drawing to a `Window` or (for pixel-exact tests) to a `Surface`.
/// Main thread only. Every coordinate is in output pixels (`outputSize`).
public final class Renderer {
    let pointer: OpaquePointer
    /// Kept alive while the renderer draws into it.
    private let window: Window?
    private let target: Surface?
    /// Times each part of a frame when set (`FramePartTimer`, a measuring mode); nil (off) by default.
    public var partTimer: FramePartTimer?

    /// A renderer for `window`: accelerated when available, otherwise SDL's software renderer. Shows the
    /// window (it opens hidden: `Window.init`) once the renderer, and so the final X window, exists.
    /// Vsync is not requested: the app paces its own frames (PRESENTVSYNC cannot be trusted, see SDL-NOTES).
    public init(window: Window) throws {
        var p = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_ACCELERATED.rawValue)
        if p == nil { p = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        guard let renderer = p else { throw SDLError.last("SDL_CreateRenderer") }
        window.show()
        window.watchForDestruction()
        pointer = renderer
        self.window = window
        target = nil
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// A software renderer that draws into `surface` (use an ARGB8888 surface for golden tests).
    public init(softwareTarget surface: Surface) throws {
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer)
        else { throw SDLError.last("SDL_CreateSoftwareRenderer") }
        pointer = renderer
        window = nil
        target = surface
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit { SDL_DestroyRenderer(pointer) }

    /// The backend's name: "opengl", "opengles2", "software"…
    public var name: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0, let n = info.name else { return "unknown" }
        return String(cString: n)
    }

    /// Size of what is drawn, pixels (may exceed the window's size in points on HiDPI).
    public var outputSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(pointer, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Fills the whole output with `color` (no blending).
    public func clear(_ color: RGBA) {
        partTimer?.begin("clear")
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(pointer)
    }

    /// Limits drawing to `rect` (output pixels; nil: the whole output again). Tests that only count
    /// frames clip to one pixel to draw them cheaply.
    public func clip(to rect: PixelRect?) {
        guard var r = rect?.sdl else { SDL_RenderSetClipRect(pointer, nil); return }
        SDL_RenderSetClipRect(pointer, &r)
    }

    /// Shows what was drawn (a no-op for software targets, whose surface is already up to date).
    public func present() {
        partTimer?.begin("present")
        SDL_RenderPresent(pointer)
        partTimer?.end()
    }

    /// Alpha-blends a filled axis-aligned rectangle.
    public func fill(_ rect: Rect, color: RGBA) {
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        var r = SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
        SDL_RenderFillRectF(pointer, &r)
    }

    /// Draws `texture` stretched into `rect`, modulated by `tint` (white = unchanged).
    public func copy(_ texture: Texture, to rect: Rect, tint: RGBA = RGBA(255, 255, 255)) {
        texture.setModulation(tint)
        var r = SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
        SDL_RenderCopyF(pointer, texture.pointer, nil, &r)
        texture.setModulation(RGBA(255, 255, 255))
    }

    /// Draws triangles (`indices` in threes, or consecutive vertices when nil), textured when `texture`
    /// is given; vertex colours multiply the texture.
    func drawGeometry(_ vertices: [SDL_Vertex], indices: [Int32]? = nil, texture: Texture?) {
        vertices.withUnsafeBufferPointer { v in
            if let indices {
                indices.withUnsafeBufferPointer { i in
                    _ = SDL_RenderGeometry(
                        pointer, texture?.pointer, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
                }
            } else {
                _ = SDL_RenderGeometry(pointer, texture?.pointer, v.baseAddress, Int32(v.count), nil, 0)
            }
        }
    }

    /// Reads back what was drawn in `rect` (the whole output when nil) as ARGB8888 pixels.
    /// Slow on GPU renderers: for tests and screenshots.
    public func readPixels(_ rect: PixelRect? = nil) throws -> Surface {
        let full = PixelSize(outputSize)
        let area = rect ?? PixelRect(x: 0, y: 0, width: full.width, height: full.height)
        let out = try Surface(size: PixelSize(width: area.width, height: area.height))
        var r = area.sdl
        let status = out.withPixels { pixels, stride in
            SDL_RenderReadPixels(pointer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, pixels, Int32(stride * 4))
        }
        guard status == 0 else { throw SDLError.last("SDL_RenderReadPixels") }
        return out
    }

    /// Saves what was drawn to a PNG file (call before `present()`: back buffers may be undefined after it).
    public func savePNG(path: String) throws {
        try readPixels().savePNG(path: path)
    }
}
