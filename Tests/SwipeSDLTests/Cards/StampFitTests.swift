import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

/// Stamps of any label length: the box from the text, one letter height until the card's width is
/// reached, then smaller lettering; the stamp kept on the card.
@Suite struct StampFitTests {
    @Test func aShortWordKeepsTheHeightAndNarrowsTheBox() {
        let card = 340.0
        let like = StampFit.drawnSize(texture: PixelSize(width: 240, height: 98), cardWidth: card)
        let one = StampFit.drawnSize(texture: PixelSize(width: 100, height: 98), cardWidth: card)
        #expect(abs(one.height - like.height) < 1e-9 && abs(like.height - StampFit.heightFraction * card) < 1e-9)
        #expect(one.width < like.width)
    }

    @Test func aLongWordIsCappedAtTheWidestAndLower() {
        let size = StampFit.drawnSize(texture: PixelSize(width: 1000, height: 50), cardWidth: 300)
        #expect(abs(size.width - StampFit.maxWidthFraction * 300) < 1e-9)
        #expect(abs(size.height - size.width / 20) < 1e-9, "proportions kept")
        #expect(
            StampFit.drawnSize(texture: PixelSize(width: 0, height: 50), cardWidth: 300) == Size(width: 0, height: 0))
    }

    @Test func theTextScaleMakesTheWordLargerWithinTheCard() {
        let like = PixelSize(width: 240, height: 98), card = 340.0
        let plain = StampFit.drawnSize(texture: like, cardWidth: card)
        let larger = StampFit.drawnSize(texture: like, cardWidth: card, textScale: 1.5)
        #expect(abs(larger.height - 1.5 * plain.height) < 1e-9 && abs(larger.width - 1.5 * plain.width) < 1e-9)
        let double = StampFit.drawnSize(texture: like, cardWidth: card, textScale: 2)
        #expect(abs(double.width - StampFit.maxWidthFraction * card) < 1e-9, "capped at the widest, still on the card")
        #expect(double.height > larger.height)
        #expect(StampFit.drawnSize(texture: like, cardWidth: card, textScale: 9) == double, "clamped to 2")
        #expect(StampFit.drawnSize(texture: like, cardWidth: card, textScale: .nan) == plain)
    }

    @Test func aWideStampMovesInsideTheCard() {
        let like = Vector2(0.28, 0.13), card = Size(width: 340, height: 453)
        let tilt = Double.pi / 12
        let standard = StampFit.center(
            preferred: like, size: Size(width: 0.42 * 340, height: 0.2051 * 340), angle: -tilt, card: card)
        #expect(standard == like, "LIKE stays where it was")
        let wide = StampFit.center(preferred: like, size: Size(width: 0.84 * 340, height: 30), card: card)
        #expect(abs(wide.x - (0.42 + StampFit.sideMargin)) < 1e-9 && wide.y == like.y)
        let nope = StampFit.center(
            preferred: Vector2(0.72, 0.13), size: Size(width: 0.84 * 340, height: 30), card: card)
        #expect(abs(nope.x - (1 - 0.42 - StampFit.sideMargin)) < 1e-9)
    }

    @Test func aStampMadeLargerMovesDownOntoTheCard() {
        let like = Vector2(0.28, 0.13), card = Size(width: 340, height: 453), tilt = Double.pi / 12
        let size = Size(width: 0.84 * 340, height: 0.4 * 340)
        let moved = StampFit.center(preferred: like, size: size, angle: -tilt, card: card)
        let reach = (size.height * cos(tilt) + size.width * sin(tilt)) / 2
        #expect(abs(moved.y * card.height - reach) < 1e-9, "its turned box's top on the card's top edge")
        let low = StampFit.center(preferred: Vector2(0.5, 0.95), size: size, card: card)
        #expect(abs((1 - low.y) * card.height - size.height / 2) < 1e-9, "a low stamp moves up")
        let tall = StampFit.center(preferred: like, size: Size(width: 100, height: 500), card: card)
        #expect(tall.y == 0.5, "taller than the card: centred")
    }

    @Test func longWordsAreRenderedSmallerSoTheTextureStaysBounded() {
        #expect(StampFit.pointSize(textWidth: 180, at: 64) == 64)
        let p = StampFit.pointSize(textWidth: 2000, at: 64)
        #expect(p < 64 && p >= StampFit.minPointSize)
        #expect(
            StampFit.box(text: PixelSize(width: 2000 * p / 64, height: 0), pointSize: p).size.width
                <= StampFit.maxTextureWidth)
        #expect(StampFit.pointSize(textWidth: 1_000_000, at: 64) == StampFit.minPointSize)
    }

    @Test func theStartOverButtonGrowsWithItsTitleUpToTheWindow() throws {
        let viewport = Size(width: 800, height: 600)
        let standard = try #require(ChromeLayout.empty(viewport: viewport).buttons[.startOver])
        #expect(try #require(ChromeLayout.empty(viewport: viewport, titleWidth: 50).buttons[.startOver]) == standard)
        let grown = try #require(ChromeLayout.empty(viewport: viewport, titleWidth: 400).buttons[.startOver])
        #expect(abs(grown.width - (400 + grown.height)) < 1e-9 && grown.center == standard.center)
        #expect(try #require(ChromeLayout.empty(viewport: viewport, titleWidth: 5000).buttons[.startOver]).width == 640)
    }

    @Test func textFitShrinksOnlyWhatIsTooWide() {
        let width = { (size: Int) in size * 10 } // 10 px per point, as a 10-letter word roughly
        #expect(TextFit.pointSize(preferred: 20, maxWidth: 500, width: width) == 20)
        #expect(TextFit.pointSize(preferred: 20, maxWidth: 150, width: width) == 15)
        #expect(TextFit.pointSize(preferred: 20, maxWidth: 1, width: width) == TextFit.minPointSize)
        let lumpy = { (size: Int) in size * 10 + (size > 10 ? 40 : 0) } // not in proportion: corrected downward
        #expect(TextFit.pointSize(preferred: 20, maxWidth: 150, width: lumpy) == 11)
    }
}

