import SwipeCore
import Testing

@testable import SwipeSDL

/// `--text-scale` on the cards (WCAG 1.4.4): at 1, 1.5 and 2, on cards of the size the layout gives
/// them in windows from 200×200 to 3840×2160, the title, the subtitle and the picture of a text card,
/// the title and subtitle of a photo card and the title and description of a back stay inside the
/// card (within its padding) and over no other; a long text ends with "…"; the fonts grow with the
/// scale.
extension SDLSuites {
    @Suite struct CardTextScaleTests {
        static let scales = [1.0, 1.5, 2.0]
        static let windows: [(Double, Double)] = [
            (200, 200), (320, 240), (200, 600), (800, 600), (1280, 800), (1920, 1080), (3840, 2160),
        ]
        let fonts = FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true))
        let picture = "Assets/SampleDeck/panda.png"

        init() { _ = TestSDL.context }

        /// The top card's size in each window, as the app paints it, and the smallest cards a layout may
        /// give (40 px wide, `LayoutSweepTests`), where the fonts' least sizes make the text tallest.
        static func cardSizes(scale: Double) -> [PixelSize] {
            [PixelSize(width: 40, height: 53), PixelSize(width: 48, height: 64)]
                + windows.map { w, h in
                    var options = DeckOptions()
                    options.textScale = scale
                    let card = DeckController(count: 3, viewport: Size(width: w, height: h), options: options).cardRect
                    return PixelSize(width: Int(card.width.rounded()), height: Int(card.height.rounded()))
                }
        }

        /// Problems with `boxes` on a card of `size`: a part outside the card, or two parts overlapping.
        static func problems(_ boxes: CardTextBoxes, size: PixelSize, name: String) -> [String] {
            var found: [String] = []
            let card = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
            var parts = [("title", boxes.title)]
            if boxes.subtitle.height > 0 { parts.append(("subtitle", boxes.subtitle)) }
            if let picture = boxes.picture { parts.append(("picture", picture)) }
            for (part, box) in parts where !card.holds(box) {
                found.append("\(name): the \(part) \(box) leaves the card")
            }
            for (i, a) in parts.enumerated() {
                for b in parts[(i + 1)...] where a.1.overlaps(b.1) {
                    found.append("\(name): \(a.0) and \(b.0) overlap")
                }
            }
            return found
        }

        @Test(arguments: scales)
        func frontsKeepTheirTextInsideAndApart(scale: Double) {
            let artist = CardArtist(fonts: fonts, style: CardStyle(textScale: scale))
            var problems: [String] = []
            let long = String(repeating: "A very long title ", count: 6)
            for size in Self.cardSizes(scale: scale) {
                for (label, path) in [("picture", Optional(picture)), ("no picture", nil)] {
                    let face = CardFace(
                        id: "a", title: long, subtitle: "Subtitle that is long too, long too",
                        background: RGBA(40, 90, 160),
                        imagePath: path)
                    let boxes = artist.textCardBoxes(face, size: size)
                    let name = "text card \(size.width)x\(size.height) \(label) at \(scale)"
                    problems += Self.problems(boxes, size: size, name: name)
                    if !boxes.titleCut { problems.append("\(name): the long title is not cut with …") }
                }
                let photo = CardFace(
                    id: "p", title: long, subtitle: "Taken in 2024", background: RGBA(0, 0, 0), imagePath: picture,
                    style: .photo)
                let name = "photo card \(size.width)x\(size.height) at \(scale)"
                problems += Self.problems(artist.photoTextBoxes(photo, size: size), size: size, name: name)
            }
            #expect(problems.isEmpty, "\(problems.count) problems, e.g. \(problems.prefix(4))")
        }

        @Test(arguments: scales)
        func backsKeepTitleAndDescriptionInsideAndApart(scale: Double) throws {
            let backs = CardBackArtist(fonts: fonts, style: CardStyle(textScale: scale))
            let face = CardFace(
                id: "a", title: String(repeating: "Northern lights ", count: 8), background: RGBA(40, 90, 160),
                imagePath: nil)
            let description = String(repeating: "Green curtains of light over the fjord. ", count: 40)
            var problems: [String] = []
            for size in Self.cardSizes(scale: scale) {
                let laid = try backs.paintWithLayout(face, description: description, size: size)
                let pad = max(1, Int((CardStyle().padding * Double(size.width)).rounded()))
                let title = PixelRect(x: pad, y: pad, width: laid.title.size.width, height: laid.title.size.height)
                let body = PixelRect(
                    x: pad, y: laid.descriptionTop, width: laid.description.size.width,
                    height: laid.description.size.height)
                let name = "back \(size.width)x\(size.height) at \(scale)"
                let card = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
                for (part, box) in [("title", title), ("description", body)] where !card.holds(box) {
                    problems.append("\(name): the \(part) \(box) leaves the card")
                }
                if title.overlaps(body) { problems.append("\(name): title and description overlap") }
                if !laid.description.isCut || laid.description.lines.last?.hasSuffix("…") != true {
                    problems.append("\(name): the long description does not end with …")
                }
            }
            #expect(problems.isEmpty, "\(problems.count) problems, e.g. \(problems.prefix(4))")
        }

        @Test func theFontsGrowWithTheScale() {
            for width in [120, 340, 900] {
                let one = CardStyle(), two = CardStyle(textScale: 2), half = CardStyle(textScale: 1.5)
                #expect(
                    abs(two.titleFont(forWidth: width).pixelSize - 2 * one.titleFont(forWidth: width).pixelSize) <= 1)
                #expect(
                    abs(
                        Double(half.subtitleFont(forWidth: width).pixelSize) - 1.5
                            * Double(one.subtitleFont(forWidth: width).pixelSize)) <= 1.5)
            }
            #expect(CardStyle(textScale: 9).textScale == 2 && CardStyle(textScale: .nan).textScale == 1)
            let viewport = Size(width: 800, height: 600)
            #expect(
                ChromeMetrics(viewport: viewport, textScale: 2).labelPointSize
                    == 2 * ChromeMetrics(viewport: viewport).labelPointSize)
        }
    }
}

extension PixelRect {
    /// True when `other` lies wholly inside.
    fileprivate func holds(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }

    /// True when the two share more than an edge.
    fileprivate func overlaps(_ other: PixelRect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
