/*
 * shim.h: Lua's C API made usable from Swift (the other C in tourhost is CLuaBudget: tourhost's
 * own versions of the library functions that loop in C, which spend the instruction budget).
 *
 * 1. Lua's C API macros re-exposed as functions, because Swift cannot import macros.
 * 2. The per-state context: one block of plain C data that the allocator, the budget hook
 *    and the trampoline share. It is reached from any thread of the state through
 *    lua_getextraspace (threads copy the main thread's extra space when they are created).
 * 3. The capped allocator (a runaway allocation becomes "not enough memory").
 * 4. The instruction-budget count hook (a runaway loop becomes an error; after the budget is
 *    spent the hook re-arms on every line so that a script's own pcall cannot swallow it),
 *    and clua_budget_spend for C code the hook cannot see (CLuaBudget). The same checks keep
 *    a time limit per resumption, for work one instruction can do (comparing or copying long
 *    strings).
 * 5. The trampoline: every Swift function exposed to Lua is called through clua_trampoline.
 *    Swift never raises a Lua error itself (longjmp would jump over Swift frames); it returns
 *    a sentinel and the trampoline raises after the Swift frame is gone.
 */
#ifndef TOURHOST_CLUA_SHIM_H
#define TOURHOST_CLUA_SHIM_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* ---------------------------------------------------------------- macros */

static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int clua_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void clua_pop(lua_State *L, int n) { lua_settop(L, -(n)-1); }
static inline void clua_newtable(lua_State *L) { lua_createtable(L, 0, 0); }
static inline void clua_insert(lua_State *L, int idx) { lua_rotate(L, idx, 1); }
static inline void clua_remove(lua_State *L, int idx) { lua_rotate(L, idx, -1); lua_settop(L, -2); }
static inline void clua_pushglobaltable(lua_State *L) { lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS); }
static inline int clua_isnoneornil(lua_State *L, int idx) { return lua_type(L, idx) <= 0; }
static inline int clua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
  return lua_pcallk(L, nargs, nresults, msgh, 0, NULL);
}
static inline int clua_loadbuffer(lua_State *L, const char *buff, size_t size, const char *name,
                                  const char *mode) {
  return luaL_loadbufferx(L, buff, size, name, mode);
}
static inline int clua_resetthread(lua_State *co, lua_State *from) {
#if LUA_VERSION_RELEASE_NUM >= 50406
  return lua_closethread(co, from);
#elif LUA_VERSION_RELEASE_NUM >= 50405
  return lua_resetthread(co, from);
#else
  (void)from;
  return lua_resetthread(co);
#endif
}
static inline int clua_version_release_num(void) { return LUA_VERSION_RELEASE_NUM; }

/* ---------------------------------------------------------------- context */

/* A Swift function exposed to Lua: returns the number of results, or a CLUA_* sentinel. */
typedef int (*clua_SwiftFunction)(lua_State *L, int id);

enum {
  CLUA_RAISE = -1,         /* raise the value on top of the stack as it is */
  CLUA_RAISE_WHERE = -2,   /* prefix the string on top with the caller's position, then raise */
  CLUA_YIELD4 = -3,        /* yield the 4 values on top (a request to the host: sentinel, verb, value, who) */
  CLUA_ARGERROR_BASE = -1000 /* -(1000 + n): luaL_argerror(n, string on top) */
};

typedef struct clua_Context {
  clua_SwiftFunction dispatch; /* the Swift dispatcher behind every trampoline */
  void *host;                  /* unretained pointer to the Swift LuaState */
  /* instruction budget */
  long long budget_remaining;  /* instructions left for the running script call */
  long long budget_total;      /* what the running call started with (for the message) */
  int budget_granularity;      /* instructions between two hook calls */
  int budget_exceeded;
  char budget_message[320];    /* the first error once exceeded, raised again until the call ends */
  /* time limit */
  long long time_limit_ns;     /* how long one resumption may run; 0: no limit */
  long long started_ns;        /* when the running resumption was first checked; 0: not yet */
  /* memory */
  size_t used;
  size_t limit;
  int enforce_limit;           /* 1 while script code runs; 0 while the host pushes values */
  int limit_hit;
  struct clua_KeySlot *keys;   /* the host's interned keys (clua_pushkey), CLUA_KEY_SLOTS of them */
} clua_Context;

