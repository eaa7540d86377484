/*
 * string_gsub.c: string.gsub (manual §6.4): every match (up to n) replaced by a template
 * string with %0-%9, by the value of a table at the first capture, or by what a function
 * returns for the captures; false or nil keeps the match as it was.
 */
#include <lauxlib.h>
#include <string.h>

#include "pattern.h"
#include "string_functions.h"

enum { REPLACEMENT_ARG = 3 };

/* Adds the template with %% as '%', %0 as the match and %1-%9 as its captures. */
static void add_template(Matcher *matcher, luaL_Buffer *out, const char *template, size_t length,
                         const unsigned char *start, const unsigned char *end) {
  const char *rest = template;
  const char *stop = template + length;
  for (;;) {
    const char *percent = memchr(rest, '%', (size_t)(stop - rest));
    if (percent == NULL) break;
    /* each code pays: "%1" of an empty capture adds nothing, and a long template of them,
       repeated for every match, would otherwise be free */
    meter_count(&matcher->meter, 1 + (percent - rest) / 64);
    luaL_addlstring(out, rest, (size_t)(percent - rest));
    unsigned char code = percent + 1 < stop ? (unsigned char)percent[1] : 0;
    if (code == '%') {
      luaL_addchar(out, '%');
    } else if (code == '0') {
      luaL_addlstring(out, (const char *)start, (size_t)(end - start));
    } else if (code >= '1' && code <= '9') {
      const unsigned char *text;
      ptrdiff_t text_length = matcher_capture(matcher, code - '1', start, end, &text);
      if (text_length == CAPTURE_IS_POSITION) {
        lua_pushinteger(matcher->L, (lua_Integer)(text - matcher->subject) + 1);
        luaL_addvalue(out);
      } else {
        luaL_addlstring(out, (const char *)text, (size_t)text_length);
      }
    } else {
      luaL_error(matcher->L, "invalid use of '%%' in replacement string");
    }
    rest = percent + 2;
  }
  luaL_addlstring(out, rest, (size_t)(stop - rest));
}

/* Adds what replaces the match [start, end). */
static void add_replacement(Matcher *matcher, luaL_Buffer *out, int type, const char *template, size_t length,
                            const unsigned char *start, const unsigned char *end) {
  lua_State *L = matcher->L;
  if (type == LUA_TFUNCTION) {
    lua_pushvalue(L, REPLACEMENT_ARG);
    int arguments = matcher_push_captures(matcher, start, end, 1);
    lua_call(L, arguments, 1);
  } else if (type == LUA_TTABLE) {
    matcher_push_capture(matcher, 0, start, end);
    lua_gettable(L, REPLACEMENT_ARG);
  } else {
    add_template(matcher, out, template, length, start, end);
    return;
  }
  if (!lua_toboolean(L, -1)) {
    lua_pop(L, 1);
    luaL_addlstring(out, (const char *)start, (size_t)(end - start));
  } else if (lua_isstring(L, -1)) {
    luaL_addvalue(out);
  } else {
    luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  }
}

int string_gsub(lua_State *L) {
  size_t subject_length, pattern_length;
  const char *subject = luaL_checklstring(L, 1, &subject_length);
  const char *source = luaL_checklstring(L, 2, &pattern_length);
  int type = lua_type(L, REPLACEMENT_ARG);
  lua_Integer most = luaL_optinteger(L, 4, (lua_Integer)subject_length + 1);
  luaL_argexpected(L, type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TFUNCTION || type == LUA_TTABLE,
                   REPLACEMENT_ARG, "string/function/table");
  size_t template_length = 0;
  const char *template = NULL;
  if (type == LUA_TNUMBER || type == LUA_TSTRING) template = lua_tolstring(L, REPLACEMENT_ARG, &template_length);
  PatternRoom room;
  Matcher matcher;
  int anchored = matcher_open(&matcher, L, &room, source, pattern_length, subject, subject_length);
  luaL_Buffer out;
  luaL_buffinit(L, &out);
  const unsigned char *copied = matcher.subject; /* everything before this is in `out` */
  const unsigned char *from = copied;
  const unsigned char *last_end = NULL;
  lua_Integer count = 0;
  while (count < most) {
    const unsigned char *start;
    const unsigned char *end = matcher_search(&matcher, from, anchored, &start);
    if (end == NULL) break;
    if (end == last_end && start == from) {
      /* an empty match where the last one ended is not a match: look one byte on */
      if (anchored || from >= matcher.subject_end) break;
      from++;
      continue;
    }
    luaL_addlstring(&out, (const char *)copied, (size_t)(start - copied));
    count++;
    add_replacement(&matcher, &out, type, template, template_length, start, end);
    copied = from = last_end = end;
    if (anchored) break;
  }
  matcher_settle(&matcher);
  luaL_addlstring(&out, (const char *)copied, (size_t)(matcher.subject_end - copied));
  luaL_pushresult(&out);
  lua_pushinteger(L, count);
  return 2;
}
