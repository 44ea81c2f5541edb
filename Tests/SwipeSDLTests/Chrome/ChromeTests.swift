import SwipeCore
import Testing

@testable import SwipeSDL

@Suite struct ChromeLayoutTests {
    let viewport = Size(width: 480, height: 800)
    let card = Rect(x: 70, y: 100, width: 340, height: 460)

    @Test func buttonsSitInARowUnderTheCard() throws {
        let buttons = ChromeLayout.buttons(viewport: viewport, cardRect: card)
        let skip = try #require(buttons[.skip]), undo = try #require(buttons[.undo]),
            like = try #require(buttons[.like])
        #expect(skip.center.x < undo.center.x && undo.center.x < like.center.x)
        #expect(abs(undo.center.x - card.center.x) < 1e-9)
        #expect(skip.minY > card.maxY && like.minY > card.maxY)
        #expect(like.maxY <= viewport.height && skip.minX >= 0 && like.maxX <= viewport.width)
        #expect(undo.width < skip.width)
        #expect(!skip.intersects(undo) && !undo.intersects(like))
    }

    @Test func buttonsStayOnScreenWhenTheCardFillsIt() throws {
        let tall = Rect(x: 40, y: 40, width: 400, height: 760)
        let like = try #require(ChromeLayout.buttons(viewport: viewport, cardRect: tall)[.like])
        #expect(like.maxY <= viewport.height)
    }

    @Test func hitTestingUsesCircles() throws {
        let layout = ChromeLayout.deck(viewport: viewport, cardRect: card)
        let like = try #require(layout.buttons[.like])
        #expect(layout.button(at: like.center) == .like)
        #expect(layout.button(at: Vector2(like.minX + 1, like.minY + 1)) == nil) // the square's corner is off the disc
        #expect(layout.button(at: card.center) == nil)
        #expect(layout.button(at: layout.buttons[.skip]!.center) == .skip)
    }

    @Test func emptyViewHasAStartOverButtonBelowTheMessage() throws {
        let layout = ChromeLayout.empty(viewport: viewport)
        let button = try #require(layout.buttons[.startOver])
        #expect(button.minY > layout.labelCenter.y)
        #expect(layout.button(at: button.center) == .startOver)
        #expect(layout.button(at: Vector2(button.minX + 2, button.minY + 2)) == .startOver)
        #expect(layout.buttons.count == 3, "Start over, ↺ and the speech button")
        let undo = try #require(layout.buttons[.undo])
        #expect(undo.minY > button.maxY, "↺ under Start over")
        #expect(layout.button(at: undo.center) == .undo)
    }
}

extension SDLSuites {
    @Suite struct ChromePainterTests {
        @Test func drawsADiscWithItsSymbol() throws {
            _ = TestSDL.context
            let target = try Surface(size: PixelSize(width: 200, height: 200))
            let renderer = try Renderer(softwareTarget: target)
            let chrome = ChromePainter(
                renderer: renderer, fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let background = RGBA(240, 240, 245)
            renderer.clear(background)
            let rect = Rect(x: 50, y: 50, width: 100, height: 100)
            chrome.drawButton(.like, in: rect)
            #expect(target.pixel(x: 100, y: 56) == RGBA(255, 255, 255)) // disc near its top edge
            #expect(target.pixel(x: 51, y: 51) != RGBA(255, 255, 255)) // square corner outside the disc
            #expect(target.pixel(x: 5, y: 5) == background)
            let ink = ButtonStyle.standard(.like).ink
            var green = 0
            for y in 70..<130 {
                for x in 70..<130 {
                    if let p = target.pixel(x: x, y: y),
                        abs(Int(p.r) - Int(ink.r)) + abs(Int(p.g) - Int(ink.g))
                            + abs(Int(p.b) - Int(ink.b)) < 30
                    {
                        green += 1
                    }
                }
            }
            #expect(green > 100) // the ♥ is there, in the like button's green
        }

        @Test func labelsAndEmptyView() throws {
            _ = TestSDL.context
            let target = try Surface(size: PixelSize(width: 300, height: 300))
            let renderer = try Renderer(softwareTarget: target)
            let chrome = ChromePainter(
                renderer: renderer, fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            renderer.clear(RGBA(255, 255, 255))
            // nothing, no crash
            chrome.drawLabel("", centeredAt: Vector2(150, 150), pointSize: 20, color: RGBA(0, 0, 0))
            #expect(target.pixel(x: 150, y: 150) == RGBA(255, 255, 255))
            let layout = ChromeLayout.empty(viewport: Size(width: 300, height: 300))
            chrome.drawEmptyView(layout: layout)
            let button = try #require(layout.buttons[.startOver])
            #expect(
                target.pixel(x: Int(button.minX) + 12, y: Int(button.center.y)) == ButtonStyle.standard(.startOver).fill
            )
            var dark = 0
            for x in 0..<300 { if let p = target.pixel(x: x, y: Int(layout.labelCenter.y)), p.r < 160 { dark += 1 } }
            #expect(dark > 10)
        }
    }
}
