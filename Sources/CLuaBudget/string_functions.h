/* string_functions.h: tourhost's string library functions that loop (clua_budget.h). */
#ifndef TOURHOST_STRING_FUNCTIONS_H
#define TOURHOST_STRING_FUNCTIONS_H

#include <lua.h>
#include <stddef.h>

int string_find(lua_State *L);
int string_match(lua_State *L);
int string_gmatch(lua_State *L);
int string_gsub(lua_State *L);
int string_rep(lua_State *L);

/* A 1-based, possibly negative start position (init) as an offset from 0, clipped to the front. */
size_t string_start_offset(lua_Integer init, size_t length);

#endif