/* A key written in the host's code: the address and length of its text (a literal's, which
   lives as long as the process) and the registry reference of its Lua string. */
typedef struct clua_KeySlot {
  const char *text;
  size_t len;
  int ref;
} clua_KeySlot;

enum { CLUA_KEY_SLOTS = 1024, CLUA_KEY_PROBES = 8 };

static inline clua_Context *clua_context(lua_State *L) {
  return *(clua_Context **)lua_getextraspace(L);
}
static inline void clua_setcontext(lua_State *L, clua_Context *ctx) {
  *(clua_Context **)lua_getextraspace(L) = ctx;
}

/* ---------------------------------------------------------------- allocator */

static inline void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  clua_Context *ctx = (clua_Context *)ud;
  size_t old = ptr ? osize : 0; /* for a new block, osize is a type tag */
  if (nsize == 0) {
    free(ptr);
    ctx->used -= old;
    return NULL;
  }
  if (nsize > old && ctx->enforce_limit && ctx->used - old + nsize > ctx->limit) {
    ctx->limit_hit = 1;
    return NULL;
  }
  void *block = realloc(ptr, nsize);
  if (block == NULL) return NULL;
  ctx->used = ctx->used - old + nsize;
  return block;
}

static inline lua_State *clua_newstate(clua_Context *ctx) {
  lua_State *L = lua_newstate(clua_alloc, ctx);
  if (L == NULL) return NULL;
  clua_setcontext(L, ctx);
  ctx->keys = (clua_KeySlot *)calloc(CLUA_KEY_SLOTS, sizeof(clua_KeySlot));
  return L;
}

/* Closes a state made by clua_newstate. */
static inline void clua_close(lua_State *L) {
  clua_Context *ctx = clua_context(L);
  lua_close(L);
  free(ctx->keys);
  ctx->keys = NULL;
}

/*
 * Pushes the string `text` (`len` bytes at an address that never changes: a literal of the
 * host's code). The first push of an address interns the string and keeps it in the registry;
 * later ones fetch it by reference, with no hashing of its bytes. An address the table has no
 * room for is pushed as any string.
 */
static inline void clua_pushkey(lua_State *L, const char *text, size_t len) {
  clua_Context *ctx = clua_context(L);
  if (ctx->keys != NULL) {
    size_t start = (size_t)(((uint64_t)(uintptr_t)text * 0x9E3779B97F4A7C15ull) >> 54);
    for (size_t probe = 0; probe < CLUA_KEY_PROBES; probe++) {
      clua_KeySlot *slot = &ctx->keys[(start + probe) % CLUA_KEY_SLOTS];
      if (slot->text == text && slot->len == len) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, slot->ref);
        return;
      }
      if (slot->text == NULL) {
        lua_pushlstring(L, text, len);
        lua_pushvalue(L, -1);
        slot->ref = luaL_ref(L, LUA_REGISTRYINDEX);
        slot->text = text;
        slot->len = len;
        return;
      }
    }
  }
  lua_pushlstring(L, text, len);
}

/* ---------------------------------------------------------------- budget hook */

static inline int clua_budget_raise(lua_State *L, int level, const char *doing);

/*
 * Fills `ar` with the innermost script function on L's stack at or above `level`: C functions
 * and the host's own chunks (named "=[...]") are skipped. Returns 0 when there is none.
 */
static inline int clua_script_frame(lua_State *L, int level, lua_Debug *ar) {
  for (; lua_getstack(L, level, ar); level++) {
    if (lua_getinfo(L, "Sl", ar) && ar->currentline > 0 && ar->source[0] != '=') return 1;
  }
  return 0;
}

