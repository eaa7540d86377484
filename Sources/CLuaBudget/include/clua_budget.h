/*
 * clua_budget.h: the parts of Lua's standard library that loop in C, rebuilt to spend the
 * instruction budget (count hooks never fire inside a C function): string.find, match, gmatch
 * and gsub (lpattern.c), string.rep and the table library (lbudgetlib.c).
 */
#ifndef TOURHOST_CLUA_BUDGET_H
#define TOURHOST_CLUA_BUDGET_H

#include <lua.h>

/* Each replaces functions in the table given as argument 1: run them with lua_pcall (they may
   raise on a memory error). */

/* find, match, gmatch and gsub in the string table. */
int clua_guard_patterns(lua_State *L);

/* rep in the string table. */
int clua_budget_rep(lua_State *L);

/* concat, insert, pack, unpack, remove, move and sort in the table table. */
int clua_budget_table(lua_State *L);

#endif
