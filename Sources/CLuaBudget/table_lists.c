/*
 * table_lists.c: table.insert, table.remove and table.move (manual §6.6), which shift or copy
 * elements one by one through the list's metamethods. The elements to move are paid for
 * before the first moves, so a shift that cannot finish within the budget leaves the list
 * as it was.
 */
#include <lauxlib.h>

#include "budget_meter.h"
#include "table_functions.h"

static int has_metafield(lua_State *L, const char *name) {
  lua_pushstring(L, name);
  int type = lua_rawget(L, -2);
  lua_pop(L, 1);
  return type != LUA_TNIL;
}

void table_check_list(lua_State *L, int arg, int needs) {
  if (lua_type(L, arg) == LUA_TTABLE) return;
  int usable = 0;
  if (lua_getmetatable(L, arg)) {
    usable = (!(needs & LIST_READ) || has_metafield(L, "__index")) &&
             (!(needs & LIST_WRITE) || has_metafield(L, "__newindex")) &&
             (!(needs & LIST_LENGTH) || has_metafield(L, "__len"));
    lua_pop(L, 1);
  }
  if (!usable) luaL_checktype(L, arg, LUA_TTABLE);
}

lua_Integer table_list_length(lua_State *L, int arg, int needs) {
  table_check_list(L, arg, needs | LIST_LENGTH);
  return luaL_len(L, arg);
}

/* Pays for moving `count` elements (nothing for none). */
static void prepay_moves(lua_State *L, lua_Integer count, const char *doing) {
  if (count > 0) meter_prepay(L, count, doing);
}

int table_insert(lua_State *L) {
  lua_Integer length = table_list_length(L, 1, LIST_READ | LIST_WRITE);
  lua_Integer append_at = (lua_Integer)((lua_Unsigned)length + 1u);
  lua_Integer position;
  switch (lua_gettop(L)) {
    case 2:
      position = append_at;
      break;
    case 3:
      position = luaL_checkinteger(L, 2);
      /* 1 <= position <= append_at, compared without overflow */
      luaL_argcheck(L, (lua_Unsigned)position - 1u < (lua_Unsigned)append_at, 2, "position out of bounds");
      if (append_at > position) prepay_moves(L, append_at - position, " in table.insert");
      for (lua_Integer to = append_at; to > position; to--) {
        lua_geti(L, 1, to - 1);
        lua_seti(L, 1, to);
      }
      break;
    default:
      return luaL_error(L, "wrong number of arguments to 'insert'");
  }
  lua_seti(L, 1, position); /* the value, on top */
  return 0;
}

int table_remove(lua_State *L) {
  lua_Integer length = table_list_length(L, 1, LIST_READ | LIST_WRITE);
  lua_Integer position = luaL_optinteger(L, 2, length);
  /* a position other than the length must lie in 1 .. length + 1 (stock 5.4.4 names argument 1) */
  if (position != length) {
    luaL_argcheck(L, (lua_Unsigned)position - 1u <= (lua_Unsigned)length, 1, "position out of bounds");
  }
  lua_geti(L, 1, position);
  if (position < length) {
    /* counted without overflow: a length from __len and a position may be any integers */
    lua_Unsigned moves = (lua_Unsigned)length - (lua_Unsigned)position;
    prepay_moves(L, moves > (lua_Unsigned)LUA_MAXINTEGER ? LUA_MAXINTEGER : (lua_Integer)moves, " in table.remove");
  }
  for (; position < length; position++) {
    lua_geti(L, 1, position + 1);
    lua_seti(L, 1, position);
  }
  lua_pushnil(L);
  lua_seti(L, 1, position);
  return 1;
}

int table_move(lua_State *L) {
  lua_Integer first = luaL_checkinteger(L, 2);
  lua_Integer last = luaL_checkinteger(L, 3);
  lua_Integer to = luaL_checkinteger(L, 4);
  int destination = lua_isnoneornil(L, 5) ? 1 : 5;
  table_check_list(L, 1, LIST_READ);
  table_check_list(L, destination, LIST_WRITE);
  if (first <= last) {
    luaL_argcheck(L, first > 0 || last < LUA_MAXINTEGER + first, 3, "too many elements to move");
    lua_Integer count = last - first + 1;
    luaL_argcheck(L, to <= LUA_MAXINTEGER - count + 1, 4, "destination wrap around");
    prepay_moves(L, count, " in table.move");
    /* Copy from the back when the destination starts inside the source, in the same list. */
    if (to > first && to <= last && (destination == 1 || lua_compare(L, 1, destination, LUA_OPEQ))) {
      for (lua_Integer offset = count - 1; offset >= 0; offset--) {
        lua_geti(L, 1, first + offset);
        lua_seti(L, destination, to + offset);
      }
    } else {
      for (lua_Integer offset = 0; offset < count; offset++) {
        lua_geti(L, 1, first + offset);
        lua_seti(L, destination, to + offset);
      }
    }
  }
  lua_pushvalue(L, destination);
  return 1;
}
