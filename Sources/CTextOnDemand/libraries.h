/* The entry points of the text stack's libraries that a run loads when it first needs them:
   ICU (line breaks beyond ASCII, a locale's digits), FriBidi (text that is not left-to-right
   ASCII), fontconfig (a family a tour names) and HarfBuzz (the first line shaped). Each pointer has the type of the library's own
   declaration; ICU's symbols carry its version suffix (ubrk_open_72), as its headers rename
   them. Each table is loaded once (thread-safe) and is NULL when a library or a symbol is
   missing. */
#ifndef TOURHOST_TEXT_LIBRARIES_H
#define TOURHOST_TEXT_LIBRARIES_H
#include <fontconfig/fontconfig.h>
#include <fribidi/fribidi.h>
#include <harfbuzz/hb-ft.h>
#include <harfbuzz/hb.h>
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

typedef struct {
  __typeof__(fribidi_get_bidi_types) *get_bidi_types;
  __typeof__(fribidi_get_bracket_types) *get_bracket_types;
  __typeof__(fribidi_get_par_embedding_levels_ex) *get_par_embedding_levels_ex;
} fribidi_functions;

typedef struct {
  __typeof__(FcInit) *init;
  __typeof__(FcPatternCreate) *pattern_create;
  __typeof__(FcPatternDestroy) *pattern_destroy;
  __typeof__(FcPatternAddString) *pattern_add_string;
  __typeof__(FcPatternGetString) *pattern_get_string;
  __typeof__(FcPatternGetInteger) *pattern_get_integer;
  __typeof__(FcObjectSetBuild) *object_set_build;
  __typeof__(FcObjectSetDestroy) *object_set_destroy;
  __typeof__(FcFontList) *font_list;
  __typeof__(FcFontSetDestroy) *font_set_destroy;
} fontconfig_functions;

typedef struct {
  __typeof__(hb_ft_font_create_referenced) *ft_font_create_referenced;
  __typeof__(hb_ft_font_set_load_flags) *ft_font_set_load_flags;
  __typeof__(hb_font_destroy) *font_destroy;
  __typeof__(hb_unicode_funcs_get_default) *unicode_funcs_get_default;
  __typeof__(hb_unicode_script) *unicode_script;
  __typeof__(hb_buffer_create) *buffer_create;
  __typeof__(hb_buffer_destroy) *buffer_destroy;
  __typeof__(hb_buffer_allocation_successful) *buffer_allocation_successful;
  __typeof__(hb_buffer_add_utf32) *buffer_add_utf32;
  __typeof__(hb_buffer_set_script) *buffer_set_script;
  __typeof__(hb_buffer_set_language) *buffer_set_language;
  __typeof__(hb_buffer_set_direction) *buffer_set_direction;
  __typeof__(hb_buffer_set_flags) *buffer_set_flags;
  __typeof__(hb_language_get_default) *language_get_default;
  __typeof__(hb_shape) *shape;
  __typeof__(hb_buffer_get_glyph_infos) *buffer_get_glyph_infos;
  __typeof__(hb_buffer_get_glyph_positions) *buffer_get_glyph_positions;
} harfbuzz_functions;

const icu_functions *icu_library(void);
const fribidi_functions *fribidi_library(void);
const fontconfig_functions *fontconfig_library(void);
const harfbuzz_functions *harfbuzz_library(void);

#endif
