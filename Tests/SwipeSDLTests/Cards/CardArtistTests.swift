import Glibc
import SwipeCore
import Testing

@testable import SwipeSDL

extension SDLSuites {
    @Suite struct CardArtistTests {
        let artist: CardArtist
        let size = PixelSize(width: 340, height: 460)
        let background = RGBA(40, 90, 160)

        init() {
            _ = TestSDL.context
            artist = CardArtist(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
        }

        @Test func cardWithoutPictureHasRoundCornersAndBackground() throws {
            let face = CardFace(
                id: "a", title: "Aurora", subtitle: "Northern lights", background: background, imagePath: nil)
            let painting = try artist.paint(face, size: size)
            let card = painting.surface
            #expect(painting.imageError == nil)
            #expect(card.size == size)
            #expect(card.pixel(x: 0, y: 0)?.a == 0)
            #expect(card.pixel(x: 339, y: 459)?.a == 0)
            #expect(card.pixel(x: 170, y: 230)?.a == 255)
            #expect(card.pixel(x: 170, y: 445) == background) // below the text block
            #expect(card.pixel(x: 20, y: 20) == background)
            // The edge of a rounded corner is partly covered.
            let edge = (0..<14).compactMap { card.pixel(x: $0, y: 3)?.a }
            #expect(edge.contains { $0 > 0 && $0 < 255 })
        }

        @Test func pictureIsFittedInTheUpperArea() throws {
            let path = TestSDL.temporaryPath("picture.png")
            let picture = try Surface(size: PixelSize(width: 600, height: 300))
            picture.fill(RGBA(250, 200, 0))
            try picture.savePNG(path: path)
            let face = CardFace(id: "p", title: "Sun", subtitle: "", background: background, imagePath: path)
            let painting = try artist.paint(face, size: size)
            #expect(painting.imageError == nil)
            let box = artist.pictureBox(for: size)
            let center = (box.x + box.width / 2, box.y + box.height / 2)
            #expect(painting.surface.pixel(x: center.0, y: center.1) == RGBA(250, 200, 0))
            // 2:1 picture in a taller box: background above and below it.
            #expect(painting.surface.pixel(x: center.0, y: box.y + 2) == background)
            #expect(painting.surface.pixel(x: 170, y: 455) == background)
        }

        @Test func missingPictureGivesPlaceholderAndError() throws {
            let face = CardFace(
                id: "m", title: "Gone", subtitle: "x", background: background, imagePath: "/nonexistent/gone.png")
            let painting = try artist.paint(face, size: size)
            let error = try #require(painting.imageError)
            #expect(error.message.contains("/nonexistent/gone.png"))
            let box = artist.pictureBox(for: size)
            let inside = try #require(painting.surface.pixel(x: box.x + 12, y: box.y + 12))
            #expect(inside != background)
            #expect(inside.a == 255)
        }

        @Test func brokenPictureGivesPlaceholderAndError() throws {
            let path = TestSDL.temporaryPath("broken.png")
            let bytes = ImageHeaderTests.pngHeader(width: 10, height: 10) // header only, no image data
            let file = fopen(path, "wb")
            _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, file) }
            fclose(file)
            let face = CardFace(id: "b", title: "Broken", background: background, imagePath: path)
            let painting = try artist.paint(face, size: size)
            #expect(painting.imageError != nil)
            #expect(painting.surface.pixel(x: 170, y: 230)?.a == 255)
        }

