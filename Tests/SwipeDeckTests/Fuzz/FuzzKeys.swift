import CSDL2
@testable import SwipeDeck
import SwipeCore
import SwipeSDL

/// The keys the fuzzer presses, as SDL keycodes, scancodes and modifier masks.
enum FuzzKeys {
    /// A key-down of `code` (SDL keycode) with modifier mask `mod` (`KMOD_…`).
    static func down(_ code: SDL_KeyCode, scancode: SDL_Scancode, mod: UInt16 = 0, isRepeat: Bool = false) -> KeyInput {
        KeyInput(isDown: true, keycode: Int32(bitPattern: code.rawValue), scancode: scancode.rawValue,
                 modifiers: mod, isRepeat: isRepeat)
    }

    /// Left Control's modifier bit.
    static let ctrl = UInt16(KMOD_LCTRL.rawValue)

    /// The keys the app binds (quit keys excepted), each with its scancode: arrows, Backspace, Ctrl+Z,
    /// Enter, Space, F11.
    static let bound: [KeyInput] = [
        down(SDLK_LEFT, scancode: SDL_SCANCODE_LEFT), down(SDLK_RIGHT, scancode: SDL_SCANCODE_RIGHT),
        down(SDLK_UP, scancode: SDL_SCANCODE_UP), down(SDLK_DOWN, scancode: SDL_SCANCODE_DOWN),
        down(SDLK_BACKSPACE, scancode: SDL_SCANCODE_BACKSPACE), down(SDLK_z, scancode: SDL_SCANCODE_Z, mod: ctrl),
        down(SDLK_RETURN, scancode: SDL_SCANCODE_RETURN), down(SDLK_SPACE, scancode: SDL_SCANCODE_SPACE),
    ]

    /// F11: fullscreen on and off (the window's size changes).
    static let f11 = down(SDLK_F11, scancode: SDL_SCANCODE_F11)

    /// The quit keys: Esc and Q.
    static let quit: [KeyInput] = [down(SDLK_ESCAPE, scancode: SDL_SCANCODE_ESCAPE), down(SDLK_q, scancode: SDL_SCANCODE_Q)]

    /// Whether `key` asks the app to quit: Esc or Q pressed without Ctrl or Alt, not a repeat.
    static func isQuit(_ key: KeyInput) -> Bool {
        let plain = key.modifiers & UInt16(KMOD_CTRL.rawValue | KMOD_ALT.rawValue) == 0
        return key.isDown && !key.isRepeat && plain
            && (key.keycode == Int32(SDLK_ESCAPE.rawValue) || key.keycode == Int32(SDLK_q.rawValue))
    }

    /// The key that runs `command` (nil when none does: a diagonal swipe, start over).
    static func key(for command: AppCommand) -> KeyInput? {
        switch command {
        case .swipe(.left): return bound[0]
        case .swipe(.right): return bound[1]
        case .swipe(.up): return bound[2]
        case .swipe(.down): return bound[3]
        case .undo: return bound[4]
        case .select: return bound[6]
        case .toggleFullscreen: return f11
        case .quit: return quit[0]
        case .swipe, .startOver: return nil
        }
    }
}