/*
 * Pushes "source:line: " for the innermost script function at or above `level` (skipping C
 * functions such as pcall or string.find, and the host's own "=[...]" chunks), or "".
 */
static inline void clua_where_script(lua_State *L, int level) {
  lua_Debug ar;
  if (clua_script_frame(L, level, &ar)) {
    lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
  } else {
    lua_pushliteral(L, "");
  }
}

static inline int clua_time_raise(lua_State *L, int level, const char *doing);

/*
 * Whether the running resumption has run past its time limit. The clock starts at the first
 * check (a count hook, or a charge from C), so arming costs nothing; what ran before it is at
 * most one hook's worth of instructions.
 */
static inline int clua_out_of_time(clua_Context *ctx) {
  if (ctx->time_limit_ns <= 0) return 0;
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  long long ns = (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
  if (ctx->started_ns == 0) {
    ctx->started_ns = ns;
    return 0;
  }
  return ns - ctx->started_ns > ctx->time_limit_ns;
}

static inline void clua_budget_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  clua_Context *ctx = clua_context(L);
  if (!ctx->budget_exceeded) {
    ctx->budget_remaining -= ctx->budget_granularity;
    if (ctx->budget_remaining > 0) {
      if (!clua_out_of_time(ctx)) return;
      clua_time_raise(L, 0, "");
    }
  }
  clua_budget_raise(L, 0, ""); /* in a hook, level 0 is the function that was running */
}

/*
 * Raises "<where> <what><doing>", where is the innermost script function from `level` up, and
 * re-arms the hook on every line and instruction so that a pcall in the script cannot keep it
 * alive: later errors repeat the first message until the call ends.
 */
static inline int clua_limit_raise(lua_State *L, int level, const char *what, const char *doing) {
  clua_Context *ctx = clua_context(L);
  if (!ctx->budget_exceeded) {
    /* The first error names where the limit was reached; later ones repeat it. */
    ctx->budget_exceeded = 1;
    lua_sethook(L, clua_budget_hook, LUA_MASKCOUNT | LUA_MASKLINE, 1);
    clua_where_script(L, level);
    lua_pushfstring(L, "%s%s", what, doing);
    lua_concat(L, 2);
    size_t length = 0;
    const char *message = lua_tolstring(L, -1, &length);
    if (length >= sizeof ctx->budget_message) length = sizeof ctx->budget_message - 1;
    memcpy(ctx->budget_message, message, length);
    ctx->budget_message[length] = '\0';
    return lua_error(L);
  }
  lua_pushstring(L, ctx->budget_message);
  return lua_error(L);
}

/*
 * Raises "<where> instruction budget exceeded (N instructions)<doing>". Also called from C code
 * that spends the same budget where count hooks never fire (CLuaBudget).
 */
static inline int clua_budget_raise(lua_State *L, int level, const char *doing) {
  char what[96];
  snprintf(what, sizeof what, "instruction budget exceeded (%lld instructions)", clua_context(L)->budget_total);
  return clua_limit_raise(L, level, what, doing);
}

/* Raises "<where> time limit exceeded (S s)<doing>". */
static inline int clua_time_raise(lua_State *L, int level, const char *doing) {
  char what[96];
  snprintf(what, sizeof what, "time limit exceeded (%g s)", (double)clua_context(L)->time_limit_ns / 1e9);
  return clua_limit_raise(L, level, what, doing);
}

/* Spends `n` of the budget from C code that runs long without the hook (a pattern match). */
static inline void clua_budget_spend(lua_State *L, long long n, const char *doing) {
  clua_Context *ctx = clua_context(L);
  if (ctx == NULL) return;
  ctx->budget_remaining -= n;
  if (ctx->budget_remaining <= 0 || ctx->budget_exceeded) clua_budget_raise(L, 1, doing);
  if (clua_out_of_time(ctx)) clua_time_raise(L, 1, doing);
}

