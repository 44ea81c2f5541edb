internal import CSDL2
import SwipeCore

/// Owns an `SDL_Surface`: pixels in CPU memory. Surfaces made here are ARGB8888 with straight alpha.
///
/// Surfaces may be created and painted on any thread (one thread at a time); turn them into a
/// `Texture` on the render thread.
public final class Surface {
    /// The owned surface; never escapes SwipeSDL.
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of `pointer` (freed in `deinit`).
    init(owning pointer: UnsafeMutablePointer<SDL_Surface>) { self.pointer = pointer }

    /// A new ARGB8888 surface of `size`, every pixel transparent black.
    public convenience init(size: PixelSize) throws {
        guard size.width > 0, size.height > 0 else { throw SDLError("Surface size must be positive, got \(size)") }
        guard
            let p = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(size.width), Int32(size.height), 32,
                SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { throw SDLError.last("SDL_CreateRGBSurfaceWithFormat \(size)") }
        self.init(owning: p)
        SDL_SetSurfaceBlendMode(p, SDL_BLENDMODE_BLEND)
    }

    deinit { SDL_FreeSurface(pointer) }

    /// Width and height, pixels.
    public var size: PixelSize { PixelSize(width: Int(pointer.pointee.w), height: Int(pointer.pointee.h)) }
    /// Whether the pixel format is ARGB8888 (what `pixel(x:y:)` and `withPixels` need).
    public var isARGB8888: Bool { pointer.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue }

    /// A copy converted to ARGB8888 (or `self` when it already is).
    public func convertedToARGB8888() throws -> Surface {
        if isARGB8888 { return self }
        guard let p = SDL_ConvertSurfaceFormat(pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        else { throw SDLError.last("SDL_ConvertSurfaceFormat") }
        SDL_SetSurfaceBlendMode(p, SDL_BLENDMODE_BLEND)
        return Surface(owning: p)
    }

    /// Runs `body` with the ARGB8888 pixels: a buffer and its row stride in pixels (≥ width).
    /// Precondition: `isARGB8888`.
    public func withPixels<R>(_ body: (UnsafeMutablePointer<UInt32>, _ stride: Int) throws -> R) rethrows -> R {
        precondition(isARGB8888, "withPixels needs an ARGB8888 surface")
        SDL_LockSurface(pointer)
        defer { SDL_UnlockSurface(pointer) }
        let pixels = pointer.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        return try body(pixels, Int(pointer.pointee.pitch) / 4)
    }

    /// The colour at (x, y), or nil outside the surface. ARGB8888 only.
    public func pixel(x: Int, y: Int) -> RGBA? {
        let s = size
        guard x >= 0, y >= 0, x < s.width, y < s.height else { return nil }
        return withPixels { p, stride in RGBA(argb8888: p[y * stride + x]) }
    }

    /// Overwrites `rect` (the whole surface when nil) with `color`, alpha included (no blending).
    public func fill(_ color: RGBA, rect: PixelRect? = nil) {
        var r = rect?.sdl ?? SDL_Rect(x: 0, y: 0, w: pointer.pointee.w, h: pointer.pointee.h)
        SDL_FillRect(pointer, &r, SDL_MapRGBA(pointer.pointee.format, color.r, color.g, color.b, color.a))
    }

    /// Sets the alpha of every pixel to 255, keeping colours (SDL's blended blits leave opaque pixels at
    /// 253–254). ARGB8888 only.
    public func makeOpaque() {
        let s = size
        withPixels { p, stride in
            for y in 0..<s.height { for x in 0..<s.width { p[y * stride + x] |= 0xFF00_0000 } }
        }
    }

    /// Draws `source` at `origin` without scaling, alpha-blended over this surface.
    public func blend(_ source: Surface, at origin: (x: Int, y: Int)) {
        var dst = SDL_Rect(
            x: Int32(origin.x), y: Int32(origin.y), w: source.pointer.pointee.w, h: source.pointer.pointee.h)
        SDL_SetSurfaceBlendMode(source.pointer, SDL_BLENDMODE_BLEND)
        SDL_UpperBlit(source.pointer, nil, pointer, &dst)
    }

    /// A copy scaled to `target` with bilinear filtering; large reductions go through successive halvings
    /// so every source pixel contributes. ARGB8888 result.
    public func scaled(to target: PixelSize) throws -> Surface {
        var current = try convertedToARGB8888()
        guard target.width > 0, target.height > 0 else { throw SDLError("Cannot scale to \(target)") }
        while current.size.width >= target.width * 2 && current.size.height >= target.height * 2 {
            let half = PixelSize(width: current.size.width / 2, height: current.size.height / 2)
            current = try current.stretchedLinear(to: half)
        }
        return current.size == target
            ? (current === self ? try current.copy() : current)
            : try current.stretchedLinear(to: target)
    }

    /// A copy with `border` fully transparent pixels added on every side (ARGB8888). A texture made
    /// from it and drawn turned gets a smooth outline from bilinear filtering instead of a stair-stepped
    /// one (the quad's own edge is not anti-aliased).
    public func padded(by border: Int) throws -> Surface {
        let out = try Surface(size: PixelSize(width: size.width + 2 * border, height: size.height + 2 * border))
        out.fill(RGBA(0, 0, 0, 0))
        var dst = SDL_Rect(x: Int32(border), y: Int32(border), w: Int32(size.width), h: Int32(size.height))
        SDL_SetSurfaceBlendMode(pointer, SDL_BLENDMODE_NONE)
        SDL_UpperBlit(pointer, nil, out.pointer, &dst)
        SDL_SetSurfaceBlendMode(pointer, SDL_BLENDMODE_BLEND)
        return out
    }

    /// A pixel-for-pixel ARGB8888 copy.
    public func copy() throws -> Surface {
        guard let p = SDL_ConvertSurfaceFormat(pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        else { throw SDLError.last("SDL_ConvertSurfaceFormat") }
        SDL_SetSurfaceBlendMode(p, SDL_BLENDMODE_BLEND)
        return Surface(owning: p)
    }

    func stretchedLinear(to target: PixelSize) throws -> Surface {
        let out = try Surface(size: target)
        guard SDL_SoftStretchLinear(pointer, nil, out.pointer, nil) == 0
        else { throw SDLError.last("SDL_SoftStretchLinear \(size) → \(target)") }
        return out
    }

    /// Writes the surface to a PNG file.
    public func savePNG(path: String) throws {
        guard IMG_SavePNG(pointer, path) == 0 else { throw SDLError.last("IMG_SavePNG \(path)") }
    }
}
