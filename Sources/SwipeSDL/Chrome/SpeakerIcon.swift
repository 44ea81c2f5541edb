internal import CPangoCairo
import SwipeCore

/// The speaker on the accessibility button, drawn with cairo (DejaVu Sans has no speaker glyph): a
/// loudspeaker with two sound waves while speech is on, crossed out while it is off. White on
/// transparent, to be tinted with the button's ink.
enum SpeakerIcon {
    /// The speaker in a square `side` pixels wide (at least 4), ARGB8888.
    static func surface(side: Int, isOn: Bool) throws -> Surface {
        let side = max(4, side)
        return try CairoImage.surface(width: side, height: side, what: "icon") { cr in
            let s = Double(side)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            // The box and the cone.
            let outline: [(Double, Double)] = [
                (0.1, 0.37), (0.3, 0.37), (0.52, 0.16), (0.52, 0.84), (0.3, 0.63), (0.1, 0.63),
            ]
            cairo_move_to(cr, outline[0].0 * s, outline[0].1 * s)
            for (x, y) in outline.dropFirst() { cairo_line_to(cr, x * s, y * s) }
            cairo_close_path(cr)
            cairo_fill(cr)
            cairo_set_line_width(cr, max(1.5, 0.07 * s))
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            if isOn {
                for radius in [0.16, 0.3] {
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, 0.56 * s, 0.5 * s, radius * s, -0.85, 0.85)
                }
            } else {
                cairo_move_to(cr, 0.64 * s, 0.37 * s); cairo_line_to(cr, 0.9 * s, 0.63 * s)
                cairo_move_to(cr, 0.9 * s, 0.37 * s); cairo_line_to(cr, 0.64 * s, 0.63 * s)
            }
            cairo_stroke(cr)
        }
    }
}
