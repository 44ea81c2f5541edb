internal import CSDL2

#if canImport(Glibc)
import Glibc
#endif

/// The time one part of a frame took (`FramePartTimer`): `name` is "clear", "layout", "shadows",
/// "face1"… (1 = the card drawn last, in front), "stamps", "chrome" or "present"; `ms` milliseconds.
public struct FramePartTime: Hashable, Sendable {
    public var name: String
    public var ms: Double

    public init(name: String, ms: Double) { self.name = name; self.ms = ms }
}

/// Where a frame's time goes, part by part: a measuring mode, off unless asked for
/// (`SWIPEDECK_FRAME_PARTS=1` with `--frame-stats`). The drawing code names the part it starts
/// (`begin`); the time until the next `begin` (or `end`) is charged to it, summed per name over a frame.
///
/// Renderers queue their draw calls (SDL batches them; OpenGL runs them later, llvmpipe on its own
/// threads), so their cost would show in `present`. Before each part starts, this timer therefore
/// makes the renderer finish what was drawn so far: `SDL_RenderFlush`, then `glFinish` on OpenGL
/// renderers. That serialises the work and costs time of its own: a frame measured this way is slower
/// than one that is not, and the parts are compared with each other, not with unmeasured frames.
/// Main thread only (the renderer's thread).
public final class FramePartTimer {
    private let renderer: OpaquePointer
    /// `glFinish` of the renderer's GL context; nil for the software renderer.
    private let finish: (@convention(c) () -> Void)?
    private let frequency = Double(SDL_GetPerformanceFrequency())
    /// The part being timed and when it started (performance counter ticks).
    private var current: (name: String, start: UInt64)?
    /// This frame's parts so far, in the order first begun.
    private var parts: [FramePartTime] = []

    /// The environment variable that turns the timer on when it is "1".
    public static let environmentVariable = "SWIPEDECK_FRAME_PARTS"

    /// Whether `environmentVariable` asks for part timing (the process's environment).
    public static var isRequested: Bool {
        guard let value = getenv(environmentVariable) else { return false }
        return String(cString: value) == "1"
    }

    /// A timer for `renderer`'s frames.
    public init(renderer: Renderer) {
        self.renderer = renderer.pointer
        let gl = renderer.name.hasPrefix("opengl")
        finish =
            gl ? SDL_GL_GetProcAddress("glFinish").map { unsafeBitCast($0, to: (@convention(c) () -> Void).self) } : nil
    }

    /// Ends the part going on (after the renderer finished its drawing) and starts `name`.
    public func begin(_ name: String) {
        end()
        current = (name, SDL_GetPerformanceCounter())
    }

    /// Starts face `number` (1 = the front card, drawn last).
    public func begin(face number: Int) { begin("face\(number)") }

    /// Ends the part going on, if any: waits for the renderer to finish it and records its time.
    public func end() {
        guard let (name, start) = current else { return }
        SDL_RenderFlush(renderer)
        finish?()
        let ms = Double(SDL_GetPerformanceCounter() &- start) / frequency * 1000
        if let i = parts.firstIndex(where: { $0.name == name }) {
            parts[i].ms += ms
        } else {
            parts.append(FramePartTime(name: name, ms: ms))
        }
        current = nil
    }

    /// The frame's parts in the order first begun (the one going on is ended first); starts a new frame.
    public func takeFrame() -> [FramePartTime] {
        end()
        defer { parts = [] }
        return parts
    }
}
