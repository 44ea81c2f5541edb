internal import CSDL2
import SwipeCore

/// SDL's codes for the keys the app knows, both ways: the translator reads them, replays and tests
/// write them (`KeyInput(pressing:)`).
extension Key {
    /// The key for SDL keycode `code` (`SDLK_…`); the keypad's Enter reads as `.enter`, any key the
    /// app does not bind as `.other(code)`.
    public init(keycode code: Int32) {
        switch UInt32(bitPattern: code) {
        case SDLK_LEFT.rawValue: self = .left
        case SDLK_RIGHT.rawValue: self = .right
        case SDLK_UP.rawValue: self = .up
        case SDLK_DOWN.rawValue: self = .down
        case SDLK_BACKSPACE.rawValue: self = .backspace
        case SDLK_z.rawValue: self = .z
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue: self = .enter
        case SDLK_SPACE.rawValue: self = .space
        case SDLK_F11.rawValue: self = .f11
        case SDLK_s.rawValue: self = .s
        case SDLK_ESCAPE.rawValue: self = .escape
        case SDLK_q.rawValue: self = .q
        case SDLK_TAB.rawValue: self = .tab
        default: self = .other(code)
        }
    }

    /// SDL's keycode (`SDLK_…`) and the scancode (`SDL_SCANCODE_…`, the key's place on a US
    /// keyboard) of this key; `.other(code)` gives `code` and scancode 0 (unknown).
    public var sdlCodes: (keycode: Int32, scancode: UInt32) {
        func codes(_ key: SDL_KeyCode, _ place: SDL_Scancode) -> (Int32, UInt32) {
            (Int32(bitPattern: key.rawValue), place.rawValue)
        }
        switch self {
        case .left: return codes(SDLK_LEFT, SDL_SCANCODE_LEFT)
        case .right: return codes(SDLK_RIGHT, SDL_SCANCODE_RIGHT)
        case .up: return codes(SDLK_UP, SDL_SCANCODE_UP)
        case .down: return codes(SDLK_DOWN, SDL_SCANCODE_DOWN)
        case .backspace: return codes(SDLK_BACKSPACE, SDL_SCANCODE_BACKSPACE)
        case .z: return codes(SDLK_z, SDL_SCANCODE_Z)
        case .enter: return codes(SDLK_RETURN, SDL_SCANCODE_RETURN)
        case .space: return codes(SDLK_SPACE, SDL_SCANCODE_SPACE)
        case .f11: return codes(SDLK_F11, SDL_SCANCODE_F11)
        case .escape: return codes(SDLK_ESCAPE, SDL_SCANCODE_ESCAPE)
        case .q: return codes(SDLK_q, SDL_SCANCODE_Q)
        case .s: return codes(SDLK_s, SDL_SCANCODE_S)
        case .tab: return codes(SDLK_TAB, SDL_SCANCODE_TAB)
        case .other(let code): return (code, 0)
        }
    }
}

extension KeyPress {
    /// The press SDL's modifier mask `modifiers` (`KMOD_…`, either side) describes for `key`.
    init(_ key: Key, modifiers: UInt16, isRepeat: Bool) {
        let mod = UInt32(modifiers)
        self.init(
            key, ctrl: mod & KMOD_CTRL.rawValue != 0, alt: mod & KMOD_ALT.rawValue != 0,
            shift: mod & KMOD_SHIFT.rawValue != 0, isRepeat: isRepeat)
    }
}

extension KeyInput {
    /// A press of `key` as SDL sends it: its keycode and scancode (`Key.sdlCodes`), the left
    /// Control, Alt and Shift keys' modifier bits for `ctrl`, `alt` and `shift`.
    public init(pressing key: Key, ctrl: Bool = false, alt: Bool = false, shift: Bool = false, isRepeat: Bool = false) {
        var mod: UInt32 = 0
        if ctrl { mod |= KMOD_LCTRL.rawValue }
        if alt { mod |= KMOD_LALT.rawValue }
        if shift { mod |= KMOD_LSHIFT.rawValue }
        let codes = key.sdlCodes
        self.init(
            isDown: true, keycode: codes.keycode, scancode: codes.scancode, modifiers: UInt16(mod), isRepeat: isRepeat)
    }

    /// The press this key event describes (for a release too: `isDown` tells them apart).
    public var press: KeyPress { KeyPress(Key(keycode: keycode), modifiers: modifiers, isRepeat: isRepeat) }
}
