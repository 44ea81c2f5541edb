/// Four corners of a card on screen, in window pixels, clockwise from the card's own top-left.
///
/// A card's quad is its rectangle under an affine transform, so it is a parallelogram: the point at
/// local coordinates (u, v) ∈ [0, 1]² is `topLeft + u·(topRight − topLeft) + v·(bottomLeft − topLeft)`.
public struct Quad: Hashable, Sendable {
    public var topLeft: Vector2, topRight: Vector2, bottomRight: Vector2, bottomLeft: Vector2

    @inlinable public init(_ topLeft: Vector2, _ topRight: Vector2, _ bottomRight: Vector2, _ bottomLeft: Vector2) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The corners in order: top-left, top-right, bottom-right, bottom-left.
    @inlinable public var corners: [Vector2] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The point at local coordinates (u, v): (0, 0) is the top-left corner, (1, 1) the bottom-right.
    /// Values outside 0…1 extrapolate (useful for a shadow a few pixels larger than the card).
    @inlinable public func point(u: Double, v: Double) -> Vector2 {
        topLeft + (topRight - topLeft) * u + (bottomLeft - topLeft) * v
    }

    /// The local coordinates (u, v) of `p`, the inverse of `point(u:v:)`; nil when the quad is flat
    /// (its edges parallel, as a card seen edge-on).
    public func localCoordinates(of p: Vector2) -> Vector2? {
        let e1 = topRight - topLeft, e2 = bottomLeft - topLeft, d = p - topLeft
        let det = e1.x * e2.y - e1.y * e2.x
        guard abs(det) > 1e-9 else { return nil }
        return Vector2((d.x * e2.y - d.y * e2.x) / det, (e1.x * d.y - e1.y * d.x) / det)
    }

    /// The mean of the corners, pixels.
    @inlinable public var center: Vector2 {
        (topLeft + topRight + bottomRight + bottomLeft) / 4
    }

    /// The smallest axis-aligned rectangle holding all four corners.
    @inlinable public var boundingBox: Rect {
        let xs = [topLeft.x, topRight.x, bottomRight.x, bottomLeft.x]
        let ys = [topLeft.y, topRight.y, bottomRight.y, bottomLeft.y]
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Every coordinate is finite.
    @inlinable public var isFinite: Bool {
        topLeft.isFinite && topRight.isFinite && bottomRight.isFinite && bottomLeft.isFinite
    }

    /// Whether `p` lies inside the quad or on its edge (convex polygon test).
    public func contains(_ p: Vector2) -> Bool {
        let c = corners
        var sign = 0.0
        for i in 0..<4 {
            let a = c[i], b = c[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    /// Whether the quad shares any point with `rect` (separating-axis test for two convex shapes).
    public func intersects(_ rect: Rect) -> Bool {
        guard boundingBox.intersects(rect) else { return false }
        let mine = corners, theirs = rect.quad.corners
        for poly in [mine, theirs] {
            for i in 0..<4 {
                let e = poly[(i + 1) % 4] - poly[i]
                let axis = Vector2(-e.y, e.x)
                let p1 = mine.map { $0.dot(axis) }, p2 = theirs.map { $0.dot(axis) }
                if p1.max()! < p2.min()! || p2.max()! < p1.min()! { return false }
            }
        }
        return true
    }
}
