/* FreeType, for measuring text with the font the pictures draw in. */
#ifndef TOURHOST_FREETYPE_SHIM_H
#define TOURHOST_FREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H

/* FT_HAS_KERNING is a macro. */
static inline int cft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }
#endif
