import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// The opaque middle of an opaque card is drawn without blending (`SceneStyle.blendsOnlyEdges`):
    /// the same picture as blending it all, and blending really is off there.
    @Suite struct OpaqueCoreTests {
        static let fonts = FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true))
        static let side = 400

        /// Three stacked cards of `color` faces (the top one turned by `angle`, stamped, at `opacity`),
        /// on a red background, drawn with or without blending only the edges.
        static func frame(
            angle: Double, onlyEdges: Bool, face: RGBA = RGBA(40, 120, 200), lying: Bool = false, opacity: Double = 1
        ) throws -> Surface {
            let target = try Surface(size: PixelSize(width: side, height: side))
            let renderer = try Renderer(softwareTarget: target)
            var style = SceneStyle()
            style.blendsOnlyEdges = onlyEdges
            let scenes = SceneRenderer(renderer: renderer, fonts: fonts, style: style)
            let colors = [RGBA(60, 170, 90), RGBA(220, 160, 40), face]
            let textures = try colors.map { color in
                let t = try Texture(
                    renderer: renderer,
                    card: RoundedRect.surface(
                        size: PixelSize(width: 180, height: 260), radius: 0.04 * 180, color: color))
                t.isOpaqueInside = color.a == 255 || lying
                return t
            }
            let turn = AffineTransform.rotation(angle + 0.011, about: Vector2(200, 190))
            let tilt = AffineTransform.rotation(0.013, about: Vector2(200, 200))
            let cards = [
                SceneCard(
                    index: 0, quad: tilt.apply(Rect(x: 115, y: 84, width: 171, height: 247).quad), opacity: 1,
                    overlay: nil, z: 0, isFlying: false),
                SceneCard(
                    index: 1, quad: tilt.apply(Rect(x: 113, y: 72, width: 176, height: 254).quad), opacity: 1,
                    overlay: nil, z: 1, isFlying: false),
                SceneCard(
                    index: 2, quad: turn.apply(Rect(x: 140, y: 40, width: 180, height: 260).quad), opacity: opacity,
                    overlay: CardOverlay(direction: .left, strength: 0.8), z: 2, isFlying: false),
            ]
            renderer.clear(RGBA(230, 30, 30))
            scenes.draw(scene: Scene(cards: cards, viewport: Size(width: 400, height: 400), isEmpty: false)) {
                textures[$0.index]
            }
            renderer.present()
            return target
        }

        /// Pixels that differ by more than 40 in a channel, as 2×2 blocks (a missing piece of card or
        /// a gap between the middle and the rim differs over an area; an edge's sampling differs along
        /// a line), and the mean difference.
        static func compare(_ a: Surface, _ b: Surface) throws -> (blocks: Int, mean: Double) {
            var differs = [[Bool]](repeating: [Bool](repeating: false, count: side), count: side)
            var total = 0
            for y in 0..<side {
                for x in 0..<side {
                    let p = try #require(a.pixel(x: x, y: y)), q = try #require(b.pixel(x: x, y: y))
                    let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                    total += d
                    differs[y][x] = d > 40
                }
            }
            var blocks = 0
            for y in 0..<(side - 1) {
                for x in 0..<(side - 1)
                where differs[y][x] && differs[y][x + 1] && differs[y + 1][x] && differs[y + 1][x + 1] {
                    blocks += 1
                }
            }
            return (blocks, Double(total) / Double(side * side))
        }

        @Test(arguments: [0.0, Double.pi / 9, -Double.pi / 5, 0.02, 1.3])
        func blendingOnlyTheEdgesDrawsTheSamePicture(angle: Double) throws {
            _ = TestSDL.context
            let blended = try Self.frame(angle: angle, onlyEdges: false)
            let split = try Self.frame(angle: angle, onlyEdges: true)
            let diff = try Self.compare(blended, split)
            #expect(diff.blocks == 0, "\(diff.blocks) 2×2 blocks differ")
            #expect(diff.mean < 0.5, "mean difference \(diff.mean)")
            // The top card's middle is its face, not the red background: nothing left out.
            let c = AffineTransform.rotation(angle + 0.011, about: Vector2(200, 190)).apply(Vector2(230, 170))
            #expect(split.pixel(x: Int(c.x), y: Int(c.y)) == RGBA(40, 120, 200))
        }

        /// A face that says it is opaque inside but is half transparent shows whether blending is off in
        /// its middle: blended, the red background shows through; written, it does not.
        @Test func theMiddleIsWrittenNotBlended() throws {
            _ = TestSDL.context
            let halfBlue = RGBA(40, 120, 200, 128)
            let split = try Self.frame(angle: 0, onlyEdges: true, face: halfBlue, lying: true)
            let blended = try Self.frame(angle: 0, onlyEdges: false, face: halfBlue, lying: true)
            let middle = try #require(split.pixel(x: 230, y: 170)), mixed = try #require(blended.pixel(x: 230, y: 170))
            #expect(middle.r == 40 && middle.g == 120 && middle.b == 200, "written: \(middle)")
            #expect(mixed.r > 100, "blended with the red beneath: \(mixed)")
        }

        /// A card fading (opacity below 1) is blended all over, its middle too.
        @Test func aFadingCardIsBlendedAllOver() throws {
            _ = TestSDL.context
            let fading = try Self.frame(angle: 0, onlyEdges: true, opacity: 0.5)
            let middle = try #require(fading.pixel(x: 230, y: 170))
            #expect(middle.r > 100 && middle.b < 200, "the red background shows through: \(middle)")
        }
    }
}
