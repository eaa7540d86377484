#include "icu_library.h"
#include <dlfcn.h>
#include <pthread.h>

#define ICU_STRING(x) #x
/* The name after the headers' renaming: "ubrk_open_72". */
#define ICU_SYMBOL(name) ICU_STRING(name)
#define ICU_LIBRARY(stem) "lib" stem ".so." ICU_SYMBOL(U_ICU_VERSION_MAJOR_NUM)

static icu_functions functions;
static const icu_functions *loaded_functions = NULL;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
  void *common = dlopen(ICU_LIBRARY("icuuc"), RTLD_NOW | RTLD_LOCAL);
  void *i18n = common ? dlopen(ICU_LIBRARY("icui18n"), RTLD_NOW | RTLD_LOCAL) : NULL;
  if (!i18n) return;
#define FIND(library, name) \
  if (!(*(void **)&functions.name = dlsym(library, ICU_SYMBOL(name)))) return;
  FIND(common, ubrk_open)
  FIND(common, ubrk_setText)
  FIND(common, ubrk_next)
  FIND(common, uloc_forLanguageTag)
  FIND(i18n, unum_open)
  FIND(i18n, unum_getSymbol)
  FIND(i18n, unum_close)
#undef FIND
  loaded_functions = &functions;
}

const icu_functions *icu_library(void) {
  pthread_once(&once, load);
  return loaded_functions;
}

