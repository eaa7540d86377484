#include "libraries.h"
#include "text_on_demand.h"

int tourhost_family_faces(const char *family, void *context, tourhost_face_found each) {
  const fontconfig_functions *fc = fontconfig_library();
  if (fc == NULL || !fc->init()) return -1;
  FcPattern *pattern = fc->pattern_create();
  FcObjectSet *objects = fc->object_set_build(FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT, FC_WIDTH, NULL);
  int count = 0;
  if (pattern && objects && fc->pattern_add_string(pattern, FC_FAMILY, (const FcChar8 *)family)) {
    FcFontSet *set = fc->font_list(NULL, pattern, objects);
    for (int i = 0; set && i < set->nfont; i++) {
      FcChar8 *file = NULL;
      int index = 0, weight = FC_WEIGHT_REGULAR, slant = FC_SLANT_ROMAN, width = FC_WIDTH_NORMAL;
      if (fc->pattern_get_string(set->fonts[i], FC_FILE, 0, &file) != FcResultMatch || !file) continue;
      fc->pattern_get_integer(set->fonts[i], FC_INDEX, 0, &index);
      fc->pattern_get_integer(set->fonts[i], FC_WEIGHT, 0, &weight);
      fc->pattern_get_integer(set->fonts[i], FC_SLANT, 0, &slant);
      fc->pattern_get_integer(set->fonts[i], FC_WIDTH, 0, &width);
      if (width != FC_WIDTH_NORMAL) continue;
      each(context, (const char *)file, index, weight, slant);
      count++;
    }
    if (set) fc->font_set_destroy(set);
  }
  if (objects) fc->object_set_destroy(objects);
  if (pattern) fc->pattern_destroy(pattern);
  return count;
}
