#include "libraries.h"
#include <dlfcn.h>
#include <pthread.h>

#define STRING(x) #x
/* A name after the headers' renaming: "ubrk_open_72". */
#define EXPANDED(name) STRING(name)
#define ICU_LIBRARY(stem) "lib" stem ".so." EXPANDED(U_ICU_VERSION_MAJOR_NUM)

/* Sets `field` to the symbol `name` of `library`, or returns from the loader. */
#define FIND(table, library, field, name) \
  if (!(*(void **)&table.field = dlsym(library, name))) return;

/* The table of `kind`_functions that load_`kind` fills (setting `kind`_loaded once every
   symbol is found), and `kind`_library(), which runs the loader once (thread-safe). */
#define ON_DEMAND(kind)                                      \
  static kind##_functions kind;                              \
  static const kind##_functions *kind##_loaded = NULL;       \
  static pthread_once_t kind##_once = PTHREAD_ONCE_INIT;     \
  static void load_##kind(void);                             \
  const kind##_functions *kind##_library(void) {             \
    pthread_once(&kind##_once, load_##kind);                 \
    return kind##_loaded;                                    \
  }

ON_DEMAND(icu)

static void load_icu(void) {
  void *common = dlopen(ICU_LIBRARY("icuuc"), RTLD_NOW | RTLD_LOCAL);
  void *i18n = common ? dlopen(ICU_LIBRARY("icui18n"), RTLD_NOW | RTLD_LOCAL) : NULL;
  if (!i18n) return;
  FIND(icu, common, ubrk_open, EXPANDED(ubrk_open))
  FIND(icu, common, ubrk_setText, EXPANDED(ubrk_setText))
  FIND(icu, common, ubrk_next, EXPANDED(ubrk_next))
  FIND(icu, common, uloc_forLanguageTag, EXPANDED(uloc_forLanguageTag))
  FIND(icu, i18n, unum_open, EXPANDED(unum_open))
  FIND(icu, i18n, unum_getSymbol, EXPANDED(unum_getSymbol))
  FIND(icu, i18n, unum_close, EXPANDED(unum_close))
  icu_loaded = &icu;
}

ON_DEMAND(fribidi)

static void load_fribidi(void) {
  void *library = dlopen("libfribidi.so.0", RTLD_NOW | RTLD_LOCAL);
  if (!library) return;
  FIND(fribidi, library, get_bidi_types, "fribidi_get_bidi_types")
  FIND(fribidi, library, get_bracket_types, "fribidi_get_bracket_types")
  FIND(fribidi, library, get_par_embedding_levels_ex, "fribidi_get_par_embedding_levels_ex")
  fribidi_loaded = &fribidi;
}

ON_DEMAND(fontconfig)

static void load_fontconfig(void) {
  void *library = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library) return;
  FIND(fontconfig, library, init, "FcInit")
  FIND(fontconfig, library, pattern_create, "FcPatternCreate")
  FIND(fontconfig, library, pattern_destroy, "FcPatternDestroy")
  FIND(fontconfig, library, pattern_add_string, "FcPatternAddString")
  FIND(fontconfig, library, pattern_get_string, "FcPatternGetString")
  FIND(fontconfig, library, pattern_get_integer, "FcPatternGetInteger")
  FIND(fontconfig, library, object_set_build, "FcObjectSetBuild")
  FIND(fontconfig, library, object_set_destroy, "FcObjectSetDestroy")
  FIND(fontconfig, library, font_list, "FcFontList")
  FIND(fontconfig, library, font_set_destroy, "FcFontSetDestroy")
  fontconfig_loaded = &fontconfig;
}

ON_DEMAND(harfbuzz)

static void load_harfbuzz(void) {
  void *library = dlopen("libharfbuzz.so.0", RTLD_NOW | RTLD_LOCAL);
  if (!library) return;
  FIND(harfbuzz, library, ft_font_create_referenced, "hb_ft_font_create_referenced")
  FIND(harfbuzz, library, ft_font_set_load_flags, "hb_ft_font_set_load_flags")
  FIND(harfbuzz, library, font_destroy, "hb_font_destroy")
  FIND(harfbuzz, library, unicode_funcs_get_default, "hb_unicode_funcs_get_default")
  FIND(harfbuzz, library, unicode_script, "hb_unicode_script")
  FIND(harfbuzz, library, buffer_create, "hb_buffer_create")
  FIND(harfbuzz, library, buffer_destroy, "hb_buffer_destroy")
  FIND(harfbuzz, library, buffer_allocation_successful, "hb_buffer_allocation_successful")
  FIND(harfbuzz, library, buffer_add_utf32, "hb_buffer_add_utf32")
  FIND(harfbuzz, library, buffer_set_script, "hb_buffer_set_script")
  FIND(harfbuzz, library, buffer_set_language, "hb_buffer_set_language")
  FIND(harfbuzz, library, buffer_set_direction, "hb_buffer_set_direction")
  FIND(harfbuzz, library, buffer_set_flags, "hb_buffer_set_flags")
  FIND(harfbuzz, library, language_get_default, "hb_language_get_default")
  FIND(harfbuzz, library, shape, "hb_shape")
  FIND(harfbuzz, library, buffer_get_glyph_infos, "hb_buffer_get_glyph_infos")
  FIND(harfbuzz, library, buffer_get_glyph_positions, "hb_buffer_get_glyph_positions")
  harfbuzz_loaded = &harfbuzz;
}
