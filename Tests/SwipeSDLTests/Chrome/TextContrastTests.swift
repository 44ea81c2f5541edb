import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// Every text's contrast measured from the pixels the app draws (`TextContrastMeter`): default text
    /// at least 4.5:1 against what is under it, `--high-contrast` text at least 7:1 on a solid plate.
    /// Cards over a white picture (the worst ground for white text), text cards and backs on colours
    /// from light to dark (mid grey is the worst for black or white ink), and the chrome.
    @Suite struct TextContrastTests {
        static let fonts = FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true))
        static let backgrounds: [RGBA] = [
            RGBA(255, 255, 255), RGBA(0x77, 0x77, 0x77), RGBA(0x80, 0x80, 0x80), RGBA(0x33, 0x66, 0x99),
            RGBA(76, 175, 80), RGBA(255, 193, 7), RGBA(0xE7, 0x4C, 0x3C), RGBA(0, 0, 0), RGBA(52, 120, 219),
        ]
        static let size = PixelSize(width: 340, height: 460)

        static func whitePicture() throws -> String {
            let path = TestSDL.temporaryPath("white.png")
            let picture = try Surface(size: PixelSize(width: 300, height: 200))
            picture.fill(RGBA(255, 255, 255))
            try picture.savePNG(path: path)
            return path
        }

        func face(_ background: RGBA, picture: String?, style: CardFaceStyle, high: Bool) -> CardFace {
            var face = CardFace(
                id: "x", title: "Museum of Light", subtitle: "Open every day", background: background,
                imagePath: picture, style: style)
            face.highContrast = high
            return face
        }

        @Test(arguments: [false, true])
        func cardTitlesOverAWhitePhoto(high: Bool) throws {
            for fit in [PhotoFit.whole, .cover] {
                let artist = CardArtist(fonts: Self.fonts)
                let card = try artist.paint(
                    face(RGBA(0, 0, 0), picture: try Self.whitePicture(), style: .photo, high: high), size: Self.size,
                    photoFit: fit
                ).surface
                let pad = Int(artist.style.padding * Double(Self.size.width))
                let box = PixelRect(
                    x: pad, y: Self.size.height * 6 / 10, width: Self.size.width - 2 * pad,
                    height: Self.size.height * 4 / 10 - 4)
                let measured = try #require(TextContrastMeter.ratio(card, box: box, groundX: pad * 3 / 4))
                #expect(measured.ratio >= (high ? 7 : 4.5), "photo \(fit) \(high): \(measured)")
            }
        }

        @Test(arguments: [false, true])
        func textCardsAndBacksOnAnyColour(high: Bool) throws {
            let artist = CardArtist(fonts: Self.fonts), backs = CardBackArtist(fonts: Self.fonts)
            let pad = Int(artist.style.padding * Double(Self.size.width))
            for background in Self.backgrounds {
                let front = try artist.paint(face(background, picture: nil, style: .text, high: high), size: Self.size)
                let box = PixelRect(
                    x: pad, y: pad, width: Self.size.width - 2 * pad, height: Self.size.height - 2 * pad)
                let f = try #require(TextContrastMeter.ratio(front.surface, box: box, groundX: pad * 3 / 4))
                #expect(f.ratio >= (high ? 7 : 4.5), "text card on \(background), \(high): \(f)")
                let back = try backs.paint(
                    face(background, picture: nil, style: .text, high: high), description: "Built in 1902 of glass.",
                    size: Self.size)
                let b = try #require(TextContrastMeter.ratio(back, box: box, groundX: pad / 2))
                #expect(b.ratio >= (high ? 7 : 4.5), "back on \(background), \(high): \(b)")
            }
        }

        @Test(arguments: [false, true])
        func aMissingPicturesNoteOnAnyColour(high: Bool) throws {
            let artist = CardArtist(fonts: Self.fonts)
            let pad = Int(artist.style.padding * Double(Self.size.width))
            let bottom = Int(artist.style.pictureArea * Double(Self.size.height))
            for background in Self.backgrounds {
                let card = try artist.paint(
                    face(background, picture: TestSDL.temporaryPath("missing.png"), style: .photo, high: high),
                    size: Self.size
                ).surface
                let box = PixelRect(
                    x: pad + 6, y: pad + 4, width: Self.size.width - 2 * pad - 12, height: bottom - pad - 8)
                let m = try #require(TextContrastMeter.ratio(card, box: box, groundX: pad + 3), "note on \(background)")
                #expect(m.ratio >= 4.5, "'picture unavailable' on \(background), \(high): \(m)")
            }
        }

        @Test(arguments: [ChromeLook.standard, .highContrast])
        func theChromesTexts(look: ChromeLook) throws {
            _ = TestSDL.context
            let viewport = Size(width: 800, height: 600)
            let target = try Surface(size: PixelSize(width: 800, height: 600))
            let renderer = try Renderer(softwareTarget: target)
            let chrome = ChromePainter(renderer: renderer, fonts: Self.fonts)
            let least = look.isHighContrast ? 7.0 : 4.5
            func check(_ name: String, _ box: PixelRect, groundX: Int) {
                guard let m = TextContrastMeter.ratio(target, box: box, groundX: groundX) else {
                    Issue.record("\(name): no text found"); return
                }
                #expect(m.ratio >= least, "\(name): \(m)")
            }
            // The counter and the speech button's label, as on the deck screen.
            let screen = ScreenLayout.make(viewport: viewport, kind: .inset, visible: 3)
            let deck = ChromeLayout.deck(screen: screen)
            renderer.clear(look.background)
            chrome.drawLabel(
                "3 / 12", centeredAt: deck.labelCenter, pointSize: deck.labelPointSize, color: look.labelInk,
                plate: look.labelPlate, maxWidth: deck.labelMaxWidth)
            let speech = try #require(deck.buttons[.speech])
            for isOn in [false, true] {
                chrome.drawSpeechButton(in: speech, isOn: isOn, label: isOn ? "Speech on" : "Speech off", look: look)
                let h = speech.height
                check(
                    "speech \(isOn)",
                    PixelRect(
                        x: Int(speech.minX + h), y: Int(speech.minY + 4), width: Int(speech.width - h * 1.2),
                        height: Int(h - 8)),
                    groundX: Int(speech.minX + h * 0.9))
            }
            // A label's box: as wide as its text, from a little above to a little below; its ground just
            // left of the text (on the plate when there is one).
            func labelBox(_ text: String, _ c: Vector2, _ size: Int, bold: Bool) -> (PixelRect, Int) {
                let w = chrome.textWidth(text, pointSize: size, bold: bold)
                let left = Int(c.x) - w / 2
                return (PixelRect(x: left, y: Int(c.y) - size, width: w, height: 2 * size), left - max(2, size / 5))
            }
            let (counter, counterGround) = labelBox("3 / 12", deck.labelCenter, deck.labelPointSize, bold: false)
            check("counter", counter, groundX: counterGround)
            // The empty view: its message and Start over.
            renderer.clear(look.background)
            let empty = ChromeLayout.empty(viewport: viewport)
            chrome.drawEmptyView(layout: empty, look: look)
            let (message, messageGround) = labelBox(
                Labels.english[.empty], empty.labelCenter, empty.labelPointSize, bold: true)
            check("empty message", message, groundX: messageGround)
            let start = try #require(empty.buttons[.startOver])
            check(
                "Start over",
                PixelRect(
                    x: Int(start.minX + start.height * 0.6), y: Int(start.minY + 4),
                    width: Int(start.width - start.height * 1.2), height: Int(start.height - 8)),
                groundX: Int(start.minX + start.height * 0.5))
            // The idle warning, over a card-coloured middle.
            renderer.clear(look.background)
            chrome.drawWarning("Still there? Starting over in 20 s.", viewport: viewport, pointSize: 24, look: look)
            check(
                "idle warning", PixelRect(x: 40, y: 300 - 24, width: 720, height: 48),
                groundX: Int(viewport.width * 0.03) + 6)
        }
    }
}
