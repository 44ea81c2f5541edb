internal import CPangoCairo
import SwipeCore

extension TextPainter {
    /// Rasterises the current layout in `color` (colour emoji keep their own colours) on a transparent
    /// ARGB8888 surface: `boxWidth` wide when given (the layout aligns lines inside it), else as wide as
    /// the text; as tall as the text, at most `maxHeight`. Each side at most `TextLimits.surfaceSide`.
    func rasterise(color: RGBA, boxWidth: Int?, maxHeight: Int?) throws -> Surface? {
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layoutPointer, nil, &logical)
        let width = min(TextLimits.surfaceSide, max(1, boxWidth ?? Int(logical.width)))
        let height = min(TextLimits.surfaceSide, max(1, min(maxHeight ?? Int.max, Int(logical.height))))
        guard logical.width > 0 || logical.height > 0 else { return nil }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            throw SDLError("cairo could not make a \(width)×\(height) text surface")
        }
        let cr = cairo_create(image)
        cairo_set_source_rgba(
            cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
        // With a box, Pango's own x offsets (alignment) stand; without, the ink starts at 0.
        cairo_move_to(cr, boxWidth == nil ? Double(-logical.x) : 0, 0)
        pango_cairo_show_layout(cr, layoutPointer)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        let surface = try Surface(size: PixelSize(width: width, height: height))
        let stride = Int(cairo_image_surface_get_stride(image)) / 4
        let source = UnsafeRawPointer(cairo_image_surface_get_data(image)!).assumingMemoryBound(to: UInt32.self)
        surface.withPixels { out, outStride in
            for y in 0..<height {
                for x in 0..<width { out[y * outStride + x] = Self.straightAlpha(source[y * stride + x]) }
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
