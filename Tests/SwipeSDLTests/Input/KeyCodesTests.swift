import CSDL2
import SwipeCore
import Testing

@testable import SwipeSDL

/// `Key` ⇄ SDL's keycodes, and the key presses tests and replays write (`KeyInput(pressing:)`).
@Suite struct KeyCodesTests {
    static let named: [Key] = [.left, .right, .up, .down, .backspace, .z, .enter, .space, .f11, .escape, .q, .s]

    @Test(arguments: named)
    func everyNamedKeyReadsBackFromItsKeycode(key: Key) {
        #expect(Key(keycode: key.sdlCodes.keycode) == key)
        #expect(key.sdlCodes.scancode != 0, "a named key has its place on the keyboard")
    }

    @Test func otherKeysKeepTheirKeycode() {
        let a = Int32(bitPattern: SDLK_a.rawValue)
        #expect(Key(keycode: a) == .other(a))
        #expect(Key.other(a).sdlCodes == (a, 0))
        #expect(Key(keycode: Int32(bitPattern: SDLK_KP_ENTER.rawValue)) == .enter, "the keypad's Enter")
    }

    @Test func aPressCarriesSDLsCodesAndTheLeftModifierKeys() {
        let press = KeyInput(pressing: .z, ctrl: true, shift: true)
        #expect(
            press
                == KeyInput(
                    isDown: true, keycode: Int32(bitPattern: SDLK_z.rawValue), scancode: SDL_SCANCODE_Z.rawValue,
                    modifiers: UInt16(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)))
        #expect(press.press == KeyPress(.z, ctrl: true, shift: true))
        let right = KeyInput(
            isDown: true, keycode: Int32(bitPattern: SDLK_q.rawValue), modifiers: UInt16(KMOD_RALT.rawValue),
            isRepeat: true)
        #expect(right.press == KeyPress(.q, alt: true, isRepeat: true), "either side's modifier counts")
    }
}
