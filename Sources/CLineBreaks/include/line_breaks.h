/* Line breaking by ICU's line break iterator (the system's ICU, Debian's libicu-dev). Only
   plain C types cross this header: ICU's own types would clash, in Swift, with the copy of
   ICU that Foundation carries (_FoundationICU). */
#ifndef TOURHOST_LINE_BREAKS_H
#define TOURHOST_LINE_BREAKS_H
#include <stdint.h>

/* Writes the UTF-16 offsets where a line may begin in `text` (ascending, the end included,
   0 not) into `offsets`, at most `capacity` of them; returns how many there are (which may be
   more than `capacity`), or -1 when ICU could not be used. Not thread-safe: one caller at a
   time (it keeps one iterator). */
int32_t tourhost_line_breaks(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity);

#endif
