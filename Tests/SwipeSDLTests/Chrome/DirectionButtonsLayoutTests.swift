import SwipeCore
import Testing

@testable import SwipeSDL

/// A button for every allowed direction and undo (WCAG 2.5.7, 2.5.8): at least 9 mm each, inside the
/// window, clear of each other, of the stack and of the counter, at every window size from 200×200 to
/// 4K; checked on the rectangles the app draws and hit-tests.
@Suite struct DirectionButtonsLayoutTests {
    static let directionSets: [[SwipeDirection]] = [
        [.left, .right], [.left, .right, .up, .down], [.up, .down], SwipeDirection.allCases,
        [.left, .right, .upLeft, .upRight],
    ]

    static func chrome(_ allowed: [SwipeDirection], _ viewport: Size, density: DisplayDensity = .standard)
        -> (DeckController, ChromeLayout)
    {
        var options = DeckOptions()
        options.allowedDirections = allowed
        var deck = DeckController(count: 20, viewport: viewport, density: density, options: options)
        deck.advance(to: 0)
        return (deck, ChromeLayout.deck(screen: deck.screen))
    }

    @Test(arguments: directionSets)
    func everyButtonIsBigEnoughAndClearOfEverythingAtAnySize(allowed: [SwipeDirection]) {
        var problems: [String] = []
        let cases: [(DisplayDensity, [Double])] = [
            (.standard, LayoutSweepTests.sides),
            (DisplayDensity(pixelsPerPoint: 2), [600, 800, 1080, 1600, 2160, 3840]),
            (DisplayDensity(reportedDPI: 160), [480, 800, 1080, 1920, 3840]),
        ]
        for (density, sides) in cases {
            for w in sides {
                for h in sides where h <= 2160 {
                    let viewport = Size(width: w, height: h)
                    let (deck, chrome) = Self.chrome(allowed, viewport, density: density)
                    let name = "\(allowed.map(\.rawValue)) \(Int(w))x\(Int(h)) at \(density.dotsPerInch) dpi"
                    let expected = Set(allowed.map { ButtonKind(direction: $0) } + [.undo, .speech])
                    if Set(chrome.buttons.keys) != expected {
                        problems.append("\(name): buttons \(chrome.buttons.keys.map(\.rawValue))")
                    }
                    let stack = LayoutSweepTests.stackBounds(deck, kind: deck.options.layout)
                    let counter = LayoutSweepTests.counterBox(chrome)
                    let screen = Rect(x: 0, y: 0, width: w, height: h)
                    let least = density.pixels(millimetres: ChromeMetrics.minimumTouchTarget) - 1e-6
                    let buttons = chrome.buttons.sorted { $0.key.rawValue < $1.key.rawValue }
                    for (kind, rect) in buttons {
                        if min(rect.width, rect.height) < least {
                            problems.append("\(name): \(kind) is \(rect.width) px, under 9 mm (\(least) px)")
                        }
                        if !screen.holds(rect) { problems.append("\(name): \(kind) leaves the window") }
                        if rect.intersects(stack) { problems.append("\(name): \(kind) is over the stack") }
                        if rect.intersects(counter) { problems.append("\(name): \(kind) is over the counter") }
                        for (other, o) in buttons where other.rawValue > kind.rawValue && rect.intersects(o) {
                            problems.append("\(name): \(kind) and \(other) overlap")
                        }
                    }
                    if deck.cardRect.width < 40 { problems.append("\(name): the card is \(deck.cardRect.width) px") }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, e.g. \(problems.prefix(5))")
    }

    @Test func theUsualRowIsUnchanged() {
        let (deck, chrome) = Self.chrome([.left, .right], Size(width: 800, height: 600))
        let d = deck.screen.buttonDiameter, y = deck.screen.buttonRowY, x = deck.cardRect.center.x
        #expect(chrome.buttons[.undo] == Rect(center: Vector2(x, y), size: Size(width: d * 0.72, height: d * 0.72)))
        #expect(chrome.buttons[.skip]?.center == Vector2(x - (d / 2 + d * 0.45 + d * 0.36), y))
        #expect(chrome.readingOrder == [.speech, .skip, .undo, .like], "the speech button first: top left")
    }

    @Test func upAndDownShareTheRowInReadingOrderWhenThereIsRoom() {
        let (_, chrome) = Self.chrome([.left, .right, .up, .down], Size(width: 800, height: 600))
        #expect(chrome.readingOrder == [.speech, .skip, .up, .undo, .down, .like])
        let ys = Set(chrome.buttons.filter { $0.key != .speech }.values.map(\.center.y))
        #expect(ys.count == 1, "one row at 800×600: \(ys)")
    }

    @Test func allDirectionsWrapOntoRowsInASmallWindow() {
        let (deck, chrome) = Self.chrome(SwipeDirection.allCases, Size(width: 240, height: 320))
        #expect((deck.screen.buttons?.rows ?? 0) > 1)
        #expect(
            chrome.readingOrder
                == [.speech, .skip, .upLeft, .downLeft, .up, .undo, .down, .upRight, .downRight, .like].prefix(
                    chrome.readingOrder.count
                ).map { $0 })
        let rows = Set(chrome.buttons.filter { $0.key != .speech }.values.map { $0.center.y.rounded() })
        #expect(rows.count == deck.screen.buttons?.rows)
    }

    @Test func aTapOnEachButtonFindsIt() {
        let (_, chrome) = Self.chrome(SwipeDirection.allCases, Size(width: 1280, height: 800))
        for (kind, rect) in chrome.buttons { #expect(chrome.button(at: rect.center) == kind) }
    }
}
