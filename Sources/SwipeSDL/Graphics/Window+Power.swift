internal import CSDL2
internal import CXWindowGuard

extension Window {
    /// Asks the X server to turn the panel showing this window off or on (DPMS, through libXext
    /// loaded only then: `swipedeck_x_display_power`). Returns whether the server took the request:
    /// false off X11 (Wayland compositors such as cage offer no such request, cage#245) and on
    /// servers without DPMS (Xvfb); the caller goes on quietly either way.
    @discardableResult
    public func setDisplayPower(on: Bool) -> Bool {
        swipedeck_x_display_power(UnsafeMutableRawPointer(pointer), on ? 1 : 0) == 1
    }
}

extension SDLContext {
    /// Lets the system's screen saver and display power timeouts run again (`SDL_EnableScreenSaver`):
    /// outside a kiosk's screen hours nothing needs the screen. `inhibitScreenSaver` stops them again.
    public func allowScreenSaver() { SDL_EnableScreenSaver() }
}
