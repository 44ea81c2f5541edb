import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// While a large folder is listed, the window shows a stack of blank cards where the deck will be.
@Suite struct BlankStackTests {
    @Test func blankCardsStandWhereTheDeckWillBe() throws {
        _ = AppTestSDL.context
        let target = try Surface(size: PixelSize(width: 800, height: 600))
        let renderer = try Renderer(softwareTarget: target)
        let fonts = FontPaths(
            regular: packageRoot() + "/Assets/Fonts/DejaVuSans.ttf",
            bold: packageRoot() + "/Assets/Fonts/DejaVuSans-Bold.ttf")
        let scenes = SceneRenderer(renderer: renderer, fonts: fonts)
        let options = DeckOptions()
        FramePainter.showBlankStack(scenes, options: options)
        let card = DeckController(count: 1, viewport: Size(width: 800, height: 600), options: options).cardRect
        let blank = scenes.style.placeholder, background = ChromeLook.standard.background
        let middle = try #require(target.pixel(x: Int(card.center.x), y: Int(card.center.y)))
        #expect(RGBA(middle.r, middle.g, middle.b) == RGBA(blank.r, blank.g, blank.b))
        #expect(target.pixel(x: 3, y: 3) == background)
        #expect(target.pixel(x: Int(card.maxX) + 60, y: Int(card.center.y)) == background)
    }
}
