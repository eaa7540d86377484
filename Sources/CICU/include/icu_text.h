/* Line breaking and a locale's digits by the system's ICU (Debian's libicu72), loaded with
   dlopen at the first call: a tour of plain ASCII text in the default locale never loads ICU,
   and a headless run starts without its three libraries; without them (a broken install) both
   functions return -1, as for any other failure of ICU. Only plain C types cross this header:
   ICU's own types would clash, in Swift, with the copy of ICU that Foundation carries. */
#ifndef TOURHOST_ICU_TEXT_H
#define TOURHOST_ICU_TEXT_H
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

#endif
