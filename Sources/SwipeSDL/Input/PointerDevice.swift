internal import CSDL2

/// Which kind of device a pointer event came from, for the cursor (`PolledEvent.device`): SDL marks
/// the mouse events it makes from touches (`which == SDL_TOUCH_MOUSEID`) and the finger events it
/// makes from the mouse (`touchId == SDL_MOUSE_TOUCHID`).
public enum PointerDevice: Hashable, Sendable {
    /// A real mouse moved (with or without a button held) or clicked.
    case mouse
    /// A finger on a touch screen, or a mouse event SDL made from one.
    case touch

    /// The device of `event`; nil for events that are not a pointer's, for the fingers SDL makes from
    /// the mouse (the mouse's own event says it), and for a mouse motion without relative motion (SDL
    /// placing a pointer that rests where a window appeared).
    init?(_ event: SDL_Event) {
        switch event.type {
        case SDL_MOUSEMOTION.rawValue:
            if event.motion.which == MouseButtonInput.touchMouseID {
                self = .touch
            } else {
                // SDL's first report of where the pointer is (a window mapped under a resting
                // pointer, its EnterNotify) has no relative motion: nobody moved the mouse.
                guard event.motion.xrel != 0 || event.motion.yrel != 0 else { return nil }
                self = .mouse
            }
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            self = event.button.which == MouseButtonInput.touchMouseID ? .touch : .mouse
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            guard event.tfinger.touchId != FingerInput.mouseTouchID else { return nil }
            self = .touch
        default:
            return nil
        }
    }
}
