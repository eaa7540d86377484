/* The text stack's libraries that a run loads with dlopen when it first needs them: ICU (line
   breaks beyond ASCII, a locale's digits), FriBidi (text that is not left-to-right ASCII),
   fontconfig (a font family a tour names) and HarfBuzz (text shaped for a picture, or beyond
   what a face's own advances measure). A tour of ASCII text in the default locale and the
   default font measured by advances loads none of them, and a run starts without their
   libraries (and those they bring: GLib, Graphite, PCRE2). Without one (a
   broken install) its functions fail as they do on any other failure of the library. Only
   plain C types cross this header: ICU's own types would clash, in Swift, with the copy of ICU
   that Foundation carries. */
#ifndef TOURHOST_TEXT_ON_DEMAND_H
#define TOURHOST_TEXT_ON_DEMAND_H
#include <stdint.h>

/* Writes the UTF-16 offsets where a line may begin in `text` (ascending, the end included,
   0 not) into `offsets`, at most `capacity` of them; returns how many there are (which may be
   more than `capacity`), or -1 when ICU could not be used. Not thread-safe: one caller at a
   time (it keeps one iterator). */
int32_t tourhost_line_breaks(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity);

/* Writes the code points of the digits 0 to 9 into `digits` (ten of them) and of the decimal
   separator into `decimal` (at most `decimal_capacity`, its length into `decimal_length`) for
   the locale `locale` (a BCP 47 tag), by ICU's number format for the locale: its default
   numbering system, as Android's String.format(Locale, ...) and Apple's localized formats write
   %d and %f. Returns 0, or -1 when ICU could not say. */
int32_t tourhost_number_symbols(const char *locale, uint32_t *digits, uint32_t *decimal, int32_t decimal_capacity,
                                int32_t *decimal_length);

/* The Unicode bidirectional algorithm's embedding level (rules P2 to I1, FriBidi) of each of
   the `length` scalars of `text`, a paragraph of base direction right to left when `rtl`,
   into `levels`. With `line`, the text is one line as it is laid out, and rule L1's fourth part
   applies too (white space, explicit formatting characters and boundary neutrals at the end of
   the line take the paragraph's level), as the line's runs are ordered. Returns 0 when
   FriBidi fails (memory, or FriBidi missing). */
int tourhost_bidi_levels(const uint32_t *text, int length, int rtl, int line, uint8_t *levels);

/* Called for each face of a family: its file, its index in the file, fontconfig's weight
   (80 regular, 200 bold) and slant (0 roman, 100 italic, 110 oblique). */
typedef void (*tourhost_face_found)(void *context, const char *file, int index, int weight, int slant);

/* The faces of normal width fontconfig lists for `family` (matched as fontconfig matches
   family names, ignoring case), each through `each`. Returns how many, or -1 when fontconfig
   cannot start (or is missing). */
int tourhost_family_faces(const char *family, void *context, tourhost_face_found each);

/* A HarfBuzz font over the FreeType face `face` (an FT_Face), unhinted; it holds a reference
   to the face. NULL when HarfBuzz cannot be loaded. */
void *tourhost_shaping_font(void *face);

/* Frees a font made by tourhost_shaping_font. */
void tourhost_shaping_font_destroy(void *font);

/* ISO 15924 tags (as HarfBuzz writes them) of the scripts Unicode leaves open: Common
   ('Zyyy'), Inherited ('Zinh'); and none. */
#define TOURHOST_SCRIPT_COMMON 0x5A797979u
#define TOURHOST_SCRIPT_INHERITED 0x5A696E68u
#define TOURHOST_SCRIPT_INVALID 0u

/* The Unicode script of each of the `count` scalars into `scripts` (ISO 15924 tags). Returns
   0 when HarfBuzz cannot be loaded. */
int tourhost_scripts(const uint32_t *scalars, int count, uint32_t *scripts);

/* A glyph HarfBuzz placed: the face's glyph index, the scalar it comes from (its index in the
   text), its advance and offsets in the font's 26.6 units. */
typedef struct {
  uint32_t glyph;
  uint32_t cluster;
  int32_t x_advance;
  int32_t x_offset;
  int32_t y_offset;
} tourhost_glyph;

/* Shapes the `count` scalars from `start` of `text` (`length` of them, the rest seen as
   context) with `font`, in `script` (an ISO 15924 tag), right to left when `rtl`; writes at
   most `capacity` glyphs into `glyphs` and returns how many there are (more than `capacity`:
   call again with room for them), or -1 when HarfBuzz cannot be loaded or runs out of
   memory. */
int tourhost_shape(void *font, const uint32_t *text, int length, int start, int count, uint32_t script, int rtl,
                   tourhost_glyph *glyphs, int capacity);

#endif
