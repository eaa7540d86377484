/*
 * string_rep.c: string.rep (manual §6.4): n copies of s with sep between them. The work is
 * paid before it starts, by the copies and by the bytes, so string.rep("", 1e12), which makes
 * nothing but loops a trillion times in stock Lua, is stopped by the budget at once (after the
 * memory for the result is taken, so a result too big for memory fails as in stock Lua).
 */
#include <lauxlib.h>
#include <limits.h>
#include <string.h>

#include "budget_meter.h"
#include "string_functions.h"

/* The longest string the library's functions build (stock Lua's limit on 64-bit systems). */
#define LONGEST_RESULT ((size_t)INT_MAX)

int string_rep(lua_State *L) {
  size_t length, separator_length;
  const char *piece = luaL_checklstring(L, 1, &length);
  lua_Integer count = luaL_checkinteger(L, 2);
  const char *separator = luaL_optlstring(L, 3, "", &separator_length);
  if (count <= 0) {
    lua_pushliteral(L, "");
    return 1;
  }
  size_t period = length + separator_length;
  if (period < length || period > LONGEST_RESULT / (size_t)count) return luaL_error(L, "resulting string too large");
  size_t total = (size_t)count * period - separator_length;
  luaL_Buffer out;
  char *result = luaL_buffinitsize(L, &out, total); /* a result too big for memory fails first */
  meter_prepay(L, count / 8 + (long long)(total / 64) + 1, " in string.rep");
  /* One period (the piece, then the separator), then the text so far copied after itself. */
  size_t filled = length < total ? length : total;
  memcpy(result, piece, filled);
  if (filled < total) {
    size_t more = separator_length < total - filled ? separator_length : total - filled;
    memcpy(result + filled, separator, more);
    filled += more;
  }
  while (filled < total) {
    size_t more = filled < total - filled ? filled : total - filled;
    memcpy(result + filled, result, more);
    filled += more;
  }
  luaL_pushresultsize(&out, total);
  return 1;
}
