import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// The photo-first card: the whole picture on a blurred ground of itself (or, with `.cover`, the
    /// picture covering the card, centre-cropped), aspect kept, the text on a dark gradient at the bottom.
    @Suite struct PhotoCardTests {
        let size = PixelSize(width: 300, height: 400)
        let red = RGBA(220, 30, 30), green = RGBA(30, 200, 60), blue = RGBA(30, 60, 220)

        /// A 200×100 picture: red, green and blue thirds from left to right.
        func thirdsPicture() throws -> String {
            _ = TestSDL.context
            let picture = try Surface(size: PixelSize(width: 210, height: 100))
            picture.fill(red, rect: PixelRect(x: 0, y: 0, width: 70, height: 100))
            picture.fill(green, rect: PixelRect(x: 70, y: 0, width: 70, height: 100))
            picture.fill(blue, rect: PixelRect(x: 140, y: 0, width: 70, height: 100))
            let path = NSTemporaryDirectory() + "swipedeck-photo-\(getpid()).png"
            try picture.savePNG(path: path)
            return path
        }

        func artist() -> CardArtist {
            CardArtist(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
        }

        func close(_ p: RGBA?, _ c: RGBA, _ tolerance: Int = 12) -> Bool {
            guard let p else { return false }
            return abs(Int(p.r) - Int(c.r)) <= tolerance && abs(Int(p.g) - Int(c.g)) <= tolerance
                && abs(Int(p.b) - Int(c.b)) <= tolerance
        }

        @Test func thePictureCoversTheCardCentreCroppedNotStretched() throws {
            let path = try thirdsPicture()
            defer { unlink(path) }
            let face = CardFace(
                id: "p", title: "Photo", subtitle: "sub", background: RGBA(240, 240, 240),
                imagePath: path, style: .photo)
            let card = try artist().paint(face, size: size, photoFit: .cover).surface
            // Cover: scale max(300/210, 400/100) = 4, 840 px wide, 270 cropped each side: only the
            // green third and thin slivers of red and blue show.
            #expect(close(card.pixel(x: 150, y: 40), green), "the middle of the picture at the card's middle")
            #expect(close(card.pixel(x: 20, y: 100), green), "no margin, and no stretching: red would be here")
            #expect(close(card.pixel(x: 2, y: 100), red), "the left third's edge just shows")
            #expect(close(card.pixel(x: 297, y: 100), blue), "and the right third's")
            #expect(card.pixel(x: 0, y: 0)?.a == 0, "rounded corners")
            let bottom = try #require(card.pixel(x: 280, y: 396))
            #expect(Int(bottom.b) + Int(bottom.g) < 120, "dark gradient at the bottom, over the picture: \(bottom)")
            var white = 0
            for y in 300..<396 {
                for x in 10..<120 { if let p = card.pixel(x: x, y: y), p.r > 230, p.g > 230, p.b > 230 { white += 1 } }
            }
            #expect(white > 50, "the title in white at the bottom left")
        }

        @Test func theWholePictureShowsOnABlurredDimmedGroundOfItself() throws {
            let path = try thirdsPicture()
            defer { unlink(path) }
            let face = CardFace(
                id: "p", title: "Photo", subtitle: "sub", background: RGBA(240, 240, 240),
                imagePath: path, style: .photo)
            let card = try artist().paint(face, size: size).surface
            // Fit: scale min(300/210, 400/100) ≈ 1.43, 300×143 at y 128: all three thirds show.
            #expect(close(card.pixel(x: 20, y: 200), red), "the left third shows whole")
            #expect(close(card.pixel(x: 150, y: 200), green), "the middle third")
            #expect(close(card.pixel(x: 280, y: 200), blue), "the right third")
            // Above the picture: the picture's middle, blurred and dimmed, not the card's light background.
            let ground = try #require(card.pixel(x: 150, y: 40))
            #expect(ground.g > ground.r && ground.g > ground.b, "green from the picture above its middle: \(ground)")
            #expect(ground.g < 150, "dimmed: \(ground)")
            #expect(card.pixel(x: 0, y: 0)?.a == 0, "rounded corners")
        }

        @Test func fitRectShowsThePictureWholeAndCentred() {
            for (pw, ph) in [(210, 100), (100, 210), (300, 400), (5000, 1000), (1, 5000), (60_000, 1)] {
                let r = CardArtist.fitRect(of: PixelSize(width: pw, height: ph), in: size)
                #expect(r.width <= size.width && r.height <= size.height && r.width >= 1 && r.height >= 1)
                #expect(r.width == size.width || r.height == size.height, "as large as fits")
                #expect(r.x == (size.width - r.width) / 2 && r.y == (size.height - r.height) / 2, "centred")
            }
            #expect(PhotoFit.whole.toggled == .cover && PhotoFit.cover.toggled == .whole)
        }

        @Test func aPhotoCardsBackTellsItsFileAndATextCardsDoesNot() throws {
            let path = try thirdsPicture()
            defer { unlink(path) }
            let photo = CardFace(id: "p", title: "P", background: RGBA(9, 9, 9), imagePath: path, style: .photo)
            let facts = try #require(CardBackArtist.facts(of: photo))
            #expect(facts.hasPrefix((path as NSString).lastPathComponent + "\n210 × 100 pixels · "), "\(facts)")
            #expect(facts.contains("\nModified "))
            var text = photo
            text.style = .text
            #expect(CardBackArtist.facts(of: text) == nil, "a text card keeps 'No description'")
        }

        /// The title stays readable filled and whole (`PhotoFit`), even over a white picture: every
        /// core pixel of its white ink is at least 4.5:1 against the ground under it (the same card
        /// painted without a title).
        @Test(arguments: [PhotoFit.whole, .cover])
        func theTitleIsReadableOverAWhitePicture(fit: PhotoFit) throws {
            _ = TestSDL.context
            let white = try Surface(size: PixelSize(width: 500, height: 100))
            white.fill(RGBA(255, 255, 255))
            let path = NSTemporaryDirectory() + "swipedeck-white-\(getpid()).png"
            try white.savePNG(path: path)
            defer { unlink(path) }
            var face = CardFace(
                id: "w", title: "Readable", background: RGBA(240, 240, 240), imagePath: path, style: .photo)
            let card = try artist().paint(face, size: size, photoFit: fit).surface
            face.title = ""
            let ground = try artist().paint(face, size: size, photoFit: fit).surface
            var cores = 0, worst = 21.0
            for y in size.height / 2..<size.height {
                for x in 0..<size.width {
                    guard let p = card.pixel(x: x, y: y), let g = ground.pixel(x: x, y: y), p != g,
                        p.r > 240, p.g > 240, p.b > 240
                    else { continue }
                    cores += 1
                    worst = min(worst, WCAGContrast.ratio(p, g))
                }
            }
            #expect(cores > 50, "the title's ink was found")
            #expect(worst >= 4.5, "\(fit): \(worst):1")
        }

        @Test func coverRectKeepsTheAspectRatio() {
            for (pw, ph) in [(210, 100), (100, 210), (300, 400), (4000, 3000), (1, 5000)] {
                let r = CardArtist.coverRect(of: PixelSize(width: pw, height: ph), in: size)
                #expect(r.width >= size.width && r.height >= size.height)
                #expect(r.width == size.width || r.height == size.height, "covers with no more than needed")
                #expect(
                    abs(Double(r.width) / Double(r.height) - Double(pw) / Double(ph)) < 0.02 * Double(pw) / Double(ph)
                        + 0.01
                        || r.width == size.width || r.height == size.height)
                #expect(r.x == (size.width - r.width) / 2 && r.y == (size.height - r.height) / 2, "centred")
            }
        }

        @Test func aTextCardKeepsItsMarginAndAPhotoCardWithoutPictureIsATextCard() throws {
            let path = try thirdsPicture()
            defer { unlink(path) }
            let background = RGBA(240, 240, 240)
            let text = try artist().paint(
                CardFace(id: "t", title: "T", background: background, imagePath: path), size: size
            ).surface
            #expect(close(text.pixel(x: 5, y: 100), background), "the text card's margin")
            let plain = CardFace(id: "n", title: "No picture", background: background, imagePath: nil)
            var photo = plain; photo.style = .photo
            let a = try artist().paint(plain, size: size).surface, b = try artist().paint(photo, size: size).surface
            #expect(
                a.pixel(x: 150, y: 200) == b.pixel(x: 150, y: 200) && a.pixel(x: 20, y: 20) == b.pixel(x: 20, y: 20))
        }
    }
}
