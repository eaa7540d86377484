/* The text stack's libraries that a run loads with dlopen when it first needs them: ICU (line
   breaks beyond ASCII, a locale's digits), FriBidi (text that is not left-to-right ASCII) and
   fontconfig (a font family a tour names). A tour of ASCII text in the default locale and the
   default font loads none of them, and a run starts without their libraries. Without one (a
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

#endif