extension SDLSuites {
    /// Stamps made with the real bold face, for one-letter and 40-letter labels.
    @Suite struct StampLabelTests {
        let painter: TextPainter
        init() {
            _ = TestSDL.context
            painter = TextPainter(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
        }

        func drawn(_ word: String, card: Double = 340) throws -> (texture: PixelSize, size: Size) {
            let surface = try Stamp.like.makeSurface(labels: Labels([.right: word]), painter: painter, pointSize: 64)
            return (surface.size, StampFit.drawnSize(texture: surface.size, cardWidth: card))
        }

        @Test func englishStampsLookAsBefore() throws {
            let like = try drawn("LIKE")
            #expect(
                like.size.width > 0.40 * 340 && like.size.width < 0.44 * 340,
                "\(like.size.width / 340) of the card, was 0.42")
            let surface = try Stamp.like.makeSurface(painter: painter, pointSize: 64)
            #expect(surface.size == like.texture, "English is the default")
        }

        @Test func oneLetterGetsASmallBoxWithLettersOfTheSameHeight() throws {
            let like = try drawn("LIKE"), one = try drawn("J")
            #expect(abs(one.size.height - like.size.height) < 0.5)
            #expect(one.size.width < like.size.width * 0.6, "\(one.size) vs \(like.size)")
            #expect(one.size.width > one.size.height * 0.5, "still a box, not a sliver")
        }

        @Test func fortyLettersFitTheCardWithSmallerLetters() throws {
            let like = try drawn("LIKE"), long = try drawn(String(repeating: "Ç", count: 40))
            #expect(abs(long.size.width - StampFit.maxWidthFraction * 340) < 0.5, "as wide as a stamp may be")
            #expect(long.size.height < like.size.height * 0.5, "lower lettering")
            #expect(long.texture.width <= StampFit.maxTextureWidth, "\(long.texture)")
        }

        @Test func everyStampHasItsOwnLabel() throws {
            let labels = Labels([.right: "Oui", .left: "Non", .up: "Top", .down: "Après"])
            #expect(Stamp.allCases.map { $0.text(labels) } == ["Oui", "Non", "Top", "Après"])
            #expect(Stamp.allCases.map { $0.text() } == ["LIKE", "NOPE", "SUPER", "LATER"])
        }
    }

    /// The empty view in the visitor's language, kept inside the window and the button.
    @Suite struct EmptyViewLabelTests {
        @Test func longWordsStayInsideTheWindowAndTheButton() throws {
            _ = TestSDL.context
            let target = try Surface(size: PixelSize(width: 400, height: 400))
            let renderer = try Renderer(softwareTarget: target)
            let chrome = ChromePainter(
                renderer: renderer, fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let white = RGBA(255, 255, 255)
            renderer.clear(white)
            let viewport = Size(width: 400, height: 400)
            let labels = Labels([
                .empty: String(repeating: "Plus de cartes ", count: 5),
                .startOver: "Recommencer depuis le début du paquet",
            ])
            let title = chrome.textWidth(
                labels[.startOver], pointSize: ChromeLayout.titlePointSize(viewport: viewport), bold: true)
            let layout = ChromeLayout.empty(viewport: viewport, titleWidth: Double(title))
            let standard = try #require(ChromeLayout.empty(viewport: viewport).buttons[.startOver])
            #expect(
                try #require(layout.buttons[.startOver]).width > standard.width, "the button grows for a long title")
            chrome.drawEmptyView(labels: labels, layout: layout)
            let y = Int(layout.labelCenter.y)
            let inked = (0..<400).filter { x in target.pixel(x: x, y: y).map { $0.r < 200 } ?? false }
            #expect(!inked.isEmpty, "the message is drawn")
            #expect(
                (inked.min() ?? 0) >= 15 && (inked.max() ?? 399) <= 385,
                "within 0.9 of the width: \(inked.min() ?? -1)…\(inked.max() ?? -1)")
            let button = try #require(layout.buttons[.startOver])
            let fill = ButtonStyle.standard(.startOver).fill
            let row = Int(button.center.y)
            let ink = (Int(button.minX)..<Int(button.maxX)).filter { x in
                target.pixel(x: x, y: row).map { $0.r > 200 && $0.b > 200 } ?? false
            }
            #expect(!ink.isEmpty, "the title is drawn")
            #expect(
                (ink.min() ?? 0) > Int(button.minX + button.height / 2) - 2
                    && (ink.max() ?? 0) < Int(button.maxX - button.height / 2) + 2,
                "the title stays between the pill's round ends")
            #expect(target.pixel(x: Int(button.minX) + 8, y: row) == fill)
        }
    }
}
