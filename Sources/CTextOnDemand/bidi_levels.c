#include "libraries.h"
#include "text_on_demand.h"
#include <stdlib.h>

int tourhost_bidi_levels(const uint32_t *text, int length, int rtl, int line, uint8_t *levels) {
  if (length <= 0) return 1;
  const fribidi_functions *bidi = fribidi_library();
  if (bidi == NULL) return 0;
  FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
  FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
  FriBidiLevel *resolved = malloc(sizeof(FriBidiLevel) * (size_t)length);
  int ok = 0;
  if (types && brackets && resolved) {
    bidi->get_bidi_types(text, length, types);
    bidi->get_bracket_types(text, length, types, brackets);
    FriBidiParType base = rtl ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
    if (bidi->get_par_embedding_levels_ex(types, brackets, length, &base, resolved) != 0) {
      for (int i = length - 1; line && i >= 0 && FRIBIDI_IS_EXPLICIT_OR_BN_OR_WS(types[i]); i--)
        resolved[i] = FRIBIDI_DIR_TO_LEVEL(base);
      for (int i = 0; i < length; i++) levels[i] = (uint8_t)resolved[i];
      ok = 1;
    }
  }
  free(types);
  free(brackets);
  free(resolved);
  return ok;
}
