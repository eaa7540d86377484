/* install.c: puts tourhost's functions into the string and table libraries (clua_budget.h). */
#include <lauxlib.h>

#include "clua_budget.h"
#include "string_functions.h"
#include "table_functions.h"

int clua_install_string_functions(lua_State *L) {
  static const luaL_Reg functions[] = {
    {"find", string_find}, {"match", string_match}, {"gmatch", string_gmatch},
    {"gsub", string_gsub}, {"rep", string_rep},     {NULL, NULL},
  };
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  luaL_setfuncs(L, functions, 0);
  return 0;
}

int clua_install_table_functions(lua_State *L) {
  static const luaL_Reg functions[] = {
    {"insert", table_insert}, {"remove", table_remove}, {"move", table_move},     {"sort", table_sort},
    {"concat", table_concat}, {"pack", table_pack},     {"unpack", table_unpack}, {NULL, NULL},
  };
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  luaL_setfuncs(L, functions, 0);
  return 0;
}
