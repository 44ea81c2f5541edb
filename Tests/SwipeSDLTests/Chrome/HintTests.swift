import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// The attract state's hint (`HintLayout`, `ChromePainter.drawHint`): over the top card's upper
    /// part, clear of the card's title, the buttons and the counter at any window size and layout, and
    /// at least 4.5:1 (WCAG 1.4.3) over any card, measured from its pixels.
    @Suite struct HintTests {
        static let hint = Labels.english[.hint]
        static let fonts = FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true))

        func layout(_ screen: ScreenLayout, viewport: Size, text: TextPainter) -> HintLayout {
            HintLayout.make(card: screen.card, viewport: viewport, labelPointSize: screen.labelPointSize) {
                text.size(of: Self.hint, font: TextFont(pixelSize: $0, bold: true)).width
            }
        }

        /// The first row of `card` from the top with a pixel unlike `background` in its middle half
        /// (where a centred title is): the top of the text.
        func firstInkRow(_ card: Surface, background: RGBA) -> Int? {
            let w = card.size.width
            for y in 0..<card.size.height {
                for x in (w / 4)..<(3 * w / 4) {
                    guard let p = card.pixel(x: x, y: y) else { continue }
                    if abs(Int(p.r) - Int(background.r)) + abs(Int(p.g) - Int(background.g)) > 60 { return y }
                }
            }
            return nil
        }

        @Test func itStaysClearOfTheTitleTheButtonsAndTheCounter() throws {
            _ = TestSDL.context
            let text = TextPainter(fonts: Self.fonts), artist = CardArtist(fonts: Self.fonts)
            let background = RGBA(250, 250, 250)
            let titled = CardFace(id: "t", title: "Title", subtitle: "Subtitle", background: background, imagePath: nil)
            let sizes = [(200, 200), (320, 480), (480, 800), (800, 600), (1280, 800), (1920, 1080), (3840, 2160)]
            for (w, h) in sizes {
                let viewport = Size(width: Double(w), height: Double(h))
                for kind in StackLayoutKind.allCases {
                    for allowed in [[.left, .right], SwipeDirection.allCases] as [[SwipeDirection]] {
                        let screen = ScreenLayout.make(viewport: viewport, kind: kind, visible: 3, allowed: allowed)
                        let hint = layout(screen, viewport: viewport, text: text), panel = hint.panel,
                            card = screen.card
                        let place = "\(w)x\(h) \(kind) \(allowed.count) directions: \(panel) on \(card)"
                        #expect(
                            panel.minY >= card.minY && panel.maxY <= card.minY + card.height * HintLayout.reach,
                            "\(place)")
                        #expect(panel.minX >= 0 && panel.maxX <= viewport.width, "\(place)")
                        for (kind, button) in ChromeLayout.deck(screen: screen).buttons {
                            #expect(!panel.intersects(button), "\(place): over \(kind)")
                        }
                        #expect(
                            screen.labelCenter.y + Double(screen.labelPointSize) * 0.65 < panel.minY,
                            "\(place): the counter is above it")
                        let width = text.size(of: Self.hint, font: TextFont(pixelSize: hint.pointSize, bold: true))
                            .width
                        #expect(
                            Double(width) <= hint.textMaxWidth || hint.pointSize == TextFit.minPointSize,
                            "\(place): the text fits its pill or is as small as text gets")
                    }
                }
                // The title of a text card without a picture, centred: its ink starts below the pill.
                let screen = ScreenLayout.make(viewport: viewport, kind: .inset, visible: 3)
                let size = PixelSize(width: Int(screen.card.width), height: Int(screen.card.height))
                let painted = try artist.paint(titled, size: size).surface
                let top = try #require(firstInkRow(painted, background: background))
                let pill = layout(screen, viewport: viewport, text: text).panel
                #expect(
                    pill.maxY - screen.card.minY < Double(top), "\(w)x\(h): the title starts at \(top), pill \(pill)")
            }
        }

        @Test(arguments: [RGBA(255, 255, 255), RGBA(0, 0, 0), RGBA(28, 30, 40), RGBA(240, 40, 40)])
        func itIsAtLeastFourAndAHalfToOneOverAnyCard(under: RGBA) throws {
            _ = TestSDL.context
            let target = try Surface(size: PixelSize(width: 800, height: 600))
            let renderer = try Renderer(softwareTarget: target)
            let chrome = ChromePainter(renderer: renderer, fonts: Self.fonts)
            renderer.clear(under)
            let card = Rect(x: 230, y: 70, width: 340, height: 453)
            chrome.drawHint(Self.hint, card: card, viewport: Size(width: 800, height: 600), labelPointSize: 24)
            let panel = HintLayout.make(card: card, viewport: Size(width: 800, height: 600), labelPointSize: 24) {
                chrome.textWidth(Self.hint, pointSize: $0, bold: true)
            }.panel
            // The pill's ground at its left end (inside its round end) and the brightest ink in it.
            let ground = try #require(target.pixel(x: Int(panel.minX + panel.height * 0.2), y: Int(panel.center.y)))
            var ink = ground
            for y in Int(panel.minY)..<Int(panel.maxY) {
                for x in Int(panel.minX)..<Int(panel.maxX) {
                    if let p = target.pixel(x: x, y: y), WCAGContrast.luminance(p) > WCAGContrast.luminance(ink) {
                        ink = p
                    }
                }
            }
            let ratio = WCAGContrast.ratio(ink, ground)
            #expect(ratio >= 4.5, "over \(under): ink \(ink) on \(ground), \(ratio):1")
            #expect(ink.r > 240 && ink.g > 240, "white text was drawn: \(ink)")
        }
    }
}