/* Arms the budget hook on a thread (hooks are per thread; set it on the thread you resume). */
static inline void clua_arm_budget(lua_State *L) {
  clua_Context *ctx = clua_context(L);
  ctx->started_ns = 0; /* the time limit starts at the first check */
  lua_sethook(L, clua_budget_hook, LUA_MASKCOUNT, ctx->budget_granularity);
}

/* ---------------------------------------------------------------- trampoline */

static inline int clua_trampoline(lua_State *L) {
  clua_Context *ctx = clua_context(L);
  int id = (int)lua_tointegerx(L, lua_upvalueindex(1), NULL);
  int saved = ctx->enforce_limit;
  ctx->enforce_limit = 0; /* the host's own pushes are never refused */
  int n = ctx->dispatch(L, id);
  ctx->enforce_limit = saved;
  if (n >= 0) return n;
  if (n == CLUA_RAISE) return lua_error(L);
  if (n == CLUA_YIELD4) return lua_yield(L, 4);
  if (n == CLUA_RAISE_WHERE) {
    luaL_where(L, 1);
    lua_rotate(L, -2, 1);
    lua_concat(L, 2);
    return lua_error(L);
  }
  if (n <= CLUA_ARGERROR_BASE) return luaL_argerror(L, CLUA_ARGERROR_BASE - n, lua_tostring(L, -1));
  return luaL_error(L, "tourhost: bad result %d from a host function", n);
}

static inline void clua_pushfunction(lua_State *L, int id) {
  lua_pushinteger(L, id);
  lua_pushcclosure(L, clua_trampoline, 1);
}

/* ---------------------------------------------------------------- errors */

/*
 * The message of the error value at idx, the way lua.c describes it: the string itself, its
 * __tostring, or "(error object is a <type> value)". May push a string.
 */
static inline const char *clua_errormessage(lua_State *L, int idx) {
  const char *msg = lua_tostring(L, idx);
  if (msg != NULL) return msg;
  if (luaL_callmeta(L, idx, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return lua_tostring(L, -1);
  return lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, idx));
}

/* Pushes { message = msg, traceback = <traceback of co from level> }. */
static inline void clua_pusherrortable(lua_State *L, lua_State *co, const char *msg, int level) {
  lua_createtable(L, 0, 2);
  lua_pushstring(L, msg);
  lua_setfield(L, -2, "message");
  luaL_traceback(L, co, NULL, level);
  lua_setfield(L, -2, "traceback");
}

/* Message handler for lua_pcall: turns the error into a table { message, traceback }. */
static inline int clua_msghandler(lua_State *L) {
  clua_pusherrortable(L, L, clua_errormessage(L, 1), 1);
  return 1;
}

/*
 * Protected helper for a failed coroutine: arguments (thread, error value); returns the same
 * { message, traceback } table, built from the dead coroutine's own stack.
 */
static inline int clua_threaderror(lua_State *L) {
  clua_pusherrortable(L, lua_tothread(L, 1), clua_errormessage(L, 2), 0);
  return 1;
}

/* Pushes a C function without upvalues (lua_pushcfunction is a macro). */
static inline void clua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcclosure(L, f, 0); }
static inline void clua_push_msghandler(lua_State *L) { lua_pushcclosure(L, clua_msghandler, 0); }
static inline void clua_push_threaderror(lua_State *L) { lua_pushcclosure(L, clua_threaderror, 0); }

/* Opens the standard libraries; run it with lua_pcall (the sandbox then removes what is not allowed). */
static inline int clua_openlibs(lua_State *L) {
  luaL_openlibs(L);
  return 0;
}
static inline void clua_push_openlibs(lua_State *L) { lua_pushcclosure(L, clua_openlibs, 0); }

/*
 * load(chunk [, chunkname [, mode [, env]]]) for tour scripts, as the manual (§6.1) defines it
 * but always in text mode: no binary chunk is ever undumped, whatever mode the script asks for
 * (the mode is still checked to be a string). Written in C, not as a Lua wrapper, so that its
 * argument errors name 'load' and the script's line. A chunk given as a function is read piece
 * by piece; each piece stays in a stack slot of its own while the parser reads it.
 */
