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
        return try CairoImage.surface(width: width, height: height, what: "text") { cr in
            cairo_set_source_rgba(
                cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
            // With a box, Pango's own x offsets (alignment) stand; without, the ink starts at 0.
            cairo_move_to(cr, boxWidth == nil ? Double(-logical.x) : 0, 0)
            pango_cairo_show_layout(cr, layoutPointer)
        }
    }
}
