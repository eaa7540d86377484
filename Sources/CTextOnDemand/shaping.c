#include "libraries.h"
#include "text_on_demand.h"

void *tourhost_shaping_font(void *face) {
  const harfbuzz_functions *hb = harfbuzz_library();
  if (!hb || !face) return NULL;
  hb_font_t *font = hb->ft_font_create_referenced((FT_Face)face);
  if (font) hb->ft_font_set_load_flags(font, FT_LOAD_NO_HINTING);
  return font;
}

void tourhost_shaping_font_destroy(void *font) {
  const harfbuzz_functions *hb = harfbuzz_library();
  if (hb && font) hb->font_destroy((hb_font_t *)font);
}

int tourhost_scripts(const uint32_t *scalars, int count, uint32_t *scripts) {
  const harfbuzz_functions *hb = harfbuzz_library();
  if (!hb) return 0;
  hb_unicode_funcs_t *unicode = hb->unicode_funcs_get_default();
  for (int index = 0; index < count; index++) scripts[index] = (uint32_t)hb->unicode_script(unicode, scalars[index]);
  return 1;
}

int tourhost_shape(void *font, const uint32_t *text, int length, int start, int count, uint32_t script, int rtl,
                   tourhost_glyph *glyphs, int capacity) {
  const harfbuzz_functions *hb = harfbuzz_library();
  if (!hb || !font) return -1;
  hb_buffer_t *buffer = hb->buffer_create();
  if (!hb->buffer_allocation_successful(buffer)) {
    hb->buffer_destroy(buffer);
    return -1;
  }
  hb->buffer_add_utf32(buffer, text, length, (unsigned int)start, count);
  hb->buffer_set_script(buffer, (hb_script_t)script);
  hb->buffer_set_language(buffer, hb->language_get_default());
  hb->buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
  hb->buffer_set_flags(buffer, HB_BUFFER_FLAG_BOT | HB_BUFFER_FLAG_EOT);
  hb->shape((hb_font_t *)font, buffer, NULL, 0);
  unsigned int shaped = 0;
  hb_glyph_info_t *infos = hb->buffer_get_glyph_infos(buffer, &shaped);
  hb_glyph_position_t *positions = hb->buffer_get_glyph_positions(buffer, NULL);
  if (!infos || !positions) shaped = 0;
  for (unsigned int index = 0; index < shaped && index < (unsigned int)capacity; index++) {
    glyphs[index] = (tourhost_glyph){
        .glyph = infos[index].codepoint,
        .cluster = infos[index].cluster,
        .x_advance = positions[index].x_advance,
        .x_offset = positions[index].x_offset,
        .y_offset = positions[index].y_offset,
    };
  }
  hb->buffer_destroy(buffer);
  return (int)shaped;
}

_Static_assert(TOURHOST_SCRIPT_COMMON == HB_SCRIPT_COMMON, "Common's tag is HarfBuzz's");
_Static_assert(TOURHOST_SCRIPT_INHERITED == HB_SCRIPT_INHERITED, "Inherited's tag is HarfBuzz's");
_Static_assert(TOURHOST_SCRIPT_INVALID == HB_SCRIPT_INVALID, "no script is HarfBuzz's invalid one");
