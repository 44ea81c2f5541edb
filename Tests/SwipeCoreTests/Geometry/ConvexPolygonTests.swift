import SwipeCore
import Testing

@Suite struct ConvexPolygonTests {
    static let square = ConvexPolygon([Vector2(0, 0), Vector2(10, 0), Vector2(10, 10), Vector2(0, 10)])

    @Test func areaAndContainment() {
        #expect(Self.square.area == 100)
        #expect(ConvexPolygon(Self.square.vertices.reversed()).area == 100)
        #expect(Self.square.contains(Vector2(5, 5)) && Self.square.contains(Vector2(10, 5)))
        #expect(!Self.square.contains(Vector2(10.01, 5)) && !Self.square.contains(Vector2(-1, -1)))
        #expect(ConvexPolygon([Vector2(0, 0), Vector2(1, 1)]).area == 0)
    }

    @Test func clippingKeepsTheLeftOfTheLine() {
        // y-up frame: left of the upward line x = 4 is x ≤ 4
        let left = Self.square.clipped(leftOf: Vector2(4, 0), Vector2(4, 1))
        #expect(left.area == 40)
        #expect(left.vertices.allSatisfy { $0.x <= 4 })
        #expect(Self.square.clipped(leftOf: Vector2(4, 1), Vector2(4, 0)).area == 60)
        #expect(Self.square.clipped(leftOf: Vector2(20, 1), Vector2(20, 0)).area == 0)
    }

    @Test func subtractingWhatDoesNotOverlapOrCoversAll() {
        let far = ConvexPolygon([Vector2(20, 0), Vector2(30, 0), Vector2(30, 10)])
        #expect(Self.square.subtracting(far) == [Self.square])
        let cover = ConvexPolygon([Vector2(-1, -1), Vector2(11, -1), Vector2(11, 11), Vector2(-1, 11)])
        #expect(Self.square.subtracting(cover).isEmpty)
        #expect(Self.square.subtracting([cover, far]).isEmpty)
    }

    @Test func subtractingAHoleLeavesAFrameOfFourPieces() {
        let hole = ConvexPolygon([Vector2(3, 3), Vector2(7, 3), Vector2(7, 7), Vector2(3, 7)])
        let pieces = Self.square.subtracting(hole)
        #expect(pieces.count == 4)
        #expect(abs(pieces.map(\.area).reduce(0, +) - 84) < 1e-9)
    }

