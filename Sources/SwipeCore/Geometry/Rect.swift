/// An axis-aligned rectangle in window pixels.
public struct Rect: Hashable, Sendable {
    /// Top-left corner, pixels.
    public var origin: Vector2
    /// Width and height, pixels.
    public var size: Size

    @inlinable public init(origin: Vector2, size: Size) { self.origin = origin; self.size = size }
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Vector2(x, y), size: Size(width: width, height: height))
    }
    /// A rectangle of `size` whose centre is `center`.
    @inlinable public init(center: Vector2, size: Size) {
        self.init(origin: Vector2(center.x - size.width / 2, center.y - size.height / 2), size: size)
    }

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    /// The centre point, pixels.
    @inlinable public var center: Vector2 { Vector2(origin.x + size.width / 2, origin.y + size.height / 2) }

    /// Whether `p` lies inside or on the edge.
    @inlinable public func contains(_ p: Vector2) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }
    /// Whether the two rectangles share any point.
    @inlinable public func intersects(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
    /// The four corners, clockwise from the top-left, as a quad.
    @inlinable public var quad: Quad {
        Quad(Vector2(minX, minY), Vector2(maxX, minY), Vector2(maxX, maxY), Vector2(minX, maxY))
    }
    /// This rectangle grown by `dx` on the left and right and `dy` on the top and bottom (negative shrinks).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
