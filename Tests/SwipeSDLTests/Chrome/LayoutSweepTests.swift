import SwipeCore
import Testing

@testable import SwipeSDL

/// The stack, the counter and the buttons never overlap, at any window size from 200×200 to 4K, any
/// `--visible` 1…5, in every layout: the rectangles the app draws and hit-tests, checked across a sweep.
@Suite struct LayoutSweepTests {
    static let sides: [Double] = [200, 240, 320, 400, 480, 600, 768, 800, 1080, 1280, 1600, 1920, 2160, 2560, 3840]

    /// The bounds of what the stack shows without a hand on it: every card of the resting scene with any
    /// opacity, and for `collect` the waiting card as large as it is when half opaque (it grows more
    /// opaque as the top card is dragged away; larger and fainter it may pass under the chrome).
    static func stackBounds(_ deck: DeckController, kind: StackLayoutKind) -> Rect {
        var quads = deck.scene.cards.filter { $0.opacity > 0 }.map(\.quad)
        if kind == .collect, deck.options.visibleCount > 1 {
            let waiting = StackLayout(kind: .collect).placement(slot: 0, card: deck.cardRect, visible: 2)
            quads.append(
                AffineTransform.scale(StackLayout(kind: .collect).collectReservedScale, about: deck.cardRect.center)
                    .then(waiting.transform).apply(deck.cardRect.quad))
        }
        let points = quads.flatMap(\.corners)
        let xs = points.map(\.x), ys = points.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The counter's box: "999 / 999" at the layout's point size (DejaVu's digits are 0.64 em wide).
    static func counterBox(_ chrome: ChromeLayout) -> Rect {
        let size = Double(chrome.labelPointSize)
        let width = min(size * 0.64 * 9, chrome.labelMaxWidth ?? .infinity) // drawn no wider (beside the speech button)
        return Rect(center: chrome.labelCenter, size: Size(width: width, height: size * 1.2))
    }

    @Test(arguments: StackLayoutKind.allCases)
    func nothingOverlapsAtAnySize(kind: StackLayoutKind) {
        var problems: [String] = []
        for w in Self.sides {
            for h in Self.sides where h <= 2160 {
                for visible in 1...5 {
                    let viewport = Size(width: w, height: h)
                    var options = DeckOptions()
                    options.layout = kind; options.visibleCount = visible
                    var deck = DeckController(count: 20, viewport: viewport, options: options)
                    deck.advance(to: 0)
                    let chrome = ChromeLayout.deck(screen: deck.screen)
                    let stack = Self.stackBounds(deck, kind: kind)
                    let counter = Self.counterBox(chrome)
                    let screen = Rect(x: 0, y: 0, width: w, height: h)
                    let name = "\(kind) \(Int(w))x\(Int(h)) visible \(visible)"
                    if !screen.insetBy(dx: -0.5, dy: -0.5).holds(stack) {
                        problems.append("\(name): the stack \(stack) leaves the window")
                    }
                    if !screen.holds(counter) { problems.append("\(name): the counter leaves the window") }
                    if counter.intersects(stack) {
                        problems.append("\(name): the counter \(counter) is over the stack \(stack)")
                    }
                    let buttons = chrome.buttons.sorted { $0.key.rawValue < $1.key.rawValue }
                    for (kind, rect) in buttons {
                        if !screen.holds(rect) { problems.append("\(name): \(kind) leaves the window") }
                        if rect.intersects(stack) {
                            problems.append("\(name): \(kind) \(rect) is over the stack \(stack)")
                        }
                        if rect.intersects(counter) { problems.append("\(name): \(kind) is over the counter") }
                        for (other, o) in buttons where other.rawValue > kind.rawValue && rect.intersects(o) {
                            problems.append("\(name): \(kind) and \(other) overlap")
                        }
                    }
                    if deck.cardRect.width < 40 {
                        problems.append("\(name): the card is only \(deck.cardRect.width) px wide")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, e.g. \(problems.prefix(5))")
    }

    @Test func theUsualWindowKeepsItsLayout() {
        let deck = DeckController(count: 5, viewport: Size(width: 800, height: 600))
        #expect(deck.cardRect == Rect(x: 256, y: 72, width: 288, height: 384))
    }
}

extension Rect {
    /// True when `other` lies wholly inside.
    func holds(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
