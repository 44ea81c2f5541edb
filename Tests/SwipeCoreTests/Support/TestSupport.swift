import SwipeCore

/// The viewport most controller tests use: the card rests at x 256…544, y 72…456 (288 × 384).
let testViewport = Size(width: 800, height: 600)

/// Largest distance between corresponding corners of two quads, pixels.
func maxDistance(_ a: Quad, _ b: Quad) -> Double {
    zip(a.corners, b.corners).map { $0.distance(to: $1) }.max()!
}

/// Local coordinates (u, v) of `p` in the parallelogram `q` (`Quad.localCoordinates`; NaN when flat).
func localCoordinates(of p: Vector2, in q: Quad) -> (u: Double, v: Double) {
    let uv = q.localCoordinates(of: p) ?? Vector2(.nan, .nan)
    return (uv.x, uv.y)
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
func isClose(_ a: Vector2, _ b: Vector2, _ tolerance: Double) -> Bool { a.distance(to: b) <= tolerance }

extension DeckController {
    mutating func down(_ p: Vector2, at t: Double, _ id: PointerID = .mouse) {
        handle(.pointer(PointerEvent(.down, id, at: p)), at: t)
    }
    mutating func move(_ p: Vector2, at t: Double, _ id: PointerID = .mouse) {
        handle(.pointer(PointerEvent(.move, id, at: p)), at: t)
    }
    mutating func up(_ p: Vector2, at t: Double, _ id: PointerID = .mouse) {
        handle(.pointer(PointerEvent(.up, id, at: p)), at: t)
    }
    /// The scene card that is the top of the stack (last non-flying card), if any.
    var topSceneCard: SceneCard? { scene.cards.last { !$0.isFlying } }
    /// Advances in frames of `step` seconds from the controller's time up to `end`.
    mutating func run(until end: Double, step: Double = 1.0 / 60) {
        var t = time ?? end
        while t < end - 1e-12 { t = min(t + step, end); advance(to: t) }
        advance(to: end)
    }
}

/// Scripts a straight drag: press at `from` at `startTime`, `steps` moves evenly spaced in space and time
/// to `to` over `duration`, each followed by a frame (`advance`), then (if `release`) the release at `to`.
/// `each` sees the controller after every move and its frame. Returns the time of the last event.
@discardableResult
func drag(
    _ c: inout DeckController, from: Vector2, to: Vector2, steps: Int, duration: Double,
    startTime: Double, pointer: PointerID = .mouse, release: Bool = true,
    each: (inout DeckController, Vector2, Double) -> Void = { _, _, _ in }
) -> Double {
    c.down(from, at: startTime, pointer)
    c.advance(to: startTime)
    var t = startTime
    for i in 1...max(steps, 1) {
        let f = Double(i) / Double(max(steps, 1))
        t = startTime + duration * f
        let p = Vector2.lerp(from, to, f)
        c.move(p, at: t, pointer)
        c.advance(to: t)
        each(&c, p, t)
    }
    if release { c.up(to, at: t, pointer) }
    return t
}
