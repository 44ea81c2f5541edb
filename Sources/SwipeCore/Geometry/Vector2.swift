/// A point or a displacement in the plane, in window pixels (x to the right, y downward).
///
/// ```swift
/// let grab = Vector2(120, 80)
/// let moved = grab + Vector2(30, 0)   // (150, 80)
/// ```
public struct Vector2: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal component, pixels; positive is to the right.
    public var x: Double
    /// Vertical component, pixels; positive is downward (window coordinates).
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The origin, (0, 0).
    public static let zero = Vector2(0, 0)

    /// Euclidean length, pixels.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    /// Both components are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Dot product.
    @inlinable public func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }
    /// This vector scaled to length 1; `.zero` stays `.zero`.
    @inlinable public var normalized: Vector2 {
        let l = length
        return l > 0 ? Vector2(x / l, y / l) : .zero
    }
    /// Distance to another point, pixels.
    @inlinable public func distance(to other: Vector2) -> Double { (self - other).length }

    @inlinable public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Vector2, s: Double) -> Vector2 { Vector2(a.x * s, a.y * s) }
    @inlinable public static func * (s: Double, a: Vector2) -> Vector2 { Vector2(a.x * s, a.y * s) }
    @inlinable public static func / (a: Vector2, s: Double) -> Vector2 { Vector2(a.x / s, a.y / s) }
    @inlinable public static prefix func - (a: Vector2) -> Vector2 { Vector2(-a.x, -a.y) }
    @inlinable public static func += (a: inout Vector2, b: Vector2) { a = a + b }
    @inlinable public static func -= (a: inout Vector2, b: Vector2) { a = a - b }

    /// Linear interpolation: `a` at t = 0, `b` at t = 1.
    @inlinable public static func lerp(_ a: Vector2, _ b: Vector2, _ t: Double) -> Vector2 {
        a + (b - a) * t
    }

    public var description: String { "(\(x), \(y))" }
}

/// A width and a height, in pixels.
public struct Size: Hashable, Sendable {
    /// Width, pixels (≥ 0).
    public var width: Double
    /// Height, pixels (≥ 0).
    public var height: Double
    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The point at the centre of a rectangle of this size placed at the origin.
    @inlinable public var center: Vector2 { Vector2(width / 2, height / 2) }
}
