import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Input routing (`InputRouter.route`): platform events in, commands (values) out.
@Suite struct InputRouterTests {
    static let viewport = Size(width: 800, height: 600)
    /// The stack's buttons for an 800×600 window.
    static let layout = ChromeLayout.deck(screen: DeckController(count: 4, viewport: viewport).screen)

    func router(kiosk: Bool = false, allowed: [SwipeDirection] = [.left, .right]) -> InputRouter {
        InputRouter(
            translator: EventTranslator(windowSize: Self.viewport, outputSize: Self.viewport),
            allowed: allowed, kiosk: kiosk, unlockChord: .defaultUnlock)
    }

    func key(_ key: Key, ctrl: Bool = false, alt: Bool = false, shift: Bool = false) -> PlatformEvent {
        .key(KeyPress(key, ctrl: ctrl, alt: alt, shift: shift))
    }

    func route(_ router: inout InputRouter, _ event: PlatformEvent, engineOwns: Bool = false) -> RoutedEvent {
        router.route(event, layout: Self.layout, engineOwnsPointer: { _ in engineOwns })
    }

    func pointer(_ phase: PointerPhase, at p: Vector2, time: Double = 1) -> PlatformEvent {
        .pointer(PointerEvent(phase, .mouse, at: p), time: time)
    }

    @Test func keysBecomeCommandsInTheAllowedDirectionsOnly() {
        var r = router()
        #expect(route(&r, key(.right)) == RoutedEvent(commands: [.run(.swipe(.right))], visitorActed: true))
        #expect(route(&r, key(.backspace)).commands == [.run(.undo)])
        #expect(
            route(&r, key(.up)) == RoutedEvent(commands: [], visitorActed: true), "up is not allowed: input, no command"
        )
        var all = router(allowed: [.left, .right, .up, .down])
        #expect(route(&all, key(.up)).commands == [.run(.swipe(.up))])
        #expect(route(&r, key(.escape)).commands == [.run(.quit)])
        #expect(route(&r, .quit).commands == [.quit])
        #expect(route(&r, .window(.closeRequested)).commands == [.quit, .redraw])
    }

    @Test func kioskModeDropsQuitAndFullscreenAndTheChordQuits() {
        var r = router(kiosk: true)
        #expect(route(&r, key(.escape)) == RoutedEvent(commands: [], visitorActed: true))
        #expect(route(&r, key(.q)).commands.isEmpty)
        #expect(route(&r, key(.f11)).commands.isEmpty)
        #expect(route(&r, .quit) == RoutedEvent(commands: [], visitorActed: false))
        #expect(route(&r, .window(.closeRequested)).commands == [.redraw])
        #expect(route(&r, key(.right)).commands == [.run(.swipe(.right))], "swipes still work")
        #expect(route(&r, key(.q, ctrl: true, alt: true)).commands.isEmpty, "Shift missing")
        #expect(route(&r, key(.q, ctrl: true, alt: true, shift: true)).commands == [.quit])
        #expect(!r.escapes.allows(.toggleFullscreen) && r.escapes.allows(.undo) && router().escapes.allows(.quit))
    }

    @Test func aPressOnAButtonFiresOnReleaseOverIt() throws {
        var r = router()
        let like = try #require(Self.layout.buttons[.like]).center
        #expect(route(&r, pointer(.down, at: like)) == RoutedEvent(commands: [.redraw], visitorActed: true))
        #expect(r.pressedButton == .like)
        #expect(route(&r, pointer(.up, at: like)).commands == [.run(.swipe(.right))])
        #expect(r.pressedButton == nil)
    }

    @Test func aPressOffTheButtonsGoesToTheEngineWithItsTime() throws {
        var r = router()
        let card = DeckController(count: 4, viewport: Self.viewport).cardRect.center
        let down = PointerEvent(.down, .mouse, at: card)
        #expect(route(&r, .pointer(down, time: 2.5)).commands == [.engine(down, time: 2.5)])
        let like = try #require(Self.layout.buttons[.like]).center
        let slide = PointerEvent(.down, .mouse, at: like)
        #expect(
            route(&r, .pointer(slide, time: 3), engineOwns: true).commands == [.engine(slide, time: 3)],
            "the engine's pointer over a button stays the engine's")
    }

    @Test func windowChangesCancelAndRelayout() throws {
        var r = router()
        let skip = try #require(Self.layout.buttons[.skip]).center
        _ = route(&r, pointer(.down, at: skip))
        #expect(route(&r, .window(.focusLost)) == RoutedEvent(commands: [.cancelPointers], visitorActed: false))
        #expect(r.pressedButton == nil, "the held button is let go")
        #expect(route(&r, .window(.resized)).commands == [.relayout])
        #expect(route(&r, .window(.exposed)).commands == [.redraw])
        #expect(route(&r, .renderReset).commands == [.resetTextures])
        _ = route(&r, pointer(.down, at: skip))
        r.resize(window: Size(width: 400, height: 300), output: Size(width: 800, height: 600))
        #expect(r.pressedButton == nil && r.translator.windowSize == Size(width: 400, height: 300))
    }
}
