/*
 * lstock.h: what Lua 5.4.4's library sources (lpattern.c, lbudgetlib.c) take from Lua's internal
 * headers, which the installed ones do not carry.
 */
#ifndef TOURHOST_LSTOCK_H
#define TOURHOST_LSTOCK_H

#include <limits.h>
#include <stddef.h>

#define MAX_SIZET ((size_t)(~(size_t)0))
/* The largest string a library function builds (lstrlib.c). */
#define MAXSIZE (sizeof(size_t) < sizeof(int) ? MAX_SIZET : (size_t)(INT_MAX))
#if !defined(l_unlikely)
#define l_unlikely(x) (__builtin_expect(((x) != 0), 0))
#endif
#if !defined(lua_assert)
#define lua_assert(c) ((void)0)
#endif

#endif
