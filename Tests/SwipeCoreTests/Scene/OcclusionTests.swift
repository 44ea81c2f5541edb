import SwipeCore
import Testing

@Suite struct OcclusionTests {
    /// Distance from `p` (card pixels) to the outside of a w × h rounded rectangle of radius r; negative outside.
    static func depthInside(_ p: Vector2, w: Double, h: Double, r: Double) -> Double {
        let cx = min(max(p.x, r), w - r), cy = min(max(p.y, r), h - r)
        if cx == p.x || cy == p.y { return min(p.x, p.y, w - p.x, h - p.y) }
        return r - p.distance(to: Vector2(cx, cy))
    }

    /// Every point of the core is at least `edgeInset` inside the card's rounded rectangle, whatever
    /// the card's turn; and the core covers most of the card.
    @Test(arguments: [0.0, 0.3, -1.2, 2.5])
    func coreLiesEdgeInsetInsideTheRoundedCard(angle: Double) throws {
        let w = 300.0, h = 420.0, radius = 0.04
        let quad = AffineTransform.rotation(angle, about: Vector2(400, 300)).apply(
            Rect(x: 250, y: 90, width: w, height: h).quad)
        let core = try #require(Occlusion.opaqueCore(of: quad, cornerRadius: radius))
        #expect(core.vertices.count == 8)
        #expect(Set(core.vertices).count == 8)
        // walk the core's boundary: local card pixels must stay inside by edgeInset
        for i in core.vertices.indices {
            let a = core.vertices[i], b = core.vertices[(i + 1) % 8]
            for step in 0...20 {
                let p = Vector2.lerp(a, b, Double(step) / 20)
                let uv = try #require(quad.localCoordinates(of: p))
                let depth = Self.depthInside(Vector2(uv.x * w, uv.y * h), w: w, h: h, r: radius * w)
                #expect(depth >= Occlusion.edgeInset - 1e-9, "\(p) is \(depth) px inside")
            }
        }
        #expect(core.area > 0.95 * w * h)
    }

    @Test func squareCornersGiveTheCardShrunkByTheInset() throws {
        let core = try #require(
            Occlusion.opaqueCore(of: Rect(x: 10, y: 20, width: 100, height: 50).quad, cornerRadius: 0))
        #expect(core.vertices == [Vector2(12, 22), Vector2(108, 22), Vector2(108, 68), Vector2(12, 68)])
    }

    @Test func thinOrBrokenCardsHaveNoCore() {
        let edgeOn = Rect(x: 100, y: 100, width: 6, height: 400).quad
        #expect(Occlusion.opaqueCore(of: edgeOn, cornerRadius: 0.04) == nil)
        let broken = Quad(Vector2(.nan, 0), Vector2(1, 0), Vector2(1, 1), Vector2(0, 1))
        #expect(Occlusion.opaqueCore(of: broken, cornerRadius: 0.04) == nil)
    }

    static func card(_ index: Int, _ rect: Rect, opacity: Double = 1) -> SceneCard {
        SceneCard(index: index, quad: rect.quad, opacity: opacity, overlay: nil, z: index, isFlying: false)
    }

    @Test func eachCardIsCoveredByTheOpaqueCardsInFront() {
        let cards = [
            Self.card(2, Rect(x: 0, y: 20, width: 200, height: 300)),
            Self.card(1, Rect(x: 0, y: 10, width: 200, height: 300)),
            Self.card(0, Rect(x: 0, y: 0, width: 200, height: 300)),
        ]
        let covers = Occlusion.covers(of: cards, cornerRadius: 0.04, opaque: [true, true, true])
        let cores = cards.map { Occlusion.opaqueCore(of: $0.quad, cornerRadius: 0.04) }
        #expect(covers.map(\.inFront.count) == [2, 1, 0])
        #expect(covers[0].inFront == [cores[1]!, cores[2]!])
        #expect(covers[0].core == cores[0] && covers[0].overShadow == [cores[0]!, cores[1]!, cores[2]!])
        #expect(covers[2].overShadow == [cores[2]!])
    }

    @Test func translucentCardsHideNothing() {
        let cards = [
            Self.card(1, Rect(x: 0, y: 10, width: 200, height: 300)),
            Self.card(0, Rect(x: 0, y: 0, width: 200, height: 300), opacity: 0.99),
        ]
        #expect(Occlusion.covers(of: cards, cornerRadius: 0.04, opaque: [true, true]).map(\.inFront.count) == [0, 0])
        #expect(
            Occlusion.covers(
                of: cards.map {
                    var c = $0; c.opacity = 1; return c
                }, cornerRadius: 0.04,
                opaque: [true, false]
            ).map(\.inFront.count) == [0, 0])
        #expect(Occlusion.covers(of: cards, cornerRadius: 0.04, opaque: []).allSatisfy { $0.core == nil })
    }
}