    /// Random convex polygons (rotated rectangles and octagons): the pieces of A − B are convex, lie in
    /// A and outside B, do not overlap, and their areas add up to area(A) − area(A ∩ B).
    @Test func subtractionPartitionsWhatIsLeft() {
        var rng = SplitMix64(seed: 0x5eed_c0de)
        for round in 0..<400 {
            let a = Self.randomConvex(&rng), b = Self.randomConvex(&rng)
            let pieces = a.subtracting(b)
            let overlap = Self.intersection(a, b).area
            let total = pieces.map(\.area).reduce(0, +)
            #expect(
                abs(total - (a.area - overlap)) < 1e-6 * max(1, a.area),
                "round \(round): \(total) vs \(a.area) − \(overlap)")
            for piece in pieces {
                #expect(Self.isConvex(piece), "round \(round): a piece is not convex")
            }
            for _ in 0..<60 {
                let p = Vector2(Double.random(in: -60...160, using: &rng), Double.random(in: -60...160, using: &rng))
                let inPieces = pieces.filter { $0.contains(p) }.count
                let expected = a.contains(p) && !b.contains(p) ? 1 : 0
                // points within a hair of an edge may count for both sides
                let nearEdge = (pieces + [a, b]).contains { Self.distanceToBoundary(p, $0) < 1e-6 }
                if !nearEdge {
                    #expect(inPieces == expected, "round \(round): \(p) in \(inPieces) pieces, expected \(expected)")
                }
            }
        }
    }

    /// Many small occluders scattered over a polygon would split it without end: the splitting stops
    /// past `maxPieces`, and the pieces still cover everything that shows.
    @Test func splittingIsBounded() {
        let big = ConvexPolygon([Vector2(0, 0), Vector2(100, 0), Vector2(100, 100), Vector2(0, 100)])
        let holes = (0..<9).map { i -> ConvexPolygon in
            let x = Double(i % 3) * 30 + 10, y = Double(i / 3) * 30 + 10
            return ConvexPolygon([Vector2(x, y), Vector2(x + 10, y), Vector2(x + 10, y + 10), Vector2(x, y + 10)])
        }
        let pieces = big.subtracting(holes, maxPieces: 12)
        #expect(pieces.count > 12 && pieces.count <= 12 * 4)
        let covered: Double = pieces.map(\.area).reduce(0, +)
        #expect(covered >= 10_000.0 - 900.0 - 1e-6)
        for p in [Vector2(5, 5), Vector2(95, 95), Vector2(25, 50), Vector2(50, 25)] { // visible spots
            #expect(pieces.contains { $0.contains(p) }, "\(p) shows and must be covered")
        }
        let unbounded: Double = big.subtracting(holes).map(\.area).reduce(0, +)
        #expect(unbounded < 10_000.0)
    }

    @Test func conformingAddsTJunctionVerticesToTheLongerEdge() {
        let left = ConvexPolygon([Vector2(0, 0), Vector2(4, 0), Vector2(4, 10), Vector2(0, 10)])
        let upper = ConvexPolygon([Vector2(4, 0), Vector2(8, 0), Vector2(8, 5), Vector2(4, 5)])
        let lower = ConvexPolygon([Vector2(4, 5), Vector2(8, 5), Vector2(8, 10), Vector2(4, 10)])
        let fixed = ConvexPolygon.conforming([left, upper, lower])
        #expect(fixed[0].vertices == [Vector2(0, 0), Vector2(4, 0), Vector2(4, 5), Vector2(4, 10), Vector2(0, 10)])
        #expect(fixed[1] == upper && fixed[2] == lower)
        #expect(fixed[0].area == left.area)
    }

    /// After `conforming`, no vertex of any piece lies inside an edge of another (the pieces of a
    /// random subtraction, which has T-junctions wherever an occluder's corner lies inside the polygon).
    @Test func conformingPiecesShareWholeEdges() {
        var rng = SplitMix64(seed: 77)
        for round in 0..<200 {
            let pieces = ConvexPolygon.conforming(Self.randomConvex(&rng).subtracting(Self.randomConvex(&rng)))
            let all = pieces.flatMap(\.vertices)
            for piece in pieces {
                #expect(Self.isConvex(piece))
                let n = piece.vertices.count
                for i in 0..<n {
                    let a = piece.vertices[i], b = piece.vertices[(i + 1) % n], d = b - a
                    for p in all where p != a && p != b {
                        let t = (p - a).dot(d) / d.dot(d)
                        let off = abs(d.x * (p.y - a.y) - d.y * (p.x - a.x)) / d.length
                        #expect(!(t > 1e-6 && t < 1 - 1e-6 && off < 1e-7), "round \(round): \(p) inside edge \(a)–\(b)")
                    }
                }
            }
        }
    }

    @Test func quadLocalCoordinatesInvertPoint() {
        let q = AffineTransform.rotation(0.4, about: Vector2(50, 50)).apply(
            Rect(x: 10, y: 20, width: 80, height: 120).quad)
        for (u, v) in [(0.0, 0.0), (1.0, 0.0), (0.3, 0.9), (-0.1, 1.2)] {
            let back = try! #require(q.localCoordinates(of: q.point(u: u, v: v)))
            #expect(abs(back.x - u) < 1e-12 && abs(back.y - v) < 1e-12)
        }
        let flat = Quad(Vector2(0, 0), Vector2(10, 0), Vector2(20, 0), Vector2(10, 0))
        #expect(flat.localCoordinates(of: Vector2(5, 0)) == nil)
    }

    // MARK: helpers

    static func randomConvex(_ rng: inout SplitMix64) -> ConvexPolygon {
        let center = Vector2(Double.random(in: 0...100, using: &rng), Double.random(in: 0...100, using: &rng))
        let w = Double.random(in: 5...80, using: &rng), h = Double.random(in: 5...80, using: &rng)
        let quad = AffineTransform.rotation(Double.random(in: -3...3, using: &rng), about: center)
            .apply(Rect(center: center, size: Size(width: w, height: h)).quad)
        if Bool.random(using: &rng) { return ConvexPolygon(quad) }
        return Occlusion.opaqueCore(of: quad, cornerRadius: 0.1) ?? ConvexPolygon(quad)
    }

    static func intersection(_ a: ConvexPolygon, _ b: ConvexPolygon) -> ConvexPolygon {
        let ring = b.doubleSignedArea > 0 ? b.vertices : b.vertices.reversed()
        var out = a
        for i in ring.indices { out = out.clipped(leftOf: ring[i], ring[(i + 1) % ring.count]) }
        return out
    }

    static func isConvex(_ p: ConvexPolygon) -> Bool {
        let v = p.vertices, n = v.count
        guard n >= 3 else { return false }
        let turn = p.doubleSignedArea
        return (0..<n).allSatisfy { i in
            let a = v[i], b = v[(i + 1) % n], c = v[(i + 2) % n]
            let sine =
                ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x))
                / max(a.distance(to: b) * b.distance(to: c), 1e-300)
            return sine * (turn > 0 ? 1 : -1) >= -1e-9 // collinear vertices (added by conforming) turn by ~1e-15
        }
    }

    static func distanceToBoundary(_ p: Vector2, _ poly: ConvexPolygon) -> Double {
        let v = poly.vertices
        return v.indices.map { i -> Double in
            let a = v[i], b = v[(i + 1) % v.count], d = b - a
            let t = max(0, min(1, (p - a).dot(d) / max(d.dot(d), 1e-300)))
            return p.distance(to: a + d * t)
        }.min() ?? .infinity
    }
}
