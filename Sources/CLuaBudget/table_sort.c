/*
 * table_sort.c: table.sort (manual §6.6), an introsort of our own.
 *
 * The elements are read onto the Lua stack and sorted there (comparisons and swaps between
 * stack slots cost no table look-ups), then written back in order; a list too long for the
 * stack is sorted in place through lua_geti/lua_seti. Ranges of four or more are split around
 * the median of their first, middle and last elements; a range that has been split too often
 * (2 log2 n) is heap-sorted, so no input takes more than O(n log n) comparisons; ranges of two
 * or three are put in order directly. The comparison function must be a strict weak order
 * (the manual); when a partition's scan runs past the ends it is not, and the sort raises
 * "invalid order function for sorting". Every comparison and swap pays the budget, so a sort
 * repeated without end is stopped like a loop.
 */
#include <lauxlib.h>
#include <limits.h>

#include "budget_meter.h"
#include "table_functions.h"

/* Where the elements are while they are sorted. Slot 0 holds the pivot. */
typedef struct Sorter {
  lua_State *L;
  int has_order;      /* a comparison function is argument 2 */
  int on_stack;       /* slots are stack slots from `base`; else slot k is list[k] */
  int base;           /* the stack index of slot 0 */
  BudgetMeter meter;
} Sorter;

enum { PIVOT = 0, ORDER_ARG = 2 };

static void push_slot(Sorter *sorter, lua_Integer slot) {
  if (sorter->on_stack) {
    lua_pushvalue(sorter->L, sorter->base + (int)slot);
  } else if (slot == PIVOT) {
    lua_pushvalue(sorter->L, sorter->base);
  } else {
    lua_geti(sorter->L, 1, slot);
  }
}

/* Pops the top of the stack into `slot`. */
static void store_slot(Sorter *sorter, lua_Integer slot) {
  if (sorter->on_stack || slot == PIVOT) {
    lua_replace(sorter->L, sorter->base + (sorter->on_stack ? (int)slot : 0));
  } else {
    lua_seti(sorter->L, 1, slot);
  }
}

/* Whether the value in slot a sorts before the one in slot b. */
static int before(Sorter *sorter, lua_Integer a, lua_Integer b) {
  lua_State *L = sorter->L;
  meter_count(&sorter->meter, 1);
  if (sorter->has_order) {
    lua_pushvalue(L, ORDER_ARG);
    push_slot(sorter, a);
    push_slot(sorter, b);
    lua_call(L, 2, 1);
    int result = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return result;
  }
  if (sorter->on_stack) return lua_compare(L, sorter->base + (int)a, sorter->base + (int)b, LUA_OPLT);
  push_slot(sorter, a);
  push_slot(sorter, b);
  int result = lua_compare(L, -2, -1, LUA_OPLT);
  lua_pop(L, 2);
  return result;
}

static void swap(Sorter *sorter, lua_Integer a, lua_Integer b) {
  meter_count(&sorter->meter, 1);
  push_slot(sorter, a);
  push_slot(sorter, b);
  store_slot(sorter, a);
  store_slot(sorter, b);
}

static void copy_to_pivot(Sorter *sorter, lua_Integer slot) {
  push_slot(sorter, slot);
  store_slot(sorter, PIVOT);
}

/* Puts slots a < b < c in order (a valid order: three comparisons at most). */
static void order_three(Sorter *sorter, lua_Integer a, lua_Integer b, lua_Integer c) {
  if (before(sorter, b, a)) swap(sorter, a, b);
  if (before(sorter, c, b)) {
    swap(sorter, b, c);
    if (before(sorter, b, a)) swap(sorter, a, b);
  }
}

static void report_invalid_order(Sorter *sorter) {
  luaL_error(sorter->L, "invalid order function for sorting");
}

/*
 * Splits low..high (four or more) around the median of three; returns where that median ends
 * up, everything before it not after it and everything after it not before it.
 */
