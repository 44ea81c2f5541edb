import SwipeCore
import SwipeSDL

/// Keyboard focus over the on-screen buttons (WCAG 2.1.1, 2.4.3, 2.4.7): Tab moves it to the next
/// button in reading order (`ChromeLayout.readingOrder`), Shift+Tab to the one before, each wrapping
/// round; Enter or Space then runs the focused button's command. With no button focused (at the
/// start, after a pointer press, after an idle reset) Enter and Space keep their meaning (select the
/// top card) and the ring is not drawn. The arrow keys never move focus: they swipe as always.
///
/// ```swift
/// var focus = FocusRing()
/// focus.move(forward: true, in: layout)         // the first button: ✕
/// focus.activation(of: KeyPress(.enter), in: layout)   // .skip
/// ```
struct FocusRing: Hashable, Sendable {
    /// The focused button; nil when none is.
    private(set) var focused: ButtonKind?

    /// The focused button when `layout` shows it (drawn with the ring); nil otherwise.
    func shown(in layout: ChromeLayout) -> ButtonKind? {
        guard let focused, layout.buttons[focused] != nil else { return nil }
        return focused
    }

    /// Moves the focus one button on (`forward`) or back in `layout`'s reading order, wrapping round;
    /// from no focus (or a button no longer shown), Tab goes to the first, Shift+Tab to the last.
    mutating func move(forward: Bool, in layout: ChromeLayout) {
        let order = layout.readingOrder
        guard !order.isEmpty else { focused = nil; return }
        guard let current = shown(in: layout), let i = order.firstIndex(of: current) else {
            focused = forward ? order.first : order.last
            return
        }
        focused = order[(i + (forward ? 1 : order.count - 1)) % order.count]
    }

    /// Forgets the focus (a pointer press, an idle reset, Start over's new visitor).
    mutating func clear() { focused = nil }

    /// The button `press` activates: Enter or Space (not a repeat, no Ctrl or Alt) with a button of
    /// `layout` focused; nil otherwise (the key keeps its usual meaning).
    func activation(of press: KeyPress, in layout: ChromeLayout) -> ButtonKind? {
        guard press.key == .enter || press.key == .space, !press.isRepeat, !press.ctrl, !press.alt else { return nil }
        return shown(in: layout)
    }

    /// Whether `press` moves the focus: Tab, with or without Shift (repeats too, as a held Tab does).
    static func moves(_ press: KeyPress) -> Bool { press.key == .tab && !press.ctrl && !press.alt }
}
