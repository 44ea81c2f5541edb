import SwipeCore

/// A card's shadow drawn as a ring: the part of the shadow that lies under the card's opaque middle is
/// hidden by the card anyway, so it is left out. On a software rasteriser (llvmpipe) the shadow was
/// half of a frame's work; the ring keeps about a fifth of its pixels and draws the same picture.
public enum ShadowRing {
    /// The hole in the shadow texture's coordinates (0…1 across the shadow quad): the card's rectangle
    /// shrunk by `inset` pixels on every side, or nil when nothing is left.
    ///
    /// `inset` must cover the card's rounded corners and how far the shadow is moved against the card
    /// (its screen-space drop, in any direction once the card turns): `cornerRadius + drop` does.
    /// `marginU`/`marginV` are the shadow's margins as fractions of the card's width and height.
    public static func hole(cardSize: Size, marginU: Double, marginV: Double, inset: Double) -> Rect? {
        guard cardSize.width > 0, cardSize.height > 0 else { return nil }
        let a = inset / cardSize.width, b = inset / cardSize.height
        guard a < 0.5, b < 0.5 else { return nil }
        let spanU = 1 + 2 * marginU, spanV = 1 + 2 * marginV
        let s0 = (marginU + a) / spanU, s1 = (marginU + 1 - a) / spanU
        let t0 = (marginV + b) / spanV, t1 = (marginV + 1 - b) / spanV
        return Rect(x: s0, y: t0, width: s1 - s0, height: t1 - t0)
    }

    /// The 16 vertices of a 4×4 grid over `quad` whose middle cell is `hole` (texture coordinates 0…1).
    public static func vertices(_ quad: Quad, hole: Rect, color: RGBA) -> [SDL_Vertex] {
        let c = color.sdl
        let ss = [0, hole.minX, hole.maxX, 1], ts = [0, hole.minY, hole.maxY, 1]
        var out: [SDL_Vertex] = []
        out.reserveCapacity(16)
        for t in ts {
            for s in ss {
                let p = quad.point(u: s, v: t)
                out.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: c,
                                      tex_coord: SDL_FPoint(x: Float(s), y: Float(t))))
            }
        }
        return out
    }

    /// Triangles of the eight grid cells around the middle one (16 triangles).
    public static let indices: [Int32] = {
        var out: [Int32] = []
        for row in 0..<3 {
            for column in 0..<3 where !(row == 1 && column == 1) {
                let a = Int32(row * 4 + column), b = a + 1, c = a + 5, d = a + 4
                out += [a, b, c, a, c, d]
            }
        }
        return out
    }()
}
