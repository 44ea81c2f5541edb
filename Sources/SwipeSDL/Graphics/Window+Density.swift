internal import CSDL2
internal import CXWindowGuard
import SwipeCore

extension Window {
    /// The DPI of the display the window is on, drawable pixels per inch, as the platform reports it:
    /// `SDL_GetDisplayDPI`'s diagonal DPI, or on X11 where SDL has none (Xvfb, XWayland: no
    /// physical size on the RandR outputs) the X screen's (`xdpyinfo`'s "resolution", Xvfb's `-dpi`).
    /// nil when neither knows (native Wayland on a headless output, SDL's dummy driver). Not checked
    /// for plausibility: `DisplayDensity` does that.
    public var reportedDPI: Double? {
        var diagonal: Float = 0
        let display = max(0, SDL_GetWindowDisplayIndex(pointer))
        if SDL_GetDisplayDPI(display, &diagonal, nil, nil) == 0, diagonal.isFinite, diagonal > 0 {
            return Double(diagonal)
        }
        let screen = swipedeck_x_screen_dpi(UnsafeMutableRawPointer(pointer))
        return screen.isFinite && screen > 0 ? screen : nil
    }

    /// The size of what a renderer on this window will draw, pixels: `SDL_GL_GetDrawableSize` (the
    /// window's size, or more on a HiDPI Wayland output). For work that starts before the renderer.
    public var drawableSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GL_GetDrawableSize(pointer, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// `density(of:)` as a renderer on this window will most likely find it (from `drawableSize`),
    /// before there is one.
    public var expectedDensity: DisplayDensity {
        DisplayDensity(output: drawableSize, window: size, reportedDPI: reportedDPI)
    }

    /// How `renderer`'s drawable relates to this window's points and to millimetres on its display
    /// (`DisplayDensity`): the one scale layout, hit-testing and text sizes use.
    public func density(of renderer: Renderer) -> DisplayDensity {
        DisplayDensity(output: renderer.outputSize, window: size, reportedDPI: reportedDPI)
    }
}
