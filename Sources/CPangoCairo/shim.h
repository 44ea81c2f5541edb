#ifndef SWIPEDECK_CPANGOCAIRO_SHIM_H
#define SWIPEDECK_CPANGOCAIRO_SHIM_H
// Pango over cairo (layout, shaping, bidi, line breaking, font fallback) and fontconfig (the bundled
// fonts added as application fonts). Only SwipeSDL's Text/ files import this module.
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>

/// PANGO_GLYPH_UNKNOWN_FLAG: set on a glyph no font had; the rest of the glyph is the character.
static inline guint32 swipedeck_pango_glyph_unknown_flag(void) { return PANGO_GLYPH_UNKNOWN_FLAG; }
/// PANGO_SCALE: Pango units per device pixel.
static inline int swipedeck_pango_scale(void) { return PANGO_SCALE; }
/// Makes `fontmap` take its fonts from `config` (and drop what it cached); 0 when `fontmap` is not a
/// fontconfig font map (then nothing changes).
static inline int swipedeck_pango_use_fc_config(PangoFontMap *fontmap, FcConfig *config) {
    if (!PANGO_IS_FC_FONT_MAP(fontmap)) return 0;
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(fontmap), config);
    return 1;
}
#endif
