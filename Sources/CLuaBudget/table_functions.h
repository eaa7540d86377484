/* table_functions.h: tourhost's table library functions that loop (clua_budget.h). */
#ifndef TOURHOST_TABLE_FUNCTIONS_H
#define TOURHOST_TABLE_FUNCTIONS_H

#include <lua.h>

int table_insert(lua_State *L);
int table_remove(lua_State *L);
int table_move(lua_State *L);
int table_sort(lua_State *L);
int table_concat(lua_State *L);
int table_pack(lua_State *L);
int table_unpack(lua_State *L);

/* What a function needs of a value used as a list: reading, writing, its length. */
enum { LIST_READ = 1, LIST_WRITE = 2, LIST_LENGTH = 4 };

/*
 * Checks that argument `arg` can be used as a list: a table, or a value whose metatable has
 * the metamethods `needs` asks for (__index, __newindex, __len); else the usual "table
 * expected" argument error.
 */
void table_check_list(lua_State *L, int arg, int needs);

/* table_check_list, then the length (#, honouring __len). */
lua_Integer table_list_length(lua_State *L, int arg, int needs);

#endif