typedef struct clua_ChunkPieces {
  int giver; /* the stack index of the function that gives the pieces */
  int held;  /* the stack index that holds the piece being read */
} clua_ChunkPieces;

static inline const char *clua_next_piece(lua_State *L, void *data, size_t *size) {
  clua_ChunkPieces *pieces = (clua_ChunkPieces *)data;
  luaL_checkstack(L, 2, "too many nested functions");
  lua_pushvalue(L, pieces->giver);
  lua_call(L, 0, 1);
  if (lua_isnil(L, -1)) { /* the end of the chunk */
    lua_pop(L, 1);
    *size = 0;
    return NULL;
  }
  if (!lua_isstring(L, -1)) luaL_error(L, "reader function must return a string");
  lua_replace(L, pieces->held);
  return lua_tolstring(L, pieces->held, size);
}

static inline int clua_load_text(lua_State *L) {
  enum { CHUNK = 1, NAME, MODE, ENVIRONMENT };
  size_t length;
  const char *text = lua_tolstring(L, CHUNK, &length);
  (void)luaL_optstring(L, MODE, "t");
  int has_environment = !lua_isnone(L, ENVIRONMENT);
  int status;
  if (text != NULL) {
    status = luaL_loadbufferx(L, text, length, luaL_optstring(L, NAME, text), "t");
  } else {
    const char *name = luaL_optstring(L, NAME, "=(load)");
    luaL_checktype(L, CHUNK, LUA_TFUNCTION);
    lua_settop(L, ENVIRONMENT);
    lua_pushnil(L); /* where each piece is held */
    clua_ChunkPieces pieces = { CHUNK, lua_gettop(L) };
    status = lua_load(L, clua_next_piece, &pieces, name, "t");
  }
  if (status != LUA_OK) {
    luaL_pushfail(L);
    lua_rotate(L, -2, 1); /* fail, then the message */
    return 2;
  }
  if (has_environment) {
    lua_pushvalue(L, ENVIRONMENT);
    if (lua_setupvalue(L, -2, 1) == NULL) lua_pop(L, 1); /* the chunk's first upvalue is its _ENV */
  }
  return 1;
}

/* lua_gc is variadic, which Swift cannot call. */
static inline int clua_gc_collect(lua_State *L) { return lua_gc(L, LUA_GCCOLLECT); }
static inline int clua_gc_count_kb(lua_State *L) { return lua_gc(L, LUA_GCCOUNT); }

/*
 * Pushes onto L the position "source:line:" of the innermost script function on co's stack
 * (for a coroutine that died in a C function, such as an allocation), or "" if there is none.
 */
static inline void clua_pushposition(lua_State *L, lua_State *co) {
  lua_Debug ar;
  if (clua_script_frame(co, 0, &ar)) {
    lua_pushfstring(L, "%s:%d:", ar.short_src, ar.currentline);
  } else {
    lua_pushliteral(L, "");
  }
}

/* The line of the innermost script function on L's stack (as clua_pushposition finds it), or 0. */
static inline int clua_scriptline(lua_State *L) {
  lua_Debug ar;
  return clua_script_frame(L, 0, &ar) ? ar.currentline : 0;
}

/* Pushes "source:line:" for where the function at idx is defined ("" for a C function). */
static inline void clua_pushdefinition(lua_State *L, int idx) {
  lua_Debug ar;
  lua_pushvalue(L, idx);
  if (lua_getinfo(L, ">S", &ar) && ar.linedefined > 0) {
    lua_pushfstring(L, "%s:%d:", ar.short_src, ar.linedefined);
  } else {
    lua_pushliteral(L, "");
  }
}

/* ---------------------------------------------------------------- benchmarks */

