import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Keyboard focus over the buttons (WCAG 2.1.1, 2.4.3, 2.4.7): Tab order, Enter and Space, and that
/// the arrows and Enter keep their meaning when no button has focus.
@Suite(.serialized) struct FocusRingTests {
    static func layout(_ allowed: [SwipeDirection]) -> ChromeLayout {
        var options = DeckOptions()
        options.allowedDirections = allowed
        return ChromeLayout.deck(
            screen: DeckController(count: 5, viewport: Size(width: 800, height: 600), options: options).screen)
    }

    @Test func tabGoesLeftToRightAndWrapsShiftTabGoesBack() {
        let layout = Self.layout([.left, .right, .up, .down])
        var focus = FocusRing()
        var seen: [ButtonKind] = []
        for _ in 0..<7 {
            focus.move(forward: true, in: layout)
            seen.append(focus.focused!)
        }
        #expect(seen == [.speech, .skip, .up, .undo, .down, .like, .speech], "the speech button first: top left")
        focus.clear()
        focus.move(forward: false, in: layout)
        #expect(focus.focused == .like)
        focus.move(forward: false, in: layout)
        #expect(focus.focused == .down)
    }

    @Test func enterAndSpaceActivateOnlyAFocusedButtonOnScreen() {
        let layout = Self.layout([.left, .right])
        var focus = FocusRing()
        #expect(focus.activation(of: KeyPress(.enter), in: layout) == nil)
        focus.move(forward: true, in: layout)
        #expect(focus.activation(of: KeyPress(.enter), in: layout) == .speech)
        focus.move(forward: true, in: layout)
        #expect(focus.activation(of: KeyPress(.enter), in: layout) == .skip)
        #expect(focus.activation(of: KeyPress(.space), in: layout) == .skip)
        #expect(focus.activation(of: KeyPress(.space, isRepeat: true), in: layout) == nil)
        #expect(focus.activation(of: KeyPress(.left), in: layout) == nil)
        let empty = ChromeLayout.empty(viewport: Size(width: 800, height: 600))
        #expect(focus.shown(in: empty) == nil, "✕ is not on the empty view: no ring, Enter as before")
    }

    @Test func tabThenEnterSwipesUpAndDownInTheApp() throws {
        let app = try AppHarness(cards: 4) { $0.deckOptions.allowedDirections = [.left, .right, .up, .down] }
        app.key(.tab)
        app.key(.tab)
        app.key(.tab)
        #expect(app.runtime.router.focus.focused == .up)
        #expect(app.runtime.frameContent.focusedButton == .up)
        app.key(.enter)
        app.push(.key(KeyInput(pressing: .tab, shift: true)))
        app.push(.key(KeyInput(pressing: .tab, shift: true)))
        app.push(.key(KeyInput(pressing: .tab, shift: true)))
        app.push(.key(KeyInput(pressing: .tab, shift: true)))
        #expect(app.runtime.router.focus.focused == .down, "Shift+Tab from ↑ wraps ✕, the speech button, then ♥, ↓")
        app.key(.space)
        app.key(.right) // the arrows as always
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:up", "c1:down", "c2:right"])
    }

    @Test func withoutFocusEnterStillSelectsAndAPressClearsTheFocus() throws {
        let app = try AppHarness(cards: 3)
        app.key(.tab)
        app.key(.tab)
        #expect(app.runtime.router.focus.focused == .skip)
        app.mouse(.down, at: app.card.center)
        app.mouse(.up, at: app.card.center)
        app.settle()
        #expect(app.runtime.router.focus.focused == nil)
        app.key(.enter)
        #expect(app.decisions.isEmpty, "Enter selects (no decision), as before")
        #expect(app.runtime.controller.deck.topIndex == 0)
    }
}
