/*
 * clua_budget.h: tourhost's own versions of the Lua 5.4 library functions that loop in C,
 * written from the reference manual (§6.4, §6.4.1, §6.6) so that each loop spends the
 * instruction budget (a count hook never fires inside a C function): the pattern functions
 * string.find, match, gmatch and gsub, string.rep, and table.insert, remove, move, sort,
 * concat, pack and unpack. Their results, errors and messages are the stock library's;
 * Tests/TourLuaTests/LibraryDifferentialTests and `scripts/fuzz patterns` compare them.
 */
#ifndef TOURHOST_CLUA_BUDGET_H
#define TOURHOST_CLUA_BUDGET_H

#include <lua.h>

/* Each replaces functions in the library table given as argument 1; run it with lua_pcall
   (it may raise a memory error). It needs a state made by clua_newstate (shim.h), whose
   context holds the budget. */

/* find, match, gmatch, gsub and rep in the string table. */
int clua_install_string_functions(lua_State *L);

/* insert, remove, move, sort, concat, pack and unpack in the table table. */
int clua_install_table_functions(lua_State *L);

#endif
