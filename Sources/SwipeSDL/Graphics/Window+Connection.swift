internal import CSDL2
internal import CXWindowGuard

extension Window {
    /// Starts watching the connection to the display this window is on (X11 or Wayland; see
    /// CXDisplayConnection.h): from then on a lost connection no longer ends the process inside an
    /// Xlib call, and `lostDisplayConnection` says it was lost. Call once a renderer exists; harmless
    /// to repeat.
    public func watchDisplayConnection() {
        swipedeck_watch_display_connection(UnsafeMutableRawPointer(pointer))
    }

    /// What was lost when the connection to the display broke ("X server :99", "Wayland compositor
    /// wayland-1: Broken pipe"); nil while it holds, and always nil before `watchDisplayConnection()`.
    /// Cheap enough to ask every pass of the loop.
    public var lostDisplayConnection: String? {
        guard swipedeck_display_connection_lost() != 0 else { return nil }
        return String(cString: swipedeck_display_connection_lost_reason())
    }

    /// Ends the process after the display connection was lost: one line on stderr, "swipedeck: error:
    /// lost the connection to the display (REASON)", and exit status 1, without SDL's teardown (it
    /// would talk to the dead display). Log the decisions and close the files first. Once the loss is
    /// noted, a watchdog does the same after 600 ms should the loop be stuck in SDL or Mesa.
    public static func exitForLostDisplay() -> Never {
        swipedeck_display_connection_exit()
    }
}

extension Window {
    /// Whether the X error `errorCode` for request `requestCode` is one the window guard ignores as a
    /// lost wake-up (BadWindow for SDL's client message to a window another client destroyed; see
    /// CXWindowGuard.h), rather than passing it on to Xlib's default handler, which ends the process.
    static func xErrorIsLostWakeup(errorCode: Int32, requestCode: Int32) -> Bool {
        swipedeck_x_error_is_lost_wakeup(errorCode, requestCode) != 0
    }
}