/*
 * The baseline of the hook-overhead benchmark (tourhost-bench hooks): a plain C host calling
 * the function at the top of the stack `n` times with (the value below it, i) through
 * lua_pcall, without coroutines, budgets or Swift. Returns how many calls answered true.
 */
static inline long clua_bench_pcall_loop(lua_State *L, long n) {
  long answered = 0;
  for (long i = 1; i <= n; i++) {
    lua_pushvalue(L, -1);
    lua_pushvalue(L, -3);
    lua_pushinteger(L, i);
    if (lua_pcall(L, 2, 1, 0) == LUA_OK && lua_toboolean(L, -1)) answered++;
    lua_pop(L, 1);
  }
  return answered;
}

/* ---------------------------------------------------------------- coroutine.close */

/*
 * coroutine.close, counted. Stock 5.4.4 does not count a close against the C-stack limit
 * (upstream bug 1e64c139, "stack overflow with nesting of coroutine.close", fixed in 5.4.5):
 * a chain of coroutines whose __close handlers each close the one before overflows the C
 * stack and kills the process. This closure (upvalue 1: the stock close; upvalue 2: how many
 * closes are running, one inside another) raises "C stack overflow" at the depth stock Lua
 * allows nested C calls instead. Closes nest strictly (a __close handler cannot yield), so
 * one counter per state is exact.
 */
#define CLUA_MAX_NESTED_CLOSES 180

/*
 * The registry's table of the coroutines a script made (weak keys; the prelude's
 * coroutine.create and wrap fill it). A hook's own coroutine is the host's: a script that
 * kept it (coroutine.running()) cannot close it while it waits.
 */
static const char *const clua_script_threads_key = "tourhost.scriptThreads";

static inline int clua_counted_close(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTHREAD); /* the message stock Lua gives */
  if (lua_getfield(L, LUA_REGISTRYINDEX, clua_script_threads_key) == LUA_TTABLE) {
    lua_pushvalue(L, 1);
    int own = lua_rawget(L, -2) != LUA_TNIL;
    lua_pop(L, 2);
    if (!own) return luaL_argerror(L, 1, "a hook's coroutine is tourhost's: only the host resumes or closes it");
  } else {
    lua_pop(L, 1);
  }
  lua_Integer depth = lua_tointeger(L, lua_upvalueindex(2));
  if (depth >= CLUA_MAX_NESTED_CLOSES) return luaL_error(L, "C stack overflow (coroutines closed inside __close handlers)");
  lua_pushinteger(L, depth + 1);
  lua_replace(L, lua_upvalueindex(2));
  int arguments = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  int status = lua_pcall(L, arguments, LUA_MULTRET, 0);
  lua_pushinteger(L, depth);
  lua_replace(L, lua_upvalueindex(2));
  if (status != LUA_OK) return lua_error(L);
  return lua_gettop(L);
}

/* Replaces coroutine.close (the table on top of the stack) with the counted one. */
static inline void clua_count_closes(lua_State *L, int coroutines) {
  coroutines = lua_absindex(L, coroutines);
  lua_getfield(L, coroutines, "close");
  lua_pushinteger(L, 0);
  lua_pushcclosure(L, clua_counted_close, 2);
  lua_setfield(L, coroutines, "close");
}

/*
 * The floor of the bridge's design: the same calls, each resumed in a coroutine (one, reused)
 * with the budget hook armed, as every hook runs, still from plain C.
 */
static inline long clua_bench_resume_loop(lua_State *L, long n) {
  long answered = 0;
  lua_State *co = lua_newthread(L);
  for (long i = 1; i <= n; i++) {
    lua_pushvalue(L, -2);
    lua_pushvalue(L, -4);
    lua_xmove(L, co, 2);
    lua_pushinteger(co, i);
    clua_arm_budget(co);
    int results = 0;
    if (lua_resume(co, L, 2, &results) == LUA_OK && results > 0 && lua_toboolean(co, -1)) answered++;
    lua_settop(co, 0);
  }
  lua_pop(L, 1);
  return answered;
}

#endif
