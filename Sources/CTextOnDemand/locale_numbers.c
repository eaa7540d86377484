#include "libraries.h"
#include "text_on_demand.h"
#include <unicode/utf16.h>

/* The code points of a symbol of `format` into `out` (at most `capacity`); their count, or -1. */
static int32_t symbol(const icu_functions *icu, const UNumberFormat *format, UNumberFormatSymbol which, uint32_t *out, int32_t capacity) {
  UErrorCode error = U_ZERO_ERROR;
  UChar text[16];
  int32_t length = icu->unum_getSymbol(format, which, text, 16, &error);
  if (U_FAILURE(error) || length <= 0 || length > 16) return -1;
  int32_t count = 0;
  for (int32_t i = 0; i < length;) {
    UChar32 c;
    U16_NEXT(text, i, length, c);
    if (count >= capacity) return -1;
    out[count++] = (uint32_t)c;
  }
  return count;
}

int32_t tourhost_number_symbols(const char *locale, uint32_t *digits, uint32_t *decimal, int32_t decimal_capacity,
                                int32_t *decimal_length) {
  const icu_functions *icu = icu_library();
  if (icu == NULL) return -1;
  char icu_locale[ULOC_FULLNAME_CAPACITY];
  UErrorCode error = U_ZERO_ERROR;
  icu->uloc_forLanguageTag(locale, icu_locale, ULOC_FULLNAME_CAPACITY, NULL, &error);
  if (U_FAILURE(error)) return -1;
  UNumberFormat *format = icu->unum_open(UNUM_DECIMAL, NULL, 0, icu_locale, NULL, &error);
  if (U_FAILURE(error) || format == NULL) return -1;
  static const UNumberFormatSymbol names[10] = {
    UNUM_ZERO_DIGIT_SYMBOL, UNUM_ONE_DIGIT_SYMBOL, UNUM_TWO_DIGIT_SYMBOL, UNUM_THREE_DIGIT_SYMBOL, UNUM_FOUR_DIGIT_SYMBOL,
    UNUM_FIVE_DIGIT_SYMBOL, UNUM_SIX_DIGIT_SYMBOL, UNUM_SEVEN_DIGIT_SYMBOL, UNUM_EIGHT_DIGIT_SYMBOL, UNUM_NINE_DIGIT_SYMBOL,
  };
  int32_t result = 0;
  for (int i = 0; i < 10 && result == 0; i++) {
    if (symbol(icu, format, names[i], &digits[i], 1) != 1) result = -1;
  }
  if (result == 0) {
    *decimal_length = symbol(icu, format, UNUM_DECIMAL_SEPARATOR_SYMBOL, decimal, decimal_capacity);
    if (*decimal_length <= 0) result = -1;
  }
  icu->unum_close(format);
  return result;
}
