import SwipeCore
import Testing

@testable import SwipeSDL

/// The buttons the app draws and hit-tests on HiDPI and dense displays: never over the stack's cards,
/// inside the window, at least 9 mm where the window has room, at 800×600, 1280×800, 1920×1080 and
/// 3840×2160 (window points), output scale 1 and 2, DPI 96, 192, 288 and unknown, every layout.
@Suite struct HiDPILayoutTests {
    static let windows = [
        Size(width: 800, height: 600), Size(width: 1280, height: 800), Size(width: 1920, height: 1080),
        Size(width: 3840, height: 2160),
    ]
    static let dpis: [Double?] = [96, 192, 288, nil]

    @Test(arguments: StackLayoutKind.allCases)
    func buttonsNeverCoverTheStack(kind: StackLayoutKind) {
        var problems: [String] = []
        for window in Self.windows {
            for scale in [1.0, 2.0] {
                for dpi in Self.dpis {
                    for visible in 1...5 {
                        let density = DisplayDensity(pixelsPerPoint: scale, reportedDPI: dpi.map { $0 * scale })
                        let viewport = Size(width: window.width * scale, height: window.height * scale)
                        var options = DeckOptions()
                        options.layout = kind; options.visibleCount = visible
                        var deck = DeckController(count: 20, viewport: viewport, density: density, options: options)
                        deck.advance(to: 0)
                        let chrome = ChromeLayout.deck(screen: deck.screen)
                        let stack = LayoutSweepTests.stackBounds(deck, kind: kind)
                        let screen = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
                        let name =
                            "\(kind) \(window) ×\(scale) \(dpi.map { "\($0) dpi" } ?? "dpi unknown") visible \(visible)"
                        for (button, rect) in chrome.buttons {
                            if rect.intersects(stack) { problems.append("\(name): \(button) \(rect) over \(stack)") }
                            if !screen.holds(rect) { problems.append("\(name): \(button) leaves the window") }
                            let mm = density.millimetres(pixels: rect.height)
                            if button != .undo && mm < 9 - 1e-9 { problems.append("\(name): \(button) \(mm) mm") }
                        }
                        if deck.cardRect.width < 0.2 * viewport.width {
                            problems.append("\(name): the card is only \(deck.cardRect.width) px wide")
                        }
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, e.g. \(problems.prefix(5))")
    }

    @Test func theEmptyViewsButtonsAreTouchTargetsInsideTheWindow() {
        for window in Self.windows {
            for scale in [1.0, 2.0] {
                for dpi in Self.dpis {
                    let density = DisplayDensity(pixelsPerPoint: scale, reportedDPI: dpi.map { $0 * scale })
                    let viewport = Size(width: window.width * scale, height: window.height * scale)
                    let layout = ChromeLayout.empty(viewport: viewport, density: density, titleWidth: 100 * scale)
                    let screen = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
                    guard let startOver = layout.buttons[.startOver], let undo = layout.buttons[.undo] else {
                        Issue.record("\(window) ×\(scale): a button is missing"); continue
                    }
                    #expect(screen.holds(startOver) && screen.holds(undo), "\(window) ×\(scale)")
                    #expect(!startOver.intersects(undo), "\(window) ×\(scale): Start over and ↺ overlap")
                    #expect(
                        density.millimetres(pixels: startOver.height) >= 9 - 1e-9, "\(window) ×\(scale) \(dpi ?? 0)")
                    #expect(layout.labelCenter.y + Double(layout.labelPointSize) * 0.6 < startOver.minY)
                }
            }
        }
    }

    /// The empty view at 4K is the full-HD one ×2, and at scale 2 the scale-1 one ×2.
    @Test func theEmptyViewScalesAsAWhole() {
        let hd = ChromeLayout.empty(viewport: Size(width: 1920, height: 1080))
        let uhd = ChromeLayout.empty(viewport: Size(width: 3840, height: 2160))
        let two = ChromeLayout.empty(
            viewport: Size(width: 3840, height: 2160), density: DisplayDensity(pixelsPerPoint: 2))
        for layout in [uhd, two] {
            #expect(layout.labelPointSize == hd.labelPointSize * 2)
            for (kind, rect) in hd.buttons {
                let big = layout.buttons[kind]
                #expect(
                    big.map { abs($0.width - 2 * rect.width) < 1e-6 && abs($0.minY - 2 * rect.minY) < 1e-6 } == true)
            }
        }
    }
}
