/*
 * table_values.c: table.concat, table.pack and table.unpack (manual §6.6), which read or write
 * a list element by element.
 */
#include <lauxlib.h>
#include <limits.h>

#include "budget_meter.h"
#include "table_functions.h"

int table_concat(lua_State *L) {
  lua_Integer last = table_list_length(L, 1, LIST_READ);
  size_t separator_length;
  const char *separator = luaL_optlstring(L, 2, "", &separator_length);
  lua_Integer first = luaL_optinteger(L, 3, 1);
  last = luaL_optinteger(L, 4, last);
  luaL_Buffer out;
  luaL_buffinit(L, &out);
  if (first <= last) {
    BudgetMeter meter;
    meter_init(&meter, L, " in table.concat");
    for (lua_Integer index = first;; index++) {
      meter_count(&meter, 1);
      lua_geti(L, 1, index);
      if (!lua_isstring(L, -1)) {
        return luaL_error(L, "invalid value (%s) at index %I in table for 'concat'", luaL_typename(L, -1),
                          (LUAI_UACINT)index);
      }
      luaL_addvalue(&out);
      if (index == last) break;
      luaL_addlstring(&out, separator, separator_length);
    }
    meter_settle(&meter);
  }
  luaL_pushresult(&out);
  return 1;
}

int table_pack(lua_State *L) {
  int count = lua_gettop(L);
  meter_prepay(L, count, " in table.pack");
  lua_createtable(L, count, 1);
  for (int index = 1; index <= count; index++) {
    lua_pushvalue(L, index);
    lua_rawseti(L, -2, index);
  }
  lua_pushinteger(L, count);
  lua_setfield(L, -2, "n");
  return 1;
}

int table_unpack(lua_State *L) {
  lua_Integer first = luaL_optinteger(L, 2, 1);
  lua_Integer last = lua_isnoneornil(L, 3) ? luaL_len(L, 1) : luaL_checkinteger(L, 3);
  if (first > last) return 0;
  lua_Unsigned extra = (lua_Unsigned)last - (lua_Unsigned)first; /* results beyond the first */
  if (extra >= (lua_Unsigned)INT_MAX || !lua_checkstack(L, (int)(extra + 1))) {
    return luaL_error(L, "too many results to unpack");
  }
  meter_prepay(L, (long long)extra + 1, " in table.unpack");
  for (lua_Integer index = first;; index++) {
    lua_geti(L, 1, index);
    if (index == last) break;
  }
  return (int)(extra + 1);
}
