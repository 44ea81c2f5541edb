import CSDL2
import Testing

@testable import SwipeSDL

/// `PointerDevice`: which device a pointer event came from, for the kiosk's cursor. A motion without
/// relative motion is SDL placing a resting pointer (a window mapped under it), not a mouse in use:
/// the kiosk's cursor showed from its start before this rule.
@Suite struct PointerDeviceTests {
    func motion(which: UInt32 = 0, xrel: Int32, yrel: Int32) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.which = which
        e.motion.x = 300; e.motion.y = 200
        e.motion.xrel = xrel; e.motion.yrel = yrel
        return e
    }

    @Test func aMouseThatMovesIsTheMouse() {
        #expect(PointerDevice(motion(xrel: 3, yrel: 0)) == .mouse)
        #expect(PointerDevice(motion(xrel: 0, yrel: -1)) == .mouse)
    }

    @Test func aPointerPlacedWithoutMovingIsNoDevice() {
        #expect(PointerDevice(motion(xrel: 0, yrel: 0)) == nil)
    }

    @Test func mouseEventsMadeFromTouchesAreTouch() {
        #expect(PointerDevice(motion(which: MouseButtonInput.touchMouseID, xrel: 0, yrel: 0)) == .touch)
        #expect(PointerDevice(motion(which: MouseButtonInput.touchMouseID, xrel: 5, yrel: 5)) == .touch)
        var press = SDL_Event()
        press.type = SDL_MOUSEBUTTONDOWN.rawValue
        press.button.which = MouseButtonInput.touchMouseID
        #expect(PointerDevice(press) == .touch)
        press.button.which = 0
        #expect(PointerDevice(press) == .mouse)
    }

    @Test func fingersAreTouchUnlessSDLMadeThemFromTheMouse() {
        var finger = SDL_Event()
        finger.type = SDL_FINGERDOWN.rawValue
        finger.tfinger.touchId = 7
        #expect(PointerDevice(finger) == .touch)
        finger.tfinger.touchId = FingerInput.mouseTouchID
        #expect(PointerDevice(finger) == nil)
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        #expect(PointerDevice(key) == nil)
    }
}
