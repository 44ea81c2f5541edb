import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

/// The Pango text painter (issue 12, items 1–4): direction from the text, "…" when text does not fit,
/// widths respected, empty and huge text, fallback fonts, colour emoji, one warning per missing script.
extension SDLSuites {
    @Suite struct TextPainterTests {
        let text = TextPainter(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
        let font = TextFont(pixelSize: 28, bold: true)
        let black = RGBA(0, 0, 0)

        init() { _ = TestSDL.context }

        /// The first and last columns with ink (alpha > 64), or nil for a blank surface.
        func inkColumns(_ surface: Surface) -> ClosedRange<Int>? {
            let columns = (0..<surface.size.width).filter { x in
                (0..<surface.size.height).contains { y in (surface.pixel(x: x, y: y)?.a ?? 0) > 64 }
            }
            guard let first = columns.first, let last = columns.last else { return nil }
            return first...last
        }

        @Test(arguments: ["שלום עולם", "مرحبا بالعالم", "שלום and English"])
        func rightToLeftTextIsRightAligned(_ title: String) throws {
            let shown = text.render(title, font: font, color: black, maxWidth: 600)
            #expect(shown.isRightToLeft)
            let surface = try #require(shown.surface)
            #expect(surface.size.width == 600)
            let ink = try #require(inkColumns(surface))
            #expect(ink.upperBound >= 590, "ends at the right edge: \(ink)")
            #expect(ink.lowerBound > 200, "starts away from the left: \(ink)")
        }

        @Test func leftToRightTextIsLeftAligned() throws {
            let shown = text.render("Hello world", font: font, color: black, maxWidth: 600)
            #expect(!shown.isRightToLeft)
            let surface = try #require(shown.surface)
            let ink = try #require(inkColumns(surface))
            #expect(ink.lowerBound <= 6 && ink.upperBound < 300, "\(ink)")
        }

        @Test func centredTextIsCentred() throws {
            let shown = text.render("Hello", font: font, color: black, maxWidth: 600, alignment: .center)
            let surface = try #require(shown.surface)
            let ink = try #require(inkColumns(surface))
            #expect(abs((ink.lowerBound + ink.upperBound) / 2 - 300) <= 4, "\(ink)")
        }

        @Test func textThatFitsIsKeptWhole() {
            let shown = text.render("Cat", font: font, color: black, maxWidth: 500)
            #expect(!shown.isCut && shown.lines == ["Cat"])
        }

        @Test(arguments: [
            String(repeating: "Wonderful ", count: 100), String(repeating: "東京タワー", count: 40),
            String(repeating: "مرحبا ", count: 80),
        ])
        func aLineThatDoesNotFitEndsWithAnEllipsis(_ long: String) throws {
            let shown = text.render(long, font: font, color: black, maxWidth: 300)
            #expect(shown.isCut && shown.lines.count == 1)
            let line = try #require(shown.lines.first)
            #expect(line.hasSuffix("…") && !line.dropLast().hasSuffix(" "), "\(line)")
            let alone = try #require(text.render(line, font: font, color: black).surface)
            #expect(alone.size.width <= 300, "the cut line fits: \(alone.size.width)")
            #expect(alone.size.width > 200, "and uses the room: \(alone.size.width)")
        }

        @Test func wrappedLinesStayInsideTheWidthAndTheLastVisibleOneEndsWithAnEllipsis() throws {
            let long = String(repeating: "A long description of a museum piece. ", count: 60)
            let shown = text.render(long, font: TextFont(pixelSize: 20), color: black, maxWidth: 240, maxLines: 5)
            #expect(shown.lines.count == 5 && shown.isCut)
            #expect(shown.lines.last?.hasSuffix("…") == true)
            for line in shown.lines {
                let alone = try #require(text.render(line, font: TextFont(pixelSize: 20), color: black).surface)
                #expect(alone.size.width <= 240, "\(line)")
            }
        }

        @Test func aDescriptionTooLongForTheBackEndsWithAnEllipsis() throws {
            let backs = CardBackArtist(
                fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let face = CardFace(id: "d", title: "Tokyo", background: RGBA(40, 90, 160), imagePath: nil)
            let long = String(repeating: "東京タワーは東京都港区芝公園にある総合電波塔です。", count: 40)
            let back = try backs.paintWithLayout(face, description: long, size: PixelSize(width: 340, height: 460))
            #expect(back.description.isCut && back.description.lines.last?.hasSuffix("…") == true)
            #expect(back.description.size.height <= 460)
            let short = try backs.paintWithLayout(
                face, description: "Opened in 1958.", size: PixelSize(width: 340, height: 460))
            #expect(!short.description.isCut && short.description.lines == ["Opened in 1958."])
        }

        @Test func emptyTextDrawsNothing() {
            let shown = text.render("", font: font, color: black, maxWidth: 300)
            #expect(shown.surface == nil && shown.lines.isEmpty && !shown.isCut)
            #expect(text.render("\u{0}\u{1B}", font: font, color: black).surface == nil)
            #expect(text.lineHeight(font) >= 28)
        }

        @Test func hugeTextIsBounded() throws {
            let huge = String(repeating: "word ", count: 200_000) + String(repeating: "\n", count: 100_000)
            let shown = text.render(
                huge, font: TextFont(pixelSize: 16), color: black, maxWidth: 300, maxLines: 1_000,
                maxHeight: 400, maxCharacters: TextLimits.descriptionCharacters)
            let surface = try #require(shown.surface)
            #expect(surface.size.height <= 400 && surface.size.width == 300)
            #expect(shown.isCut && shown.lines.count <= 400 / 16)
            let label = text.render(String(repeating: "x", count: 100_000), font: font, color: black)
            #expect(label.size.width <= TextLimits.surfaceSide && label.isCut)
        }

        @Test func otherScriptsFallBackToInstalledFonts() {
            for sample in ["東京タワー", "北京欢迎你", "서울", "नमस्ते", "สวัสดี", "Αθήνα", "Москва", "שלום", "مرحبا"] {
                #expect(text.render(sample, font: font, color: black).missingScripts.isEmpty, "\(sample)")
            }
        }

        @Test func emojiKeepTheirColours() throws {
            let surface = try #require(text.render("🍎🌻", font: TextFont(pixelSize: 40), color: black).surface)
            var saturated = 0
            for y in 0..<surface.size.height {
                for x in 0..<surface.size.width {
                    guard let p = surface.pixel(x: x, y: y), p.a > 200 else { continue }
                    if Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 100 { saturated += 1 }
                }
            }
            #expect(saturated > 100, "colour pixels: \(saturated)")
        }

        @Test func aCharacterNoFontHasIsWarnedAboutOncePerScript() {
            final class Lines: @unchecked Sendable { var all: [String] = []; let lock = NSLock() }
            let seen = Lines()
            let old = MissingFontWarnings.setSink { line in seen.lock.withLock { seen.all.append(line) } }
            defer { MissingFontWarnings.setSink(old) }
            MissingFontWarnings.forget()
            let unassigned = "\u{0378}\u{0379}" // unassigned code points: no font has them
            #expect(text.render(unassigned, font: font, color: black).missingScripts == ["Zzzz"])
            _ = text.render("x\u{0378}", font: font, color: black)
            let lines = seen.lock.withLock { seen.all }
            #expect(lines.count == 1, "\(lines)")
            #expect(
                lines.allSatisfy {
                    $0.hasPrefix("swipedeck: warning: no installed font has unassigned characters (U+0378")
                })
            #expect(
                MissingFontWarnings.message(script: "Thai", example: 0xE01)
                    == "swipedeck: warning: no installed font has Thai characters (U+0E01 …): they show as boxes; install fonts-noto-core"
            )
        }

        @Test func premultipliedPixelsBecomeStraightAlpha() {
            #expect(CairoImage.straightAlpha(0) == 0)
            #expect(CairoImage.straightAlpha(0xFF10_2030) == 0xFF10_2030)
            #expect(CairoImage.straightAlpha(0x8080_0000) == 0x80FF_0000)
            #expect(CairoImage.straightAlpha(0x4020_2020) == 0x4080_8080)
        }
    }
}
