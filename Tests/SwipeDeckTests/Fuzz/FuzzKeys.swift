import SwipeCore
import SwipeSDL

@testable import SwipeDeck

/// The keys the fuzzer presses, as a recording keeps them (SDL's keycodes and scancodes, `Key.sdlCodes`).
enum FuzzKeys {
    /// The keys the app binds (quit keys excepted): arrows, Backspace, Ctrl+Z, Enter, Space.
    static let bound: [KeyInput] = [
        KeyInput(pressing: .left), KeyInput(pressing: .right), KeyInput(pressing: .up), KeyInput(pressing: .down),
        KeyInput(pressing: .backspace), KeyInput(pressing: .z, ctrl: true), KeyInput(pressing: .enter),
        KeyInput(pressing: .space),
    ]

    /// Left Control's modifier bit (SDL's `KMOD_LCTRL`), as `KeyInput(pressing:ctrl:)` sets it.
    static let ctrl = KeyInput(pressing: .other(0), ctrl: true).modifiers

    /// F11: fullscreen on and off (the window's size changes).
    static let f11 = KeyInput(pressing: .f11)

    /// The quit keys: Esc and Q.
    static let quit: [KeyInput] = [KeyInput(pressing: .escape), KeyInput(pressing: .q)]

    /// Whether `key` asks the app to quit: Esc or Q pressed without Ctrl or Alt, not a repeat.
    static func isQuit(_ key: KeyInput) -> Bool {
        let press = key.press
        return key.isDown && !press.isRepeat && !press.ctrl && !press.alt && (press.key == .escape || press.key == .q)
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
        case .swipe, .startOver, .toggleSpeech, .togglePhotoFit: return nil
        }
    }
}
