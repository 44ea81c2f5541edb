import Testing
@testable import SwipeSDL

extension SDLSuites {
    @Suite struct FontTests {
        let font: Font
        init() throws {
            _ = TestSDL.context
            font = try Font(path: TestSDL.fontPath(bold: true), pointSize: 24)
        }

        @Test func emptyStringIsSafe() throws {
            #expect(font.width(of: "") == 0)
            #expect(try font.render("", color: RGBA(0, 0, 0)) == nil)
            #expect(font.ellipsized("", toWidth: 100) == "")
        }

        @Test func rendersTextOfItsMeasuredWidth() throws {
            let surface = try #require(try font.render("Hello", color: RGBA(255, 0, 0)))
            #expect(surface.size.width == font.width(of: "Hello"))
            #expect(surface.size.height == font.height)
            #expect(surface.isARGB8888)
        }

        @Test func shortTextIsKept() {
            #expect(font.ellipsized("Cat", toWidth: 500) == "Cat")
        }

        @Test func longTextIsEllipsisedToFit() {
            let long = String(repeating: "Wonderful ", count: 1000)
            let fitted = font.ellipsized(long, toWidth: 300)
            #expect(fitted.hasSuffix("…"))
            #expect(font.width(of: fitted) <= 300)
            #expect(font.width(of: fitted) > 200)       // it uses the space, not just "…"
            #expect(!fitted.dropLast().hasSuffix(" "))  // no space before the ellipsis
        }

        @Test func tooNarrowGivesEmpty() {
            #expect(font.ellipsized("Hello", toWidth: 2) == "")
        }

        @Test func missingFontFileThrows() {
            #expect(throws: SDLError.self) { try Font(path: "/nonexistent.ttf", pointSize: 12) }
        }

        @Test func dejaVuHasTheButtonSymbols() {
            for s in ["✕", "↺", "♥"] { #expect(font.hasGlyph(s.unicodeScalars.first!), "\(s)") }
        }
    }
}
