import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

/// Fonts loaded lazily (issue 12, item 6): a painter lays text out with the bundled typefaces only
/// until a text needs the system's fonts (a character they lack, or emoji), and the two give the same
/// pixels for text the bundled fonts cover.
extension SDLSuites {
    @Suite struct TextFallbackTests {
        let fonts = FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true))
        let font = TextFont(pixelSize: 24, bold: true)
        let ink = RGBA(20, 30, 40)

        init() { _ = TestSDL.context }

        /// Every pixel of `surface`, row by row.
        func pixels(_ surface: Surface) -> [RGBA?] {
            (0..<surface.size.height).flatMap { y in (0..<surface.size.width).map { x in surface.pixel(x: x, y: y) } }
        }

        @Test(arguments: ["Hello, world", "Ελλάδα και Москва", "Crème brûlée — 3 € “quoted”", "✕ ↺ ♥", "12 / 40"])
        func textTheBundledFontsCoverStaysOnThem(_ title: String) throws {
            let painter = TextPainter(fonts: fonts)
            let shown = painter.render(title, font: font, color: ink, maxWidth: 500)
            #expect(!painter.usesSystemFonts)
            #expect(shown.missingScripts.isEmpty)
            _ = try #require(shown.surface)
        }

        // DejaVu Sans has Arabic and Hebrew too: the system's fonts put it first for them as well
        @Test(arguments: ["Hello, world", "Ελλάδα και Москва", "✕ ↺ ♥", "Crème brûlée — 3 €", "مرحبا بالعالم", "שלום"])
        func bundledAndSystemFontsDrawTheSamePixels(_ title: String) throws {
            let bundled = TextPainter(fonts: fonts)
            let system = TextPainter(fonts: fonts)
            system.useSystemFonts()
            let a = try #require(bundled.render(title, font: font, color: ink, maxWidth: 500).surface)
            let b = try #require(system.render(title, font: font, color: ink, maxWidth: 500).surface)
            #expect(!bundled.usesSystemFonts && system.usesSystemFonts)
            #expect(a.size == b.size)
            #expect(pixels(a) == pixels(b))
        }

        @Test(arguments: ["東京タワー", "北京欢迎你", "नमस्ते", "สวัสดี", "서울"])
        func otherScriptsMoveThePainterToTheSystemFonts(_ title: String) throws {
            let painter = TextPainter(fonts: fonts)
            let shown = painter.render(title, font: font, color: ink, maxWidth: 500)
            #expect(painter.usesSystemFonts)
            #expect(FontSetup.systemConfigurationLoaded)
            #expect(shown.missingScripts.isEmpty, "drawn from an installed font, not as boxes")
            // and it stays there: Latin text afterwards is laid out with the system's fonts too
            _ = painter.render("Hello", font: font, color: ink)
            #expect(painter.usesSystemFonts)
        }

        @Test(arguments: ["I ❤️ you", "Party 🎉", "1️⃣ first"])
        func emojiUseTheSystemFontsEvenWhereDejaVuHasAGlyph(_ title: String) {
            let painter = TextPainter(fonts: fonts)
            _ = painter.render(title, font: font, color: ink)
            #expect(painter.usesSystemFonts)
        }

        @Test func emojiDetection() {
            #expect(FontSetup.wantsEmojiFonts("🎉"))
            #expect(FontSetup.wantsEmojiFonts("❤\u{FE0F}"))
            #expect(!FontSetup.wantsEmojiFonts("♥ © ™ 123 #"))
            #expect(!FontSetup.wantsEmojiFonts("Ελλάδα"))
        }

        @Test func sizeAndLineHeightOfLatinTextNeedNoSystemFonts() {
            let painter = TextPainter(fonts: fonts)
            #expect(painter.size(of: "Start over", font: font).width > 0)
            #expect(painter.lineHeight(font) > 0)
            #expect(!painter.usesSystemFonts)
        }
    }
}
