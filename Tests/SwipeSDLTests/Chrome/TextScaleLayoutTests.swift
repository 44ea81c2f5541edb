import SwipeCore
import Testing

@testable import SwipeSDL

/// `--text-scale` (WCAG 1.4.4): at 1, 1.5 and 2, from 200×200 to 3840×2160, every text box the app
/// draws stays inside its window, card or panel and over no other: the counter (its real width in
/// DejaVu Sans Bold, as drawn), the empty view's message, Start over and ↺, the idle warning's panel
/// and its lines, and the cards' titles, subtitles, pictures and backs at the size the layout gives
/// them. And the text really is that much larger.
extension SDLSuites {
    @Suite struct TextScaleLayoutTests {
        static let scales = [1.0, 1.5, 2.0]
        static let sizes: [(Double, Double)] = [
            (200, 200), (240, 320), (320, 240), (200, 600), (600, 200), (480, 800), (800, 600), (1280, 800),
            (1920, 1080), (1080, 1920), (2560, 1440), (3840, 2160),
        ]
        let fonts = FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true))
        let text: TextPainter

        init() {
            _ = TestSDL.context
            text = TextPainter(fonts: fonts)
        }

        /// The box a one-line `string` takes centred at `center`, drawn at `pointSize` or smaller so it is
        /// at most `maxWidth` wide, as `ChromePainter.drawLabel` draws it.
        func labelBox(_ string: String, center: Vector2, pointSize: Int, bold: Bool, maxWidth: Double?) -> Rect {
            let font = { (size: Int) in TextFont(pixelSize: size, bold: bold) }
            let size =
                maxWidth.map { limit in
                    TextFit.pointSize(preferred: pointSize, maxWidth: limit) {
                        text.size(of: string, font: font($0)).width
                    }
                } ?? pointSize
            let measured = text.size(of: string, font: font(size))
            return Rect(center: center, size: Size(width: Double(measured.width), height: Double(measured.height)))
        }

        @Test(arguments: scales)
        func theDeckScreensTextKeepsClearOfEverything(scale: Double) {
            var problems: [String] = []
            for (w, h) in Self.sizes {
                let viewport = Size(width: w, height: h), screen = Rect(x: 0, y: 0, width: w, height: h)
                var options = DeckOptions()
                options.textScale = scale
                var deck = DeckController(count: 999, viewport: viewport, options: options)
                deck.advance(to: 0)
                let chrome = ChromeLayout.deck(screen: deck.screen)
                let counter = labelBox(
                    "999 / 999", center: chrome.labelCenter, pointSize: chrome.labelPointSize, bold: false,
                    maxWidth: chrome.labelMaxWidth) // as FramePainter draws it: beside the speech button
                let name = "\(Int(w))x\(Int(h)) at \(scale)"
                if !screen.holds(counter) { problems.append("\(name): the counter \(counter) leaves the window") }
                if counter.intersects(deck.stackBounds) { problems.append("\(name): the counter is over the stack") }
                for (kind, rect) in chrome.buttons where rect.intersects(counter) {
                    problems.append("\(name): \(kind) is over the counter")
                }
            }
            #expect(problems.isEmpty, "\(problems.count) problems, e.g. \(problems.prefix(4))")
        }

        @Test(arguments: scales)
        func theEmptyViewFitsOneUnderTheOther(scale: Double) {
            var problems: [String] = []
            for (w, h) in Self.sizes {
                let viewport = Size(width: w, height: h), screen = Rect(x: 0, y: 0, width: w, height: h)
                let titleSize = ChromeLayout.titlePointSize(viewport: viewport, textScale: scale)
                let titleWidth = text.size(
                    of: Labels.english[.startOver], font: TextFont(pixelSize: titleSize, bold: true))
                let layout = ChromeLayout.empty(
                    viewport: viewport, titleWidth: Double(titleWidth.width), textScale: scale)
                let message = labelBox(
                    Labels.english[.empty], center: layout.labelCenter, pointSize: layout.labelPointSize, bold: true,
                    maxWidth: layout.labelMaxWidth)
                let name = "\(Int(w))x\(Int(h)) at \(scale)"
                guard let pill = layout.buttons[.startOver], let undo = layout.buttons[.undo] else {
                    problems.append("\(name): a button is missing"); continue
                }
                let title = labelBox(
                    Labels.english[.startOver], center: pill.center, pointSize: titleSize, bold: true,
                    maxWidth: max(1, pill.width - pill.height))
                for (part, box) in [("message", message), ("Start over", pill), ("↺", undo)] where !screen.holds(box) {
                    problems.append("\(name): the \(part) \(box) leaves the window")
                }
                if message.intersects(pill) || message.intersects(undo) || pill.intersects(undo) {
                    problems.append("\(name): message \(message), Start over \(pill) and ↺ \(undo) overlap")
                }
                if !pill.insetBy(dx: -0.5, dy: -0.5).holds(title) {
                    problems.append("\(name): Start over's title \(title) leaves its button \(pill)")
                }
            }
            #expect(problems.isEmpty, "\(problems.count) problems, e.g. \(problems.prefix(4))")
        }

        @Test(arguments: scales)
        func theIdleWarningWrapsInsideItsPanel(scale: Double) throws {
            let target = try Surface(size: PixelSize(width: 64, height: 64))
            let chrome = ChromePainter(renderer: try Renderer(softwareTarget: target), fonts: fonts)
            let warning = Labels.english.idleWarning(seconds: 20)
            var problems: [String] = []
            for (w, h) in Self.sizes {
                let viewport = Size(width: w, height: h), screen = Rect(x: 0, y: 0, width: w, height: h)
                let label = ChromeMetrics(viewport: viewport, textScale: scale).labelPointSize
                let box = try #require(chrome.warningBox(warning, viewport: viewport, pointSize: label))
                let name = "\(Int(w))x\(Int(h)) at \(scale)"
                if !screen.holds(box.panel) { problems.append("\(name): the panel \(box.panel) leaves the window") }
                if Double(box.textHeight) > box.panel.height || Double(box.textWidth) > box.panel.width {
                    problems.append("\(name): the text (\(box.textWidth)x\(box.textHeight)) passes its panel")
                }
                let laid = text.render(
                    warning, font: TextFont(pixelSize: box.pointSize, bold: true), color: RGBA(255, 255, 255),
                    maxWidth: box.textWidth, maxLines: ChromePainter.warningLines, alignment: .center)
                if laid.isCut && box.pointSize > TextFit.minPointSize { problems.append("\(name): the warning is cut") }
                if w >= 800 && h >= 600 && Double(box.pointSize) < Double(label) * ChromePainter.oneLineShare {
                    problems.append("\(name): drawn at \(box.pointSize) px, not near \(label)")
                }
            }
            #expect(problems.isEmpty, "\(problems.count) problems, e.g. \(problems.prefix(4))")
        }
    }
}

extension Labels {
    /// The idle warning's text with `seconds` left, as the app shows it.
    fileprivate func idleWarning(seconds: Int) -> String {
        self[.idleWarning].replacing("{seconds}", with: String(seconds))
    }
}
