#include <sqlite3.h>

/// SQLite's "the value is transient: copy it" destructor, which Swift cannot spell.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
