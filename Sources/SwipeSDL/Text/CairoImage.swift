internal import CPangoCairo
import SwipeCore

/// A cairo drawing turned into an SDL surface: the one place where cairo's premultiplied ARGB32 pixels
/// become the straight-alpha ARGB8888 of SDL's surfaces (text through Pango, the speaker icon).
enum CairoImage {
    /// A transparent `width`×`height` cairo image (each side at least 1) that `draw` paints on through
    /// its context, returned as an ARGB8888 `Surface`. Throws, naming `what`, when cairo cannot make it.
    static func surface(width: Int, height: Int, what: String, draw: (OpaquePointer) -> Void) throws -> Surface {
        let width = max(1, width), height = max(1, height)
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(image) else {
            throw SDLError("cairo could not make a \(width)×\(height) \(what) surface")
        }
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        let surface = try Surface(size: PixelSize(width: width, height: height))
        let stride = Int(cairo_image_surface_get_stride(image)) / 4
        let source = UnsafeRawPointer(cairo_image_surface_get_data(image)!).assumingMemoryBound(to: UInt32.self)
        surface.withPixels { out, outStride in
            for y in 0..<height {
                for x in 0..<width { out[y * outStride + x] = straightAlpha(source[y * stride + x]) }
            }
        }
        return surface
    }

    /// A premultiplied ARGB32 pixel (cairo) as straight-alpha ARGB8888 (SDL surfaces here).
    static func straightAlpha(_ premultiplied: UInt32) -> UInt32 {
        let a = premultiplied >> 24
        guard a != 0 else { return 0 }
        guard a != 255 else { return premultiplied }
        func channel(_ shift: UInt32) -> UInt32 {
            min(255, (((premultiplied >> shift) & 0xFF) * 255 + a / 2) / a) << shift
        }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