static lua_Integer partition(Sorter *sorter, lua_Integer low, lua_Integer high) {
  lua_Integer middle = low + (high - low) / 2;
  order_three(sorter, low, middle, high);
  /* low and high now bound the scans; the median waits in high - 1 */
  copy_to_pivot(sorter, middle);
  swap(sorter, middle, high - 1);
  lua_Integer left = low;
  lua_Integer right = high - 1;
  for (;;) {
    for (left++; before(sorter, left, PIVOT); left++) {
      if (left >= high - 1) report_invalid_order(sorter);
    }
    for (right--; before(sorter, PIVOT, right); right--) {
      if (right <= low) report_invalid_order(sorter);
    }
    if (left >= right) break;
    swap(sorter, left, right);
  }
  swap(sorter, left, high - 1);
  return left;
}

static void sift_down(Sorter *sorter, lua_Integer low, lua_Integer root, lua_Integer count) {
  for (;;) {
    lua_Integer child = 2 * root + 1;
    if (child >= count) return;
    if (child + 1 < count && before(sorter, low + child, low + child + 1)) child++;
    if (!before(sorter, low + root, low + child)) return;
    swap(sorter, low + root, low + child);
    root = child;
  }
}

static void heap_sort(Sorter *sorter, lua_Integer low, lua_Integer high) {
  lua_Integer count = high - low + 1;
  for (lua_Integer root = count / 2 - 1; root >= 0; root--) sift_down(sorter, low, root, count);
  for (lua_Integer end = count - 1; end > 0; end--) {
    swap(sorter, low, low + end);
    sift_down(sorter, low, 0, end);
  }
}

/* Ranges still to sort: at most one per halving, so 64 always suffice. */
typedef struct Pending {
  lua_Integer low[64];
  lua_Integer high[64];
  int splits_left[64];
  int count;
} Pending;

static void sort_range(Sorter *sorter, lua_Integer low, lua_Integer high, int splits_left) {
  Pending pending;
  pending.count = 0;
  for (;;) {
    while (high - low >= 3) {
      if (splits_left == 0) {
        heap_sort(sorter, low, high);
        break;
      }
      splits_left--;
      lua_Integer at = partition(sorter, low, high);
      /* keep the longer side for later, go on with the shorter */
      int longer_left = at - low > high - at;
      pending.low[pending.count] = longer_left ? low : at + 1;
      pending.high[pending.count] = longer_left ? at - 1 : high;
      pending.splits_left[pending.count] = splits_left;
      pending.count++;
      if (longer_left) low = at + 1;
      else high = at - 1;
    }
    if (high - low == 2) order_three(sorter, low, low + 1, high);
    else if (high - low == 1 && before(sorter, high, low)) swap(sorter, low, high);
    if (pending.count == 0) return;
    pending.count--;
    low = pending.low[pending.count];
    high = pending.high[pending.count];
    splits_left = pending.splits_left[pending.count];
  }
}

static int split_limit(lua_Integer count) {
  int bits = 0;
  while (count > 1) {
    count >>= 1;
    bits++;
  }
  return 2 * bits;
}

int table_sort(lua_State *L) {
  lua_Integer count = table_list_length(L, 1, LIST_READ | LIST_WRITE);
  if (count <= 1) return 0;
  luaL_argcheck(L, count < INT_MAX, 1, "array too big");
  if (!lua_isnoneornil(L, ORDER_ARG)) luaL_checktype(L, ORDER_ARG, LUA_TFUNCTION);
  lua_settop(L, ORDER_ARG);
  Sorter sorter;
  sorter.L = L;
  sorter.has_order = !lua_isnil(L, ORDER_ARG);
  sorter.base = ORDER_ARG + 1;
  meter_init(&sorter.meter, L, " in table.sort");
  /* The stack holds the pivot and every element when it can grow that far. */
  sorter.on_stack = count < (1 << 24) && lua_checkstack(L, (int)count + 8);
  lua_pushnil(L); /* the pivot's slot */
  if (sorter.on_stack) {
    meter_count(&sorter.meter, count);
    for (lua_Integer index = 1; index <= count; index++) lua_geti(L, 1, index);
  }
  sort_range(&sorter, 1, count, split_limit(count));
  if (sorter.on_stack) {
    meter_count(&sorter.meter, count);
    for (lua_Integer index = 1; index <= count; index++) {
      lua_pushvalue(L, sorter.base + (int)index);
      lua_seti(L, 1, index);
    }
  }
  meter_settle(&sorter.meter);
  return 0;
}
