import Glibc
import SwipeCore
import Testing

@Suite struct GeometryTests {
    @Test func vectorArithmetic() {
        let a = Vector2(3, 4), b = Vector2(-1, 2)
        #expect(a + b == Vector2(2, 6))
        #expect(a - b == Vector2(4, 2))
        #expect(a * 2 == Vector2(6, 8))
        #expect(2 * a == Vector2(6, 8))
        #expect(a / 2 == Vector2(1.5, 2))
        #expect(-a == Vector2(-3, -4))
        #expect(a.length == 5)
        #expect(a.dot(b) == 5)
        #expect(a.normalized == Vector2(0.6, 0.8))
        #expect(Vector2.zero.normalized == .zero)
        #expect(a.distance(to: b) == (16.0 + 4).squareRoot())
        #expect(Vector2.lerp(a, b, 0.25) == Vector2(2, 3.5))
        #expect(!Vector2(.nan, 0).isFinite && !Vector2(0, .infinity).isFinite && a.isFinite)
    }

    @Test func rectBasics() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.maxX == 40 && r.maxY == 60 && r.center == Vector2(25, 40))
        #expect(Rect(center: Vector2(25, 40), size: Size(width: 30, height: 40)) == r)
        #expect(r.contains(Vector2(10, 20)) && r.contains(Vector2(40, 60)) && r.contains(Vector2(25, 40)))
        #expect(!r.contains(Vector2(9.99, 30)) && !r.contains(Vector2(25, 60.01)))
        #expect(r.intersects(Rect(x: 40, y: 60, width: 5, height: 5)))
        #expect(!r.intersects(Rect(x: 40.5, y: 0, width: 5, height: 100)))
        #expect(r.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 20, height: 20))
        #expect(r.quad.corners == [Vector2(10, 20), Vector2(40, 20), Vector2(40, 60), Vector2(10, 60)])
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        for angle in [0.3, -0.7, Double.pi / 10, 2.5] {
            let p = AffineTransform.rotation(angle).apply(Vector2(1, 0))
            #expect(isClose(p, Vector2(cos(angle), sin(angle)), 1e-12))
        }
        // A quarter turn takes "right" to "down" (y grows downward): clockwise on screen.
        #expect(isClose(AffineTransform.rotation(.pi / 2).apply(Vector2(1, 0)), Vector2(0, 1), 1e-12))
        #expect(isClose(AffineTransform.rotation(.pi / 2).apply(Vector2(0, 1)), Vector2(-1, 0), 1e-12))
    }

    @Test func elementaryTransforms() {
        #expect(AffineTransform.translation(Vector2(5, -2)).apply(Vector2(1, 1)) == Vector2(6, -1))
        #expect(AffineTransform.scale(2, 3).apply(Vector2(1, 1)) == Vector2(2, 3))
        #expect(AffineTransform.identity.apply(Vector2(7, 8)) == Vector2(7, 8))
        let anchor = Vector2(100, 50)
        #expect(isClose(AffineTransform.rotation(1.1, about: anchor).apply(anchor), anchor, 1e-12))
        #expect(isClose(AffineTransform.scale(0.5, about: anchor).apply(anchor), anchor, 1e-12))
        #expect(isClose(AffineTransform.scale(0.5, about: anchor).apply(Vector2(120, 50)), Vector2(110, 50), 1e-12))
        #expect(
            isClose(AffineTransform.rotation(.pi / 2, about: anchor).apply(Vector2(110, 50)), Vector2(100, 60), 1e-12))
        #expect(AffineTransform.scale(2, 3).determinant == 6)
    }

    @Test func thenAppliesSelfFirst() {
        let t = AffineTransform.translation(Vector2(5, 0)), s = AffineTransform.scale(2, 2)
        #expect(t.then(s).apply(Vector2(1, 0)) == Vector2(12, 0))
        #expect(s.then(t).apply(Vector2(1, 0)) == Vector2(7, 0))
        var rng = SplitMix64(seed: 7)
        for _ in 0..<100 {
            let a = randomTransform(&rng), b = randomTransform(&rng)
            let p = Vector2(Double.random(in: -500...500, using: &rng), Double.random(in: -500...500, using: &rng))
            #expect(isClose(a.then(b).apply(p), b.apply(a.apply(p)), 1e-9))
        }
    }

    @Test func inverseRoundTrips() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let t = randomTransform(&rng)
            let inv = try #require(t.inverted)
            let p = Vector2(Double.random(in: -1000...1000, using: &rng), Double.random(in: -1000...1000, using: &rng))
            #expect(isClose(inv.apply(t.apply(p)), p, 1e-8))
            #expect(isClose(t.apply(inv.apply(p)), p, 1e-8))
            let id = t.then(inv)
            #expect(
                isClose(id.a, 1, 1e-9) && isClose(id.b, 0, 1e-9) && isClose(id.c, 0, 1e-9) && isClose(id.d, 1, 1e-9))
            #expect(isClose(id.tx, 0, 1e-8) && isClose(id.ty, 0, 1e-8))
        }
        #expect(AffineTransform.scale(0, 1).inverted == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3).inverted == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
    }

    @Test func quadPointsAndCentre() {
        let q = AffineTransform.rotation(0.4, about: Vector2(50, 50)).apply(
            Rect(x: 0, y: 0, width: 100, height: 60).quad)
        #expect(q.point(u: 0, v: 0) == q.topLeft)
        #expect(isClose(q.point(u: 1, v: 0), q.topRight, 1e-12))
        #expect(isClose(q.point(u: 1, v: 1), q.bottomRight, 1e-12))
        #expect(isClose(q.point(u: 0, v: 1), q.bottomLeft, 1e-12))
        #expect(isClose(q.point(u: 0.5, v: 0.5), q.center, 1e-12))
        // Extrapolation past the edges, and the inverse used by the drag tests.
        let (u, v) = localCoordinates(of: q.point(u: 1.1, v: -0.2), in: q)
        #expect(isClose(u, 1.1, 1e-12) && isClose(v, -0.2, 1e-12))
        let box = Rect(x: 0, y: 0, width: 10, height: 4).quad.boundingBox
        #expect(box == Rect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test func quadContains() {
        let square = Rect(x: 0, y: 0, width: 10, height: 10).quad
        #expect(square.contains(Vector2(5, 5)) && square.contains(Vector2(0, 0)) && square.contains(Vector2(10, 5)))
        #expect(
            !square.contains(Vector2(20, 0)) && !square.contains(Vector2(-0.01, 5))
                && !square.contains(Vector2(5, 10.01)))
        // A diamond: the square turned 45° about its centre. Its bounding box holds (1, 1) but it does not.
        let diamond = AffineTransform.rotation(.pi / 4, about: Vector2(5, 5)).apply(square)
        #expect(diamond.contains(Vector2(5, 5)) && diamond.contains(Vector2(5, 5 - 7)))
        #expect(!diamond.contains(Vector2(1, 1)) && !diamond.contains(Vector2(9, 9)))
        // Counter-clockwise corner order works too.
        let reversed = Quad(square.topLeft, square.bottomLeft, square.bottomRight, square.topRight)
        #expect(reversed.contains(Vector2(5, 5)) && !reversed.contains(Vector2(11, 5)))
    }

    @Test func quadIntersectsRect() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        func diamond(center c: Vector2, radius r: Double) -> Quad {
            Quad(c + Vector2(0, -r), c + Vector2(r, 0), c + Vector2(0, r), c + Vector2(-r, 0))
        }
        // Bounding boxes overlap but the diamond sits beyond the corner: separated along (1, 1).
        #expect(!diamond(center: Vector2(14, 14), radius: 5).intersects(rect))
        #expect(diamond(center: Vector2(12, 12), radius: 5).intersects(rect))
        #expect(diamond(center: Vector2(5, 5), radius: 100).intersects(rect)) // holds the rect
        #expect(diamond(center: Vector2(5, 5), radius: 1).intersects(rect)) // held by the rect
        #expect(!Rect(x: 11, y: 0, width: 5, height: 5).quad.intersects(rect))
        #expect(Rect(x: 10, y: 10, width: 5, height: 5).quad.intersects(rect)) // corners touch
    }
}

func randomTransform(_ rng: inout SplitMix64) -> AffineTransform {
    AffineTransform.scale(Double.random(in: 0.2...3, using: &rng), Double.random(in: 0.2...3, using: &rng))
        .then(.rotation(Double.random(in: -4...4, using: &rng)))
        .then(
            .translation(
                Vector2(Double.random(in: -300...300, using: &rng), Double.random(in: -300...300, using: &rng))))
}
