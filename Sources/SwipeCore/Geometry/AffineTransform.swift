/// A 2-D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), in window pixels.
///
/// Composition reads like function application: `t1.then(t2)` applies `t1` first, then `t2`.
/// A positive rotation angle turns clockwise on screen (y points down).
///
/// ```swift
/// // rotate by θ about an anchor point, then move by the drag
/// let t = AffineTransform.rotation(θ, about: anchor).then(.translation(drag))
/// ```
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Moves every point by `v` pixels.
    @inlinable public static func translation(_ v: Vector2) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: v.x, ty: v.y)
    }
    /// Rotates by `angle` radians (clockwise on screen) about the origin.
    @inlinable public static func rotation(_ angle: Double) -> AffineTransform {
        let cs = cos(angle), sn = sin(angle)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    /// Scales by `sx`, `sy` about the origin.
    @inlinable public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// Rotates by `angle` radians about `anchor`, which stays where it is.
    @inlinable public static func rotation(_ angle: Double, about anchor: Vector2) -> AffineTransform {
        translation(-anchor).then(rotation(angle)).then(translation(anchor))
    }
    /// Scales uniformly by `s` about `anchor`, which stays where it is.
    @inlinable public static func scale(_ s: Double, about anchor: Vector2) -> AffineTransform {
        translation(-anchor).then(scale(s, s)).then(translation(anchor))
    }

    /// The transform that applies `self` first and `next` after it.
    @inlinable public func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: next.a * a + next.c * b, b: next.b * a + next.d * b,
            c: next.a * c + next.c * d, d: next.b * c + next.d * d,
            tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    /// Determinant of the linear part; 0 means the transform cannot be inverted.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The inverse transform, or nil when the determinant is (nearly) zero.
    @inlinable public var inverted: AffineTransform? {
        let det = determinant
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// Where `p` goes.
    @inlinable public func apply(_ p: Vector2) -> Vector2 {
        Vector2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
    /// Where the four corners of `quad` go.
    @inlinable public func apply(_ quad: Quad) -> Quad {
        Quad(apply(quad.topLeft), apply(quad.topRight), apply(quad.bottomRight), apply(quad.bottomLeft))
    }
    /// All six coefficients are finite.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
