import Foundation
import SwipeCore
import SwipeFormats
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// Golden probes with SDL's software renderer drawing into an ARGB8888 surface.
    @Suite struct SceneRendererTests {
        let target: Surface
        let renderer: Renderer
        let scenes: SceneRenderer
        let background = RGBA(20, 20, 30)
        let cardColor = RGBA(200, 60, 60)
        let cardTexture: Texture

        init() throws {
            _ = TestSDL.context
            target = try Surface(size: PixelSize(width: 400, height: 400))
            renderer = try Renderer(softwareTarget: target)
            scenes = SceneRenderer(
                renderer: renderer, fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let solid = try Surface(size: PixelSize(width: 200, height: 300))
            solid.fill(cardColor)
            cardTexture = try Texture(renderer: renderer, surface: solid)
        }

        func render(_ cards: [SceneCard], textures: Bool = true) -> Surface {
            renderer.clear(background)
            let scene = Scene(cards: cards, viewport: Size(width: 400, height: 400), isEmpty: cards.isEmpty)
            scenes.draw(scene: scene) { _ in textures ? cardTexture : nil }
            renderer.present()
            return target
        }

        static let rect = Rect(x: 100, y: 50, width: 200, height: 300)
        func card(_ quad: Quad = rect.quad, opacity: Double = 1, overlay: CardOverlay? = nil) -> SceneCard {
            SceneCard(index: 0, quad: quad, opacity: opacity, overlay: overlay, z: 0, isFlying: false)
        }

        @Test func axisAlignedCardCoversItsRectangleExactly() {
            let out = render([card()])
            for (x, y) in [(200, 200), (101, 51), (298, 348), (150, 300)] {
                #expect(out.pixel(x: x, y: y) == cardColor, "(\(x), \(y))")
            }
            for (x, y) in [(20, 200), (380, 200), (200, 10), (5, 5), (395, 395)] {
                #expect(out.pixel(x: x, y: y) == background, "(\(x), \(y))")
            }
        }

        @Test func shadowDarkensJustBelowTheCard() throws {
            let out = render([card()])
            let below = try #require(out.pixel(x: 200, y: 356))
            #expect(below != background)
            #expect(below.r <= background.r && below.g <= background.g && below.b <= background.b)
        }

        @Test func rotatedCardCoversItsRotatedArea() {
            let turn = AffineTransform.rotation(Double.pi / 6, about: Vector2(200, 200))
            let out = render([card(turn.apply(Self.rect.quad))])
            let inside = turn.apply(Vector2(200, 80)) // near the top edge's middle, carried by the turn
            #expect(out.pixel(x: Int(inside.x), y: Int(inside.y)) == cardColor)
            #expect(out.pixel(x: 200, y: 200) == cardColor)
            #expect(out.pixel(x: 104, y: 54) != cardColor) // the unrotated corner is uncovered
        }

        @Test func opacityFadesTheCard() throws {
            let out = render([card(opacity: 0.5)])
            let p = try #require(out.pixel(x: 200, y: 200))
            #expect(abs(Int(p.r) - (200 + 20) / 2) <= 3)
            #expect(abs(Int(p.g) - (60 + 20) / 2) <= 3)
        }

        @Test func likeStampAppearsInTheUpperLeftAndIsGreen() throws {
            let plain = try render([card(overlay: CardOverlay(direction: .right, strength: 0))]).copy()
            let stamped = render([card(overlay: CardOverlay(direction: .right, strength: 1))])
            var changed = 0, greener = 0, leftHalf = 0
            for y in 50..<350 {
                for x in 100..<300 {
                    guard let a = plain.pixel(x: x, y: y), let b = stamped.pixel(x: x, y: y), a != b else { continue }
                    changed += 1
                    if Int(b.g) > Int(b.r) { greener += 1 }
                    if x < 200 && y < 150 { leftHalf += 1 }
                }
            }
            #expect(changed > 500)
            #expect(greener * 10 >= changed * 8)
            #expect(leftHalf == changed)
        }

        @Test func nopeStampAppearsInTheUpperRight() throws {
            let plain = try render([card()]).copy()
            let stamped = render([card(overlay: CardOverlay(direction: .left, strength: 1))])
            var changedLeft = 0, changedRight = 0
            for y in 50..<200 {
                for x in 100..<300 where plain.pixel(x: x, y: y) != stamped.pixel(x: x, y: y) {
                    if x >= 200 { changedRight += 1 } else { changedLeft += 1 }
                }
            }
            #expect(changedRight > 500)
            #expect(changedRight > changedLeft * 4)
        }

        @Test func cardWithoutTextureGetsARoundedPlaceholder() {
            let out = render([card()], textures: false)
            #expect(out.pixel(x: 200, y: 200) == scenes.style.placeholder)
            #expect(out.pixel(x: 100, y: 50) != scenes.style.placeholder) // corner cut off
        }

        @Test func cardsDrawBackToFront() {
            let front = Rect(x: 150, y: 100, width: 200, height: 300).quad
            renderer.clear(background)
            let scene = Scene(
                cards: [card(), SceneCard(index: 1, quad: front, opacity: 1, overlay: nil, z: 1, isFlying: false)],
                viewport: Size(width: 400, height: 400), isEmpty: false)
            scenes.draw(scene: scene) { $0.index == 0 ? cardTexture : nil }
            #expect(target.pixel(x: 250, y: 250) == scenes.style.placeholder)
            #expect(target.pixel(x: 120, y: 250) == cardColor)
        }

        @Test func stampQuadFollowsTheCard() {
            let q = CardSpace.quad(
                on: Rect(x: 0, y: 0, width: 200, height: 100).quad, center: Vector2(0.5, 0.5),
                size: Size(width: 20, height: 10), angle: 0)
            func near(_ a: Vector2, _ b: Vector2) -> Bool { a.distance(to: b) < 1e-9 }
            #expect(near(q.topLeft, Vector2(90, 45)) && near(q.bottomRight, Vector2(110, 55)))
            let s = CardSpace.shadowQuad(
                for: Rect(x: 0, y: 0, width: 100, height: 100).quad, marginU: 0.1, marginV: 0.2, drop: 3)
            #expect(near(s.topLeft, Vector2(-10, -17)) && near(s.bottomRight, Vector2(110, 123)))
            let turned = CardSpace.quad(
                on: Rect(x: 0, y: 0, width: 200, height: 100).quad, center: Vector2(0.5, 0.5),
                size: Size(width: 20, height: 10), angle: Double.pi / 2)
            #expect(near(turned.topLeft, Vector2(105, 40))) // a quarter turn clockwise
        }

        @Test func readPixelsAndSavePNG() throws {
            _ = render([card()])
            let shot = try renderer.readPixels(PixelRect(x: 190, y: 190, width: 4, height: 4))
            #expect(shot.pixel(x: 1, y: 1) == cardColor)
            let path = TestSDL.temporaryPath("scene.png")
            try renderer.savePNG(path: path)
            #expect(try ImageHeader(path: path).size == PixelSize(width: 400, height: 400))
            #expect(renderer.outputSize == Size(width: 400, height: 400))
        }

        /// Found by the app fuzzer (a stream that turns a card over): each frame of the flip gave the
        /// card a new aspect ratio, so a new shadow was painted every frame — up to 50 times taller than
        /// wide as the card went edge-on — and every one was kept.
        @Test func aCardTurningOverReusesAFewModestShadows() {
            for i in 0...60 {
                let share = max(abs(cos(Double.pi * Double(i) / 60)), 0.02) // FlipGeometry.widthShare
                let w = Self.rect.width * share
                let quad = Rect(x: Self.rect.center.x - w / 2, y: Self.rect.minY, width: w, height: Self.rect.height)
                    .quad
                _ = render([card(quad)], textures: i % 2 == 0)
            }
            #expect(scenes.cachedShadowCount <= 10, "\(scenes.cachedShadowCount) shadows for one flip")
            let tallest = SceneRenderer.aspectKey(Size(width: 1, height: 1000))
            #expect(Double(tallest) <= 340 * SceneRenderer.maxAspect * SceneRenderer.aspectStep)
            #expect(
                SceneRenderer.aspectKey(Size(width: 300, height: 400))
                    == SceneRenderer.aspectKey(Size(width: 301, height: 400)))
        }
    }
}
