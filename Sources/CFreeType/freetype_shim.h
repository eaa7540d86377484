/* The text stack's C libraries, for measuring and drawing text exactly as the pictures show it:
   FreeType (faces, glyph outlines, colour bitmaps), FriBidi (the bidirectional algorithm's
   embedding levels), HarfBuzz (shaping, with one font kept for each face, and Unicode script
   properties); zlib compresses colour glyphs into PNGs; fontconfig finds an installed family's
   faces. */
#ifndef TOURHOST_FREETYPE_SHIM_H
#define TOURHOST_FREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <hb.h>
#include <hb-ft.h>
#include <zlib.h>
#include <fribidi/fribidi.h>
#include <fontconfig/fontconfig.h>
#include <stdlib.h>
#include <stdint.h>

/* FT_HAS_KERNING, FT_IS_SCALABLE and FT_HAS_COLOR are macros. */
static inline int cft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }
static inline int cft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline int cft_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }

/* The Unicode bidirectional algorithm's embedding level (rules P2 to I1, FriBidi) of each of
   the `length` scalars of `text`, a paragraph of base direction right to left when `rtl`,
   into `levels`. With `line`, the text is one line as it is laid out, and rule L1's fourth part
   applies too (white space, explicit formatting characters and boundary neutrals at the end of
   the line take the paragraph's level), as the line's runs are ordered. Returns 0 when
   FriBidi fails (memory). */
static inline int cft_bidi_levels(const uint32_t *text, int length, int rtl, int line, uint8_t *levels) {
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
      for (int i = length - 1; line && i >= 0 && FRIBIDI_IS_EXPLICIT_OR_BN_OR_WS(types[i]); i--)
        resolved[i] = FRIBIDI_DIR_TO_LEVEL(base);
      for (int i = 0; i < length; i++) levels[i] = (uint8_t)resolved[i];
      ok = 1;
    }
  }
  free(types);
  free(brackets);
  free(resolved);
  return ok;
}
/* Called for each face of a family: its file, its index in the file, fontconfig's weight
   (80 regular, 200 bold) and slant (0 roman, 100 italic, 110 oblique). */
typedef void (*cft_face_found)(void *context, const char *file, int index, int weight, int slant);

/* The faces of normal width fontconfig lists for `family` (matched as fontconfig matches
   family names, ignoring case), each through `each`. Returns how many, or -1 when fontconfig
   cannot start. */
static inline int cft_family_faces(const char *family, void *context, cft_face_found each) {
  if (!FcInit()) return -1;
  FcPattern *pattern = FcPatternCreate();
  FcObjectSet *objects = FcObjectSetBuild(FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT, FC_WIDTH, NULL);
  int count = 0;
  if (pattern && objects && FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family)) {
    FcFontSet *set = FcFontList(NULL, pattern, objects);
    for (int i = 0; set && i < set->nfont; i++) {
      FcChar8 *file = NULL;
      int index = 0, weight = FC_WEIGHT_REGULAR, slant = FC_SLANT_ROMAN, width = FC_WIDTH_NORMAL;
      if (FcPatternGetString(set->fonts[i], FC_FILE, 0, &file) != FcResultMatch || !file) continue;
      FcPatternGetInteger(set->fonts[i], FC_INDEX, 0, &index);
      FcPatternGetInteger(set->fonts[i], FC_WEIGHT, 0, &weight);
      FcPatternGetInteger(set->fonts[i], FC_SLANT, 0, &slant);
      FcPatternGetInteger(set->fonts[i], FC_WIDTH, 0, &width);
      if (width != FC_WIDTH_NORMAL) continue;
      each(context, (const char *)file, index, weight, slant);
      count++;
    }
    if (set) FcFontSetDestroy(set);
  }
  if (objects) FcObjectSetDestroy(objects);
  if (pattern) FcPatternDestroy(pattern);
  return count;
}

#endif
