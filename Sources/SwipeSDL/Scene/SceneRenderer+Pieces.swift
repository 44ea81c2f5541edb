internal import CSDL2
import SwipeCore

/// Drawing one texture over a quad in pieces: what cards in front hide left out, and an opaque middle
/// drawn without blending.
extension SceneRenderer {
    /// `core` when the style draws opaque middles without blending (`SceneStyle.blendsOnlyEdges`) and
    /// that is on now (`drawsUnblendedMiddles`), else nil.
    /// `Occlusion.covers` gives a card a core only when it is fully opaque (opacity 1, opaque face).
    func unblended(_ core: ConvexPolygon?) -> ConvexPolygon? {
        style.blendsOnlyEdges && drawsUnblendedMiddles ? core : nil
    }

    /// The rim left blended is at least this wide, pixels. With the 2-pixel rim of `Occlusion.opaqueCore`
    /// the strips along the edges are long thin triangles, and SDL's software renderer left runs of
    /// edge pixels undrawn (`OpaqueCoreTests`). 12: about 10 % of a full-HD card's pixels stay blended.
    static let blendedRimWidth = 12.0

    /// The part of an opaque `core` drawn without blending: the core shrunk about its centroid until
    /// its nearest edge has moved `blendedRimWidth` less `Occlusion.edgeInset` inwards (the others
    /// move further); nil when the core is too small to keep any.
    static func unblendedPart(of core: ConvexPolygon) -> ConvexPolygon? {
        let c = core.centroid, n = core.vertices.count
        guard n >= 3 else { return nil }
        let nearest =
            (0..<n).map { i -> Double in
                let a = core.vertices[i], b = core.vertices[(i + 1) % n], d = b - a
                let length = (d.x * d.x + d.y * d.y).squareRoot()
                return length > 0 ? abs(d.x * (c.y - a.y) - d.y * (c.x - a.x)) / length : .infinity
            }.min() ?? 0
        let margin = blendedRimWidth - Occlusion.edgeInset
        guard nearest > 2 * margin else { return nil }
        let scale = 1 - margin / nearest
        return ConvexPolygon(core.vertices.map { c + ($0 - c) * scale })
    }

    /// Draws `texture` over `quad`, leaving out what `hidden` covers (drawn whole when nothing does).
    /// `core` (nil: none) is a part of the quad where the texture is opaque: when `color` is opaque too,
    /// it is drawn with blending off (each of its pixels written, not blended with what is beneath)
    /// and only the rest is blended. Core and rim are cut to share whole edges, so no pixel between
    /// them is left out.
    func draw(
        _ texture: Texture, in quad: Quad, color: RGBA, hiddenBy hidden: [ConvexPolygon] = [],
        opaqueCore core: ConvexPolygon? = nil
    ) {
        let whole = ConvexPolygon(quad)
        if let core = core.flatMap(Self.unblendedPart), color.a == 255 {
            let middle = core.subtracting(hidden)
            let rim = whole.subtracting([core] + hidden)
            let pieces = ConvexPolygon.conforming(middle + rim)
            if let inner = CardSpace.vertices(of: Array(pieces.prefix(middle.count)), mappedBy: quad, color: color),
                let outer = CardSpace.vertices(of: Array(pieces.dropFirst(middle.count)), mappedBy: quad, color: color)
            {
                if !inner.indices.isEmpty {
                    SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE)
                    renderer.drawGeometry(inner.vertices, indices: inner.indices, texture: texture)
                    SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
                }
                if !outer.indices.isEmpty {
                    renderer.drawGeometry(outer.vertices, indices: outer.indices, texture: texture)
                }
                return
            }
        }
        let pieces = hidden.isEmpty ? [whole] : whole.subtracting(hidden)
        guard !pieces.isEmpty else { return }
        if pieces != [whole], let mesh = CardSpace.vertices(of: pieces, mappedBy: quad, color: color) {
            renderer.drawGeometry(mesh.vertices, indices: mesh.indices, texture: texture)
        } else { // nothing hidden, or a flat quad (edge-on) that has no texture mapping to clip by
            renderer.drawGeometry(
                CardSpace.vertices(quad, color: color), indices: CardSpace.quadIndices, texture: texture)
        }
    }
}
