internal import CSDL2
import SwipeCore

/// Geometry in a card's own frame, mapped to the screen through its quad. Pure.
public enum CardSpace {
    /// The card's width and height in screen pixels (lengths of its top and left edges).
    public static func size(of card: Quad) -> Size {
        Size(width: card.topLeft.distance(to: card.topRight), height: card.topLeft.distance(to: card.bottomLeft))
    }

    /// A rectangle drawn on the card: centre at `center` (fractions 0…1 of the card's width and height),
    /// `size` in card pixels, turned by `angle` radians (clockwise) about its centre — then carried to the
    /// screen by the card's quad, so it moves, turns and scales with the card.
    public static func quad(on card: Quad, center: Vector2, size: Size, angle: Double) -> Quad {
        let s = self.size(of: card)
        guard s.width > 0, s.height > 0 else { return card }
        let c = Vector2(center.x * s.width, center.y * s.height)
        let turn = AffineTransform.rotation(angle, about: c)
        func map(_ dx: Double, _ dy: Double) -> Vector2 {
            let local = turn.apply(c + Vector2(dx * size.width / 2, dy * size.height / 2))
            return card.point(u: local.x / s.width, v: local.y / s.height)
        }
        return Quad(map(-1, -1), map(1, -1), map(1, 1), map(-1, 1))
    }

    /// The card's quad grown by `marginU` of its width on the left and right and `marginV` of its height
    /// at the top and bottom, then moved down the screen by `drop` pixels: where a shadow goes.
    public static func shadowQuad(for card: Quad, marginU: Double, marginV: Double, drop: Double) -> Quad {
        let d = Vector2(0, drop)
        return Quad(
            card.point(u: -marginU, v: -marginV) + d, card.point(u: 1 + marginU, v: -marginV) + d,
            card.point(u: 1 + marginU, v: 1 + marginV) + d, card.point(u: -marginU, v: 1 + marginV) + d)
    }

    /// Where to draw a texture of `textureSize` pixels with `padding` transparent pixels on every side
    /// so that its picture covers `card` exactly: the card's quad grown by the padding's share.
    public static func paddedQuad(for card: Quad, padding: Int, textureSize: PixelSize) -> Quad {
        guard padding > 0 else { return card }
        let innerW = Double(max(1, textureSize.width - 2 * padding)),
            innerH = Double(max(1, textureSize.height - 2 * padding))
        return shadowQuad(for: card, marginU: Double(padding) / innerW, marginV: Double(padding) / innerH, drop: 0)
    }

    /// Four vertices (top-left, top-right, bottom-right, bottom-left) with texture coordinates 0…1 and `color`.
    static func vertices(_ quad: Quad, color: RGBA) -> [SDL_Vertex] {
        let c = color.sdl
        func v(_ p: Vector2, _ u: Float, _ t: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: c, tex_coord: SDL_FPoint(x: u, y: t))
        }
        return [v(quad.topLeft, 0, 0), v(quad.topRight, 1, 0), v(quad.bottomRight, 1, 1), v(quad.bottomLeft, 0, 1)]
    }

    /// Triangles filling `pieces` (convex polygons inside or around `quad`, made `conforming` first),
    /// textured as `quad` is: each vertex gets the texture coordinates of its place in the quad. Each
    /// piece is a fan around its centroid, so every edge shared with a neighbour stays one whole
    /// triangle edge. Texture coordinates are clamped to 0…1: clipping leaves points a hair outside the
    /// quad, and SDL_RenderGeometry refuses the whole draw for one coordinate of -1e-12. Nil when the
    /// quad is flat.
    static func vertices(
        of pieces: [ConvexPolygon], mappedBy quad: Quad,
        color: RGBA
    ) -> (vertices: [SDL_Vertex], indices: [Int32])? {
        let c = color.sdl
        var vertices: [SDL_Vertex] = [], indices: [Int32] = []
        for piece in ConvexPolygon.conforming(pieces) where piece.vertices.count >= 3 {
            let center = Int32(vertices.count), n = Int32(piece.vertices.count)
            for p in [piece.centroid] + piece.vertices {
                guard let uv = quad.localCoordinates(of: p) else { return nil }
                vertices.append(
                    SDL_Vertex(
                        position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: c,
                        tex_coord: SDL_FPoint(x: Float(min(max(uv.x, 0), 1)), y: Float(min(max(uv.y, 0), 1)))))
            }
            for i in 0..<n { indices += [center, center + 1 + i, center + 1 + (i + 1) % n] }
        }
        return (vertices, indices)
    }

    /// The two triangles of a four-vertex quad.
    public static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]
}
