/* The text stack's C libraries every run loads, for measuring and drawing text exactly as the
   pictures show it: FreeType (faces, glyph outlines, colour bitmaps); zlib compresses colour
   glyphs into PNGs. HarfBuzz, FriBidi and fontconfig are loaded when first needed
   (CTextOnDemand). */
#ifndef TOURHOST_FREETYPE_SHIM_H
#define TOURHOST_FREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <zlib.h>
#include <stdlib.h>
#include <stdint.h>

/* FT_HAS_KERNING, FT_IS_SCALABLE and FT_HAS_COLOR are macros. */
static inline int cft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }
static inline int cft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline int cft_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }

#endif
