/*
 * clua_patterns.h: string.find, match, gmatch and gsub that spend the instruction budget
 * (lpattern.c).
 */
#ifndef TOURHOST_CLUA_PATTERNS_H
#define TOURHOST_CLUA_PATTERNS_H

#include <lua.h>

/* Replaces find, match, gmatch and gsub in the string table given as argument 1 (run it with
   lua_pcall: it may raise on a memory error). */
int clua_guard_patterns(lua_State *L);

#endif
