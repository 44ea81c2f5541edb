/// A convex polygon in pixels, its vertices in order around it (either way round). Pure value.
///
/// Used to leave out what is hidden: the part of a card behind an opaque card in front of it is
/// `card.subtracting(front)`, a few convex pieces that are cheap to fill as triangle fans.
public struct ConvexPolygon: Hashable, Sendable {
    public var vertices: [Vector2]

    @inlinable public init(_ vertices: [Vector2]) { self.vertices = vertices }

    /// The quad's four corners.
    public init(_ quad: Quad) { vertices = quad.corners }

    /// Twice the signed area (shoelace): positive when the vertices run counter-clockwise in a y-up
    /// frame (clockwise on a y-down screen).
    public var doubleSignedArea: Double {
        guard vertices.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = vertices[vertices.count - 1]
        for v in vertices {
            sum += previous.x * v.y - v.x * previous.y
            previous = v
        }
        return sum
    }

    /// Area, square pixels (0 for fewer than three vertices).
    public var area: Double { abs(doubleSignedArea) / 2 }

    /// The smallest axis-aligned rectangle holding every vertex; nil when there are none.
    public var boundingBox: Rect? {
        guard let first = vertices.first else { return nil }
        var lo = first, hi = first
        for v in vertices.dropFirst() {
            lo = Vector2(min(lo.x, v.x), min(lo.y, v.y)); hi = Vector2(max(hi.x, v.x), max(hi.y, v.y))
        }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The part on the left of the directed line through `a` and `b` (in a y-up frame: where
    /// `cross(b − a, p − a) ≥ 0`), by clipping against that half-plane (Sutherland–Hodgman, one edge).
    public func clipped(leftOf a: Vector2, _ b: Vector2) -> ConvexPolygon {
        let d = b - a
        func side(_ p: Vector2) -> Double { d.x * (p.y - a.y) - d.y * (p.x - a.x) }
        var out: [Vector2] = []
        out.reserveCapacity(vertices.count + 1)
        guard var previous = vertices.last else { return self }
        var previousSide = side(previous)
        for v in vertices {
            let s = side(v)
            if s >= 0 {
                if previousSide < 0 && s > 0 {
                    out.append(Vector2.lerp(previous, v, previousSide / (previousSide - s)))
                }
                out.append(v)
            } else if previousSide >= 0 {
                if previousSide > 0 { out.append(Vector2.lerp(previous, v, previousSide / (previousSide - s))) }
            }
            previous = v; previousSide = s
        }
        return ConvexPolygon(out)
    }

    /// Pieces no smaller than this are kept by `subtracting`, square pixels: thinner slivers are where
    /// two edges nearly meet, and leaving them out changes no pixel. 1e-6.
    public static let negligibleArea = 1e-6

    /// What is left of this polygon once `occluder` (convex) is taken away: at most one convex piece per
    /// edge of the occluder, not overlapping, together covering exactly `self` minus `occluder`.
    /// `[self]` when they do not overlap; `[]` when the occluder covers it all.
    public func subtracting(_ occluder: ConvexPolygon) -> [ConvexPolygon] {
        guard occluder.vertices.count >= 3, vertices.count >= 3, let mine = boundingBox,
            let theirs = occluder.boundingBox,
            mine.intersects(theirs)
        else { return [self] }
        let turn = occluder.doubleSignedArea
        guard turn != 0 else { return [self] }
        let ring = turn > 0 ? occluder.vertices : occluder.vertices.reversed()
        var pieces: [ConvexPolygon] = []
        var rest = self
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count]
            guard a.distance(to: b) > 1e-9 else { continue } // a repeated vertex has no side
            let outside = rest.clipped(leftOf: b, a)
            if outside.area > Self.negligibleArea { pieces.append(outside) }
            rest = rest.clipped(leftOf: a, b)
            if rest.area <= Self.negligibleArea { return pieces }
        }
        return pieces
    }

    /// `self` minus each of `occluders` in turn: the visible pieces of something behind all of them.
    /// Each occluder can split every piece in up to four, so once there are more than `maxPieces`
    /// the remaining occluders are not taken away: the pieces then cover more than what shows (still
    /// right to draw under the occluders, only less saving), and the work stays bounded.
    public func subtracting(_ occluders: [ConvexPolygon], maxPieces: Int = ConvexPolygon.maxPieces) -> [ConvexPolygon] {
        var pieces = [self]
        for occluder in occluders {
            pieces = pieces.flatMap { $0.subtracting(occluder) }
            if pieces.isEmpty || pieces.count > maxPieces { break }
        }
        return pieces
    }

    /// Pieces beyond which `subtracting(_:maxPieces:)` stops splitting. 48 (a stack of five cards
    /// leaves a few each).
    public static let maxPieces = 48

    /// Whether `p` lies inside or on the edge.
    public func contains(_ p: Vector2) -> Bool {
        guard vertices.count >= 3 else { return false }
        let turn = doubleSignedArea
        var previous = vertices[vertices.count - 1]
        for v in vertices {
            let cross = (v.x - previous.x) * (p.y - previous.y) - (v.y - previous.y) * (p.x - previous.x)
            if cross * turn < 0 { return false }
            previous = v
        }
        return true
    }

    /// The mean of the vertices: strictly inside a polygon of positive area.
    public var centroid: Vector2 {
        guard !vertices.isEmpty else { return .zero }
        return vertices.reduce(Vector2.zero, +) / Double(vertices.count)
    }

    /// `pieces` with every vertex of one piece that lies inside an edge of another added to that edge,
    /// so neighbouring pieces share whole edges (no T-junctions). A rasteriser then covers each pixel
    /// of their union exactly once; with a T-junction, the rounding of the lone vertex can leave a
    /// pixel uncovered or covered twice along the edge. The added vertices are collinear, so the
    /// pieces stay convex; fill them as fans around their `centroid`, which keeps every edge whole.
    public static func conforming(_ pieces: [ConvexPolygon]) -> [ConvexPolygon] {
        guard pieces.count > 1 else { return pieces }
        let all = pieces.flatMap(\.vertices)
        return pieces.map { piece in
            var out: [Vector2] = []
            let n = piece.vertices.count
            for i in 0..<n {
                let a = piece.vertices[i], b = piece.vertices[(i + 1) % n]
                out.append(a)
                let d = b - a, length2 = d.dot(d)
                guard length2 > 0 else { continue }
                var inside: [(t: Double, p: Vector2)] = []
                for p in all where p != a && p != b {
                    let t = (p - a).dot(d) / length2
                    guard t > 1e-9, t < 1 - 1e-9 else { continue }
                    let offLine = abs(d.x * (p.y - a.y) - d.y * (p.x - a.x)) / length2.squareRoot()
                    if offLine < Self.onEdgeTolerance, !inside.contains(where: { $0.p == p }) { inside.append((t, p)) }
                }
                out += inside.sorted { $0.t < $1.t }.map(\.p)
            }
            return ConvexPolygon(out)
        }
    }

    /// How far from an edge a vertex may be and still count as on it, pixels. 1e-6: clipping puts
    /// the vertices it makes within about 1e-12 of the edge they came from.
    public static let onEdgeTolerance = 1e-6

}
