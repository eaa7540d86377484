/*
 * string_search.c: string.find, string.match and string.gmatch (manual §6.4), searching
 * with tourhost's patterns (pattern.h) and paying the budget for every step.
 */
#include <lauxlib.h>
#include <string.h>

#include "budget_meter.h"
#include "pattern.h"
#include "string_functions.h"

size_t string_start_offset(lua_Integer init, size_t length) {
  if (init > 0) return (size_t)init - 1;
  if (init == 0 || init < -(lua_Integer)length) return 0;
  return length - (size_t)(-init);
}

/* Whether `text` has a byte that makes a pattern more than plain text. */
static int has_magic(const char *text, size_t length) {
  static const char magic[] = "^$*+?.([%-";
  for (size_t i = 0; i < length; i++) {
    if (text[i] != '\0' && memchr(magic, text[i], sizeof magic - 1) != NULL) return 1;
  }
  return 0;
}

/* Whether `length` bytes at `a` and `b` are equal, paying one unit for each 64 compared. */
static int same_bytes(BudgetMeter *meter, const char *a, const char *b, size_t length) {
  while (length > 0) {
    size_t chunk = length < 64 ? length : 64;
    meter_count(meter, 1);
    if (memcmp(a, b, chunk) != 0) return 0;
    a += chunk;
    b += chunk;
    length -= chunk;
  }
  return 1;
}

/* The first place `needle` occurs in `haystack`, byte for byte, or NULL. */
static const char *find_plain(lua_State *L, const char *haystack, size_t haystack_length, const char *needle,
                              size_t needle_length) {
  if (needle_length == 0) return haystack;
  if (needle_length > haystack_length) return NULL;
  BudgetMeter meter;
  meter_init(&meter, L, DOING_PATTERN);
  const char *last_start = haystack + (haystack_length - needle_length);
  const char *found = NULL;
  for (const char *from = haystack; from <= last_start;) {
    const char *candidate = memchr(from, needle[0], (size_t)(last_start - from) + 1);
    if (candidate == NULL) break;
    meter_count(&meter, 1 + (candidate - from) / 64);
    if (same_bytes(&meter, candidate + 1, needle + 1, needle_length - 1)) {
      found = candidate;
      break;
    }
    from = candidate + 1;
  }
  meter_settle(&meter);
  return found;
}

/* find (with_positions) and match: the first match from init. */
static int first_match(lua_State *L, int with_positions) {
  size_t subject_length, pattern_length;
  const char *subject = luaL_checklstring(L, 1, &subject_length);
  const char *source = luaL_checklstring(L, 2, &pattern_length);
  size_t from = string_start_offset(luaL_optinteger(L, 3, 1), subject_length);
  if (from > subject_length) {
    luaL_pushfail(L);
    return 1;
  }
  if (with_positions && (lua_toboolean(L, 4) || !has_magic(source, pattern_length))) {
    const char *found = find_plain(L, subject + from, subject_length - from, source, pattern_length);
    if (found == NULL) {
      luaL_pushfail(L);
      return 1;
    }
    lua_pushinteger(L, (lua_Integer)(found - subject) + 1);
    lua_pushinteger(L, (lua_Integer)(found - subject + pattern_length));
    return 2;
  }
  PatternRoom room;
  Matcher matcher;
  int anchored = matcher_open(&matcher, L, &room, source, pattern_length, subject, subject_length);
  const unsigned char *start;
  const unsigned char *end = matcher_search(&matcher, matcher.subject + from, anchored, &start);
  matcher_settle(&matcher);
  if (end == NULL) {
    luaL_pushfail(L);
    return 1;
  }
  if (!with_positions) return matcher_push_captures(&matcher, start, end, 1);
  lua_pushinteger(L, (lua_Integer)(start - matcher.subject) + 1);
  lua_pushinteger(L, (lua_Integer)(end - matcher.subject));
  return 2 + matcher_push_captures(&matcher, start, end, 0);
}

int string_find(lua_State *L) {
  return first_match(L, 1);
}

int string_match(lua_State *L) {
  return first_match(L, 0);
}

/* What a gmatch iterator remembers between calls; its compiled pattern follows it. */
typedef struct Iteration {
  Pattern pattern;
  size_t next;       /* where the next search starts; past the end when done */
  size_t last_end;   /* where the last match ended; SIZE_MAX before the first */
} Iteration;

#define ITERATION_HEADER ((sizeof(Iteration) + 15) & ~(size_t)15)

/* The iterator: upvalues are the subject, the pattern's text and the Iteration. */
static int next_match(lua_State *L) {
  size_t subject_length;
  const char *subject = lua_tolstring(L, lua_upvalueindex(1), &subject_length);
  Iteration *iteration = lua_touserdata(L, lua_upvalueindex(3));
  if (iteration->next > subject_length) return 0;
  Matcher matcher;
  matcher_init(&matcher, L, &iteration->pattern, subject, subject_length);
  const unsigned char *from = matcher.subject + iteration->next;
  for (;;) {
    const unsigned char *start;
    const unsigned char *end = matcher_search(&matcher, from, 0, &start);
    if (end == NULL) break;
    size_t end_offset = (size_t)(end - matcher.subject);
    if (end_offset == iteration->last_end && start == from) {
      /* an empty match where the last one ended: look again one byte on */
      if (from >= matcher.subject_end) break;
      from++;
      continue;
    }
    iteration->next = iteration->last_end = end_offset;
    matcher_settle(&matcher);
    return matcher_push_captures(&matcher, start, end, 1);
  }
  iteration->next = subject_length + 1;
  matcher_settle(&matcher);
  return 0;
}

int string_gmatch(lua_State *L) {
  size_t subject_length, pattern_length;
  luaL_checklstring(L, 1, &subject_length);
  const char *source = luaL_checklstring(L, 2, &pattern_length);
  size_t from = string_start_offset(luaL_optinteger(L, 3, 1), subject_length);
  lua_settop(L, 2);
  /* The pattern is compiled once, into the iterator's own userdata. */
  PatternLayout layout = pattern_measure(source, pattern_length);
  Iteration *iteration = lua_newuserdatauv(L, ITERATION_HEADER + layout.total, 0);
  pattern_build(&iteration->pattern, source, pattern_length, layout, (unsigned char *)iteration + ITERATION_HEADER);
  iteration->next = from > subject_length ? subject_length + 1 : from;
  iteration->last_end = (size_t)-1;
  lua_pushcclosure(L, next_match, 3);
  return 1;
}
