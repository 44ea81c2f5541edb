#ifndef SWIPEDECK_CPANGOCAIRO_SHIM_H
#define SWIPEDECK_CPANGOCAIRO_SHIM_H
// Pango over cairo (layout, shaping, bidi, line breaking, font fallback) and fontconfig (the bundled
// fonts added as application fonts). Only SwipeSDL's Text/ files import this module.
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

/// PANGO_GLYPH_UNKNOWN_FLAG: set on a glyph no font had; the rest of the glyph is the character.
static inline guint32 swipedeck_pango_glyph_unknown_flag(void) { return PANGO_GLYPH_UNKNOWN_FLAG; }
/// PANGO_SCALE: Pango units per device pixel.
static inline int swipedeck_pango_scale(void) { return PANGO_SCALE; }
#endif
