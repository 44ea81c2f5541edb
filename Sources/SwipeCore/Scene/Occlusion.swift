/// Which parts of a scene are hidden behind opaque cards, so a renderer can leave them out. Pure.
///
/// On a software rasteriser every drawn pixel costs, and a stack draws its cards back to front, most
/// of each card beneath only to cover it again. Drawing a card's shadow and face minus the opaque
/// middles of the cards in front gives the same picture for a fraction of the pixels.
public enum Occlusion {
    /// How far inside a card's edge its opaque core starts, pixels: the edge's anti-aliasing and
    /// bilinear sampling reach about one pixel in. 2.
    public static let edgeInset = 2.0

    /// The part of a card sure to be opaque (when its face is): its rounded rectangle (corner radius
    /// `cornerRadius` × its width, the `CardStyle` convention) shrunk by `edgeInset`, each rounded corner
    /// cut off along the chord between the ends of its arc: an octagon inside the card (a rectangle when
    /// the radius is no more than `edgeInset`). Nil when the card is too thin to have one (seen nearly
    /// edge-on while it turns over) or not finite.
    public static func opaqueCore(of quad: Quad, cornerRadius: Double) -> ConvexPolygon? {
        guard quad.isFinite else { return nil }
        let w = quad.topLeft.distance(to: quad.topRight), h = quad.topLeft.distance(to: quad.bottomLeft)
        let d = edgeInset, r = max(cornerRadius * w, d)
        guard w > 2 * r + 2 * d, h > 2 * r + 2 * d else { return nil }
        let du = d / w, dv = d / h, ru = r / w, rv = r / h
        let local: [(Double, Double)] =
            r > d
            ? [
                (ru, dv), (1 - ru, dv), (1 - du, rv), (1 - du, 1 - rv), (1 - ru, 1 - dv), (ru, 1 - dv), (du, 1 - rv),
                (du, rv),
            ]
            : [(du, dv), (1 - du, dv), (1 - du, 1 - dv), (du, 1 - dv)] // square corners: the card shrunk by d
        return ConvexPolygon(local.map { quad.point(u: $0.0, v: $0.1) })
    }

    /// What hides each card of a scene.
    public struct Cover: Hashable, Sendable {
        /// The card's own opaque core (it hides the middle of its own shadow); nil when it has none.
        public var core: ConvexPolygon?
        /// The opaque cores of the cards drawn after it, nearest first.
        public var inFront: [ConvexPolygon]
        public init(core: ConvexPolygon?, inFront: [ConvexPolygon]) { self.core = core; self.inFront = inFront }
        /// What hides its shadow: its own core and the cards in front.
        public var overShadow: [ConvexPolygon] { (core.map { [$0] } ?? []) + inFront }
    }

    /// For each of `cards` (back to front, as `Scene.cards`), what covers it. A card hides what lies
    /// behind it when it is fully opaque (`opacity` ≥ 1) and `opaque[k]` says its face is opaque inside
    /// its rounded corners (`opaque` has one flag per card; a missing flag counts as false).
    public static func covers(of cards: [SceneCard], cornerRadius: Double, opaque: [Bool]) -> [Cover] {
        let cores = cards.indices.map { k in
            cards[k].opacity >= 1 && k < opaque.count && opaque[k]
                ? opaqueCore(of: cards[k].quad, cornerRadius: cornerRadius) : nil
        }
        var result: [Cover] = []
        result.reserveCapacity(cards.count)
        var inFront: [ConvexPolygon] = []
        for k in cards.indices.reversed() {
            result.append(Cover(core: cores[k], inFront: inFront))
            if let core = cores[k] { inFront.insert(core, at: 0) }
        }
        return result.reversed()
    }
}
