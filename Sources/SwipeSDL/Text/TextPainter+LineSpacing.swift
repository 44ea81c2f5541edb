internal import CPangoCairo

extension TextPainter {
    /// Spaces the lines so that no line's ink reaches into the next one's: a font's line height can be
    /// smaller than its marks (DejaVu Sans' Arabic: a descender touched the hamza of the line below).
    /// From each line's ink and logical extents; no extra space where the ink stays inside.
    func spaceLinesByInk() {
        pango_layout_set_spacing(layoutPointer, 0)
        let count = pango_layout_get_line_count(layoutPointer)
        guard count > 1 else { return }
        var needed: Int32 = 0, belowPrevious: Int32 = 0
        for index in 0..<count {
            guard let line = pango_layout_get_line_readonly(layoutPointer, index) else { continue }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            let above = max(0, logical.y - ink.y), below = max(0, ink.y + ink.height - logical.y - logical.height)
            if index > 0 { needed = max(needed, belowPrevious + above) }
            belowPrevious = below
        }
        // and two pixels between the inks (antialiasing reaches a pixel past the ink's box)
        if needed > 0 { pango_layout_set_spacing(layoutPointer, needed + 2 * Int32(swipedeck_pango_scale())) }
    }
}
