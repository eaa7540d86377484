#include "libraries.h"
#include "text_on_demand.h"

/* One iterator with the root locale's rules, opened at the first use: opening one costs more
   than breaking a paragraph. */
static UBreakIterator *iterator = NULL;

int32_t tourhost_line_breaks(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity) {
  const icu_functions *icu = icu_library();
  if (icu == NULL) return -1;
  UErrorCode status = U_ZERO_ERROR;
  if (iterator == NULL) {
    iterator = icu->ubrk_open(UBRK_LINE, "und@lb=normal", NULL, 0, &status);
    if (U_FAILURE(status)) {
      iterator = NULL;
      return -1;
    }
  }
  icu->ubrk_setText(iterator, (const UChar *)text, length, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  for (int32_t next = icu->ubrk_next(iterator); next != UBRK_DONE; next = icu->ubrk_next(iterator)) {
    if (count < capacity) offsets[count] = next;
    count++;
  }
  /* The iterator keeps the text's address: let it go before the caller frees the text. */
  UErrorCode ignored = U_ZERO_ERROR;
  icu->ubrk_setText(iterator, NULL, 0, &ignored);
  return count;
}
