internal import CSDL2
import SwipeCore

/// Owns an `SDL_Texture`: pixels on the GPU (or in the software renderer), drawn with alpha blending
/// and bilinear scaling. Keeps its `Renderer` alive (SDL frees textures with their renderer).
public final class Texture {
    let pointer: OpaquePointer
    /// The renderer that made it.
    public let renderer: Renderer
    /// Width and height, pixels.
    public let size: PixelSize
    /// Every pixel inside the card's rounded corners is opaque (a card face on an opaque background):
    /// a `SceneRenderer` may leave out what lies behind it. Set by whoever painted it. Default false.
    public var isOpaqueInside = false
    /// Transparent pixels around the picture on every side (`Surface.padded`): the picture fills the
    /// texture less this border, and `SceneRenderer` draws the border just outside the card. Default 0.
    public var edgePadding = 0

    /// The border card faces, backs and placeholders are painted with: 1 pixel, enough for bilinear
    /// filtering to smooth a turned card's outline.
    public static let cardEdgePadding = 1

    /// Uploads `surface` (any format) as a texture with BLEND blend mode and linear scale mode.
    public init(renderer: Renderer, surface: Surface) throws {
        guard let p = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer)
        else { throw SDLError.last("SDL_CreateTextureFromSurface \(surface.size)") }
        pointer = p
        self.renderer = renderer
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(p, nil, nil, &w, &h)
        size = PixelSize(width: Int(w), height: Int(h))
        SDL_SetTextureBlendMode(p, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(p, SDL_ScaleModeLinear)
    }

    /// A card's texture (face, back or placeholder) from `surface`, painted at the card's size and framed
    /// in `cardEdgePadding` transparent pixels here, or already (`isPadded`: a painter thread did it, off
    /// the frame loop). `isOpaqueInside`: see the property.
    public convenience init(
        renderer: Renderer, card surface: Surface, isPadded: Bool = false, isOpaqueInside: Bool = false
    ) throws {
        try self.init(renderer: renderer, surface: isPadded ? surface : surface.padded(by: Self.cardEdgePadding))
        edgePadding = Self.cardEdgePadding
        self.isOpaqueInside = isOpaqueInside
    }

    deinit { SDL_DestroyTexture(pointer) }

    /// Multiplies the texture's colour and alpha when drawn with `Renderer.copy` (geometry uses vertex colours).
    public func setModulation(_ color: RGBA) {
        SDL_SetTextureColorMod(pointer, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(pointer, color.a)
    }
}