        @Test func hugeTitleIsEllipsised() throws {
            let face = CardFace(
                id: "t", title: String(repeating: "x", count: 10_000), background: background, imagePath: nil)
            let painting = try artist.paint(face, size: size)
            #expect(painting.surface.size == size)
            let text = TextPainter(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let fitted = text.render(
                face.title, font: artist.style.titleFont(forWidth: 340), color: RGBA(0, 0, 0), maxWidth: 306)
            #expect(fitted.isCut && fitted.lines.count == 1 && fitted.lines[0].hasSuffix("…"))
            // The side margins stay background colour.
            #expect(painting.surface.pixel(x: 5, y: 230) == background)
            #expect(painting.surface.pixel(x: 334, y: 230) == background)
        }

        @Test func shadowFadesOut() throws {
            let shadow = try ShadowPainter.make(cardSize: size, cornerRadius: 13.6)
            let s = shadow.surface
            #expect(s.pixel(x: 0, y: 0)?.a == 0)
            let middle = try #require(s.pixel(x: s.size.width / 2, y: s.size.height / 2))
            #expect(middle.a > 60 && middle.a <= 90)
            #expect(shadow.marginU > 0 && shadow.marginV > 0)
            // The blur's invisible tail is cut off: an outer column and an outer row still show.
            let w = s.size.width, h = s.size.height
            let outerColumns = (0..<h).map { y in max(s.pixel(x: 0, y: y)?.a ?? 0, s.pixel(x: w - 1, y: y)?.a ?? 0) }
            let outerRows = (0..<w).map { x in max(s.pixel(x: x, y: 0)?.a ?? 0, s.pixel(x: x, y: h - 1)?.a ?? 0) }
            #expect(outerColumns.max()! > 0 && outerRows.max()! > 0)
        }

        @Test func transparentBorderCountsClearColumnsAndRowsOnBothSides() {
            // 6 × 5: columns 0 and 5 clear, column 1 clear but column 4 not; rows 0 and 4 clear
            var levels = [UInt32](repeating: 0, count: 30)
            for y in 1...3 { levels[y * 6 + 2] = 9; levels[y * 6 + 4] = 1 }
            let trim = ShadowPainter.transparentBorder(levels, width: 6, height: 5)
            #expect(trim.columns == 1 && trim.rows == 1)
            let clear = ShadowPainter.transparentBorder([UInt32](repeating: 0, count: 9), width: 3, height: 3)
            #expect(clear.columns == 1 && clear.rows == 1, "never the whole image")
        }

        @Test func stampsHaveInkAndTransparency() throws {
            let text = TextPainter(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            for stamp in Stamp.allCases {
                let s = try stamp.makeSurface(font: TextFont(pixelSize: 48, bold: true), painter: text)
                #expect(s.pixel(x: s.size.width / 2, y: 3)?.a == 255) // border
                #expect(s.pixel(x: s.size.width / 2, y: 3).map { RGBA($0.r, $0.g, $0.b) } == stamp.color)
                #expect(s.pixel(x: 0, y: 0)?.a == 0) // rounded corner
            }
            #expect(Stamp(.right) == .like && Stamp(.left) == .nope && Stamp(.upLeft) == .nope)
            #expect(Stamp(.up) == .superLike && Stamp(.down) == .later && Stamp(.downRight) == .like)
        }

        /// `top` (with its alpha) over the opaque `under`.
        static func over(_ top: RGBA, _ under: RGBA) -> RGBA {
            let a = Double(top.a) / 255
            func mix(_ t: UInt8, _ u: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(u) * (1 - a)).rounded()) }
            return RGBA(mix(top.r, under.r), mix(top.g, under.g), mix(top.b, under.b))
        }

        @Test func everyStampsWordHasThreeToOneContrastOverAnyCardItsOwnColourIncluded() throws {
            let text = TextPainter(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let cards = Stamp.allCases.map(\.color) + [RGBA(255, 255, 255), RGBA(0, 0, 0), RGBA(245, 207, 117)]
            for stamp in Stamp.allCases {
                let font = TextFont(pixelSize: 48, bold: true)
                let s = try stamp.makeSurface(font: font, painter: text)
                let (_, border) = StampFit.box(text: PixelSize(width: 0, height: 0), pointSize: 48)
                // the ground beside the word, inside the border, as drawn (pixels of the surface)
                let ground = try #require(s.pixel(x: border + 48 / 6, y: s.size.height / 2))
                for card in cards {
                    let shown = Self.over(ground, card)
                    let ratio = WCAGContrast.ratio(stamp.color, shown)
                    #expect(ratio >= 3, "\(stamp) over \(card): \(ratio)")
                }
            }
        }

        @Test func withHighContrastEveryStampsWordIsSevenToOneOnAnOpaqueGroundInItsColouredBorder() throws {
            let text = TextPainter(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            for stamp in Stamp.allCases {
                let s = try stamp.makeSurface(
                    font: TextFont(pixelSize: 48, bold: true), painter: text, highContrast: true)
                let (_, border) = StampFit.box(text: PixelSize(width: 0, height: 0), pointSize: 48)
                let ground = try #require(s.pixel(x: border + 48 / 6, y: s.size.height / 2))
                #expect(ground.a == 255, "\(stamp): the ground is opaque, whatever card is under it")
                let inside = (border + 2..<s.size.height - border - 2).flatMap { y in
                    (border + 2..<s.size.width - border - 2).compactMap { s.pixel(x: $0, y: y) }
                }
                let word = inside.map { WCAGContrast.ratio($0, ground) }.max() ?? 0
                #expect(word >= 7, "\(stamp): its word \(word):1 on its ground, in the pixels")
                let edge = try #require(s.pixel(x: border / 2, y: s.size.height / 2))
                #expect(
                    abs(Int(edge.r) - Int(stamp.color.r)) <= 8 && abs(Int(edge.g) - Int(stamp.color.g)) <= 8,
                    "\(stamp): the border keeps its colour (\(edge))")
            }
        }
    }
}
