/* The digits and the decimal separator a locale writes numbers with, by ICU's number format
   for the locale (the system's ICU, Debian's libicu-dev): its default numbering system, as
   Android's String.format(Locale, ...) and Apple's localized formats write %d and %f. Only
   plain C types cross this header (ICU's own would clash, in Swift, with Foundation's copy). */
#ifndef TOURHOST_LOCALE_NUMBERS_H
#define TOURHOST_LOCALE_NUMBERS_H
#include <stdint.h>

/* Writes the code points of the digits 0 to 9 into `digits` (ten of them) and of the decimal
   separator into `decimal` (at most `decimal_capacity`, its length into `decimal_length`) for
   the locale `locale` (a BCP 47 tag); returns 0, or -1 when ICU could not say. */
int32_t tourhost_number_symbols(const char *locale, uint32_t *digits, uint32_t *decimal, int32_t decimal_capacity,
                                int32_t *decimal_length);

#endif
