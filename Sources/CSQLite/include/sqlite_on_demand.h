/* SQLite, the system's libsqlite3.so.0 (Debian: libsqlite3-0; its header from libsqlite3-dev),
   loaded with dlopen when the first progress database is opened: a run that keeps its progress
   in memory (every run without --state) starts without it. Swift calls SQLite only through
   the table tourhost_sqlite() returns: a direct call of a sqlite3_ function would not link. */
#ifndef TOURHOST_SQLITE_ON_DEMAND_H
#define TOURHOST_SQLITE_ON_DEMAND_H
#include <sqlite3.h>

/* SQLite's entry points that tourhost uses, each of the type of its declaration. */
typedef struct {
  __typeof__(sqlite3_open_v2) *_Nonnull open_v2;
  __typeof__(sqlite3_close_v2) *_Nonnull close_v2;
  __typeof__(sqlite3_extended_result_codes) *_Nonnull extended_result_codes;
  __typeof__(sqlite3_busy_timeout) *_Nonnull busy_timeout;
  __typeof__(sqlite3_errmsg) *_Nonnull errmsg;
  __typeof__(sqlite3_errstr) *_Nonnull errstr;
  __typeof__(sqlite3_exec) *_Nonnull exec;
  __typeof__(sqlite3_free) *_Nonnull free;
  __typeof__(sqlite3_prepare_v3) *_Nonnull prepare_v3;
  __typeof__(sqlite3_finalize) *_Nonnull finalize;
  __typeof__(sqlite3_reset) *_Nonnull reset;
  __typeof__(sqlite3_clear_bindings) *_Nonnull clear_bindings;
  __typeof__(sqlite3_step) *_Nonnull step;
  __typeof__(sqlite3_changes) *_Nonnull changes;
  __typeof__(sqlite3_bind_null) *_Nonnull bind_null;
  __typeof__(sqlite3_bind_int64) *_Nonnull bind_int64;
  __typeof__(sqlite3_bind_double) *_Nonnull bind_double;
  __typeof__(sqlite3_bind_text) *_Nonnull bind_text;
  __typeof__(sqlite3_bind_blob) *_Nonnull bind_blob;
  __typeof__(sqlite3_column_count) *_Nonnull column_count;
  __typeof__(sqlite3_column_name) *_Nonnull column_name;
  __typeof__(sqlite3_column_type) *_Nonnull column_type;
  __typeof__(sqlite3_column_int64) *_Nonnull column_int64;
  __typeof__(sqlite3_column_double) *_Nonnull column_double;
  __typeof__(sqlite3_column_text) *_Nonnull column_text;
  __typeof__(sqlite3_column_blob) *_Nonnull column_blob;
  __typeof__(sqlite3_column_bytes) *_Nonnull column_bytes;
} tourhost_sqlite_functions;

/* SQLite's functions, loaded at the first call (thread-safe); NULL when libsqlite3.so.0 cannot
   be loaded, with why in tourhost_sqlite_problem(). */
const tourhost_sqlite_functions *_Nullable tourhost_sqlite(void);

/* Why tourhost_sqlite() returned NULL: "libsqlite3.so.0 cannot be loaded (Debian:
   libsqlite3-0): ...". */
const char *_Nonnull tourhost_sqlite_problem(void);

/* SQLite's "the value is transient: copy it" destructor, which Swift cannot spell. */
static inline sqlite3_destructor_type _Nullable csqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
