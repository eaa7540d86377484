/* The text stack's C libraries, for measuring and drawing text exactly as the pictures show it:
   FreeType (faces, glyph outlines, colour bitmaps), libraqm (FriBidi's bidirectional
   algorithm and HarfBuzz's shaping in one call), FriBidi alone for the embedding levels of a
   line of several faces; zlib compresses colour glyphs into PNGs. */
#ifndef TOURHOST_FREETYPE_SHIM_H
#define TOURHOST_FREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <raqm.h>
#include <zlib.h>
#include <fribidi.h>
#include <stdlib.h>
#include <stdint.h>

/* FT_HAS_KERNING, FT_IS_SCALABLE and FT_HAS_COLOR are macros. */
static inline int cft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }
static inline int cft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline int cft_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }

/* The Unicode bidirectional algorithm's embedding level (rules P2 to I1, FriBidi) of each of
   the `length` scalars of `text`, a paragraph of base direction right to left when `rtl`,
   into `levels`. Returns 0 when FriBidi fails (memory). */
static inline int cft_bidi_levels(const uint32_t *text, int length, int rtl, uint8_t *levels) {
  if (length <= 0) return 1;
  FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
  FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
  FriBidiLevel *resolved = malloc(sizeof(FriBidiLevel) * (size_t)length);
  int ok = 0;
  if (types && brackets && resolved) {
    fribidi_get_bidi_types(text, length, types);
    fribidi_get_bracket_types(text, length, types, brackets);
    FriBidiParType base = rtl ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
    if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, resolved) != 0) {
      for (int i = 0; i < length; i++) levels[i] = (uint8_t)resolved[i];
      ok = 1;
    }
  }
  free(types);
  free(brackets);
  free(resolved);
  return ok;
}
#endif
