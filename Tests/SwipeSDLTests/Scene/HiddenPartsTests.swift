import Foundation
import SwipeCore
import SwipeFormats
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// Leaving out what opaque cards hide (`SceneStyle.skipsHiddenParts`) draws the same picture as
    /// drawing every card, shadow and stamp whole, back to front (up to the software renderer's
    /// sub-pixel sampling of a triangle's texture).
    @Suite struct HiddenPartsTests {
        static let fonts = FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true))

        /// A stack of three cards (the top one turned by `angle` and stamped), drawn with or without skipping.
        static func frame(angle: Double, skipping: Bool, opaque: Bool = true) throws -> Surface {
            let target = try Surface(size: PixelSize(width: 400, height: 400))
            let renderer = try Renderer(softwareTarget: target)
            var style = SceneStyle()
            style.skipsHiddenParts = skipping
            // The middle drawn unblended re-triangulates the top card too (OpaqueCoreTests compares that).
            style.blendsOnlyEdges = false
            let scenes = SceneRenderer(renderer: renderer, fonts: fonts, style: style)
            let colors = [RGBA(40, 120, 200), RGBA(60, 170, 90), RGBA(220, 160, 40)]
            let textures = try colors.map { color in
                let solid = try RoundedRect.surface(
                    size: PixelSize(width: 180, height: 260), radius: 0.04 * 180, color: color)
                let t = try Texture(renderer: renderer, surface: solid)
                t.isOpaqueInside = opaque
                return t
            }
            // Every card a little turned: SDL's software renderer copies an axis-aligned textured rectangle
            // with its own scaler, which samples edges differently from its triangles.
            let turn = AffineTransform.rotation(angle + 0.011, about: Vector2(200, 190))
            let tilt = AffineTransform.rotation(0.013, about: Vector2(200, 200))
            let cards = [
                SceneCard(
                    index: 2, quad: tilt.apply(Rect(x: 115, y: 84, width: 171, height: 247).quad), opacity: 1,
                    overlay: nil, z: 0, isFlying: false),
                SceneCard(
                    index: 1, quad: tilt.apply(Rect(x: 113, y: 72, width: 176, height: 254).quad), opacity: 1,
                    overlay: nil, z: 1, isFlying: false),
                SceneCard(
                    index: 0, quad: turn.apply(Rect(x: 140, y: 40, width: 180, height: 260).quad), opacity: 1,
                    overlay: CardOverlay(direction: .right, strength: 0.7), z: 2, isFlying: false),
            ]
            renderer.clear(RGBA(237, 237, 237))
            scenes.draw(scene: Scene(cards: cards, viewport: Size(width: 400, height: 400), isEmpty: false)) {
                textures[$0.index]
            }
            renderer.present()
            return target
        }

        @Test(arguments: [0.0, Double.pi / 9, -Double.pi / 5, 0.02])
        func skippingHiddenPartsDrawsTheSamePicture(angle: Double) throws {
            _ = TestSDL.context
            let whole = try Self.frame(angle: angle, skipping: false),
                skipped = try Self.frame(angle: angle, skipping: true)
            var differs = [[Bool]](repeating: [Bool](repeating: false, count: 400), count: 400)
            var total = 0, shadowed = 0, greenShown = 0
            for y in 0..<400 {
                for x in 0..<400 {
                    let a = try #require(whole.pixel(x: x, y: y)), b = try #require(skipped.pixel(x: x, y: y))
                    let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    total += d
                    differs[y][x] = d > 40
                    if a.r < 225 && a.r == a.g && a.g == a.b { shadowed += 1 } // grey darker than the background
                    if a.g > 150 && a.r < 80 { greenShown += 1 } // the middle card where it shows
                }
            }
            // SDL's software renderer samples a triangle's texture at the nearest texel, set up in fixed
            // point per triangle: along a card's outline a pixel may take the texel beside the one the
            // whole quad took (a thin line of differences), and a shadow's gradient may shift a few
            // levels. A missing piece of card or shadow differs over an area: no 2×2 block may differ.
            var blocks: [(Int, Int)] = []
            for y in 0..<399 {
                for x in 0..<399 where differs[y][x] && differs[y][x + 1] && differs[y + 1][x] && differs[y + 1][x + 1]
                {
                    blocks.append((x, y))
                }
            }
            #expect(blocks.isEmpty, "\(blocks.count) 2×2 blocks differ, the first at \(blocks.prefix(3))")
            #expect(Double(total) / 160_000 < 1, "mean difference \(Double(total) / 160_000)")
            #expect(shadowed > 100 && greenShown > 100, "the shadows and the middle card are there at all")
        }

        /// Cards that are not opaque inside hide nothing: everything is drawn whole.
        @Test func translucentFacesAreDrawnWhole() throws {
            _ = TestSDL.context
            let whole = try Self.frame(angle: 0.3, skipping: false, opaque: false)
            let skipped = try Self.frame(angle: 0.3, skipping: true, opaque: false)
            for (x, y) in [(200, 200), (150, 100), (230, 320), (120, 330)] {
                #expect(whole.pixel(x: x, y: y) == skipped.pixel(x: x, y: y))
            }
        }
    }
}
