/* The ICU entry points tourhost calls, found with dlsym in the system's libraries the first time
   one is needed. Each pointer has the type of ICU's own declaration, and its symbol carries
   ICU's version suffix (ubrk_open_72), as the headers rename it. */
#ifndef TOURHOST_ICU_LIBRARY_H
#define TOURHOST_ICU_LIBRARY_H
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>

typedef struct {
  __typeof__(ubrk_open) *ubrk_open;
  __typeof__(ubrk_setText) *ubrk_setText;
  __typeof__(ubrk_next) *ubrk_next;
  __typeof__(uloc_forLanguageTag) *uloc_forLanguageTag;
  __typeof__(unum_open) *unum_open;
  __typeof__(unum_getSymbol) *unum_getSymbol;
  __typeof__(unum_close) *unum_close;
} icu_functions;

/* ICU's functions, loaded once (thread-safe); NULL when a library or a symbol is missing. */
const icu_functions *icu_library(void);

#endif
