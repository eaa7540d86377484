/*
 * pattern_sets.c: the byte sets every pattern shares: the classes (%a, %d, ... and their
 * complements %A, %D, ...), the set of one byte, and '.'. Built once per process from the C
 * library's character classification, as the manual defines the classes.
 */
#include <ctype.h>
#include <pthread.h>
#include <string.h>

#include "pattern.h"

/* The class letters, in the order of belongs_to_class; 'z' (the zero byte) is deprecated in the
   manual of 5.2 and later but still read by 5.4's library, so it is read here too. */
static const char class_letters[] = "acdglpsuwxz";

static int belongs_to_class(int letter_index, int byte) {
  switch (letter_index) {
    case 0: return isalpha(byte);
    case 1: return iscntrl(byte);
    case 2: return isdigit(byte);
    case 3: return isgraph(byte);
    case 4: return islower(byte);
    case 5: return ispunct(byte);
    case 6: return isspace(byte);
    case 7: return isupper(byte);
    case 8: return isalnum(byte);
    case 9: return isxdigit(byte);
    default: return byte == 0;
  }
}

static ByteSet classes[2][sizeof class_letters - 1]; /* [0]: the class; [1]: its complement */
static ByteSet single_bytes[256];
static ByteSet every_byte;
static pthread_once_t sets_built = PTHREAD_ONCE_INIT;

static void add_byte(ByteSet *set, unsigned byte) {
  set->bits[byte >> 3] |= (uint8_t)(1u << (byte & 7));
}

static void build_sets(void) {
  for (size_t letter = 0; letter < sizeof class_letters - 1; letter++) {
    for (unsigned byte = 0; byte < 256; byte++) {
      add_byte(&classes[belongs_to_class((int)letter, (int)byte) ? 0 : 1][letter], byte);
    }
  }
  for (unsigned byte = 0; byte < 256; byte++) add_byte(&single_bytes[byte], byte);
  memset(every_byte.bits, 0xff, sizeof every_byte.bits);
}

const ByteSet *pattern_class_set(unsigned char letter) {
  pthread_once(&sets_built, build_sets);
  const char *found = memchr(class_letters, tolower(letter), sizeof class_letters - 1);
  if (found == NULL) return NULL;
  return &classes[isupper(letter) ? 1 : 0][found - class_letters];
}

const ByteSet *pattern_byte_set(unsigned char byte) {
  pthread_once(&sets_built, build_sets);
  return &single_bytes[byte];
}

const ByteSet *pattern_any_set(void) {
  pthread_once(&sets_built, build_sets);
  return &every_byte;
}
