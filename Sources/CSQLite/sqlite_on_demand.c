#include "sqlite_on_demand.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static tourhost_sqlite_functions sqlite;
static const tourhost_sqlite_functions *sqlite_loaded = NULL;
static pthread_once_t sqlite_once = PTHREAD_ONCE_INIT;
static char load_error[240];

static void load(void) {
  void *library = dlopen("libsqlite3.so.0", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(load_error, sizeof load_error, "libsqlite3.so.0 cannot be loaded (Debian: libsqlite3-0): %s", dlerror());
    return;
  }
#define FIND(field)                                                                    \
  if (!(*(void **)&sqlite.field = dlsym(library, "sqlite3_" #field))) {                \
    snprintf(load_error, sizeof load_error, "libsqlite3.so.0 has no sqlite3_%s", #field); \
    return;                                                                            \
  }
  FIND(open_v2)
  FIND(close_v2)
  FIND(extended_result_codes)
  FIND(busy_timeout)
  FIND(errmsg)
  FIND(errstr)
  FIND(exec)
  FIND(free)
  FIND(prepare_v3)
  FIND(finalize)
  FIND(reset)
  FIND(clear_bindings)
  FIND(step)
  FIND(changes)
  FIND(bind_null)
  FIND(bind_int64)
  FIND(bind_double)
  FIND(bind_text)
  FIND(bind_blob)
  FIND(column_count)
  FIND(column_name)
  FIND(column_type)
  FIND(column_int64)
  FIND(column_double)
  FIND(column_text)
  FIND(column_blob)
  FIND(column_bytes)
#undef FIND
  sqlite_loaded = &sqlite;
}

const tourhost_sqlite_functions *tourhost_sqlite(void) {
  pthread_once(&sqlite_once, load);
  return sqlite_loaded;
}

const char *tourhost_sqlite_problem(void) {
  pthread_once(&sqlite_once, load);
  return load_error;
}
