/// The progress database's tables, made and brought up to date by migrations, each applied
/// once and recorded by name in `grdb_migrations` (the table where the
/// versions that used GRDB recorded them, so that their databases migrate as they did).
enum ProgressSchema {
  /// The migrations in order: a name, and its SQL.
  static let migrations: [(name: String, sql: String)] = [
    (
      "v1",
      """
      CREATE TABLE "tour" ("id" TEXT PRIMARY KEY NOT NULL, "seen" BOOLEAN NOT NULL DEFAULT 0,
        "completed" BOOLEAN NOT NULL DEFAULT 0, "skipped" BOOLEAN NOT NULL DEFAULT 0, "lastMark" INTEGER,
        "displayCount" INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE "display" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "tour" TEXT NOT NULL, "time" DOUBLE NOT NULL);
      CREATE INDEX "display_on_tour" ON "display"("tour");
      CREATE TABLE "event" ("name" TEXT PRIMARY KEY NOT NULL, "count" INTEGER NOT NULL);
      CREATE TABLE "eventLog" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "name" TEXT NOT NULL, "time" DOUBLE NOT NULL);
      CREATE INDEX "eventLog_on_name" ON "eventLog"("name");
      CREATE TABLE "parameter" ("name" TEXT PRIMARY KEY NOT NULL, "value" TEXT NOT NULL);
      """
    ),
    // Version 2: a tour can be invalidated, with its reason. A database of version 1 gains
    // the column, every tour valid.
    ("v2", #"ALTER TABLE "tour" ADD COLUMN "invalidated" TEXT;"#),
    // Version 3: when each parameter was set. Those of an older database have no time.
    ("v3", #"ALTER TABLE "parameter" ADD COLUMN "time" DOUBLE;"#),
  ]

  /// Applies the migrations `database` has not had yet, in one transaction: a database is
  /// brought up to date whole, or left as it was.
  static func migrate(_ database: SQLiteConnection) throws {
    try database.write { db in
      try db.run(#"CREATE TABLE IF NOT EXISTS "grdb_migrations" ("identifier" TEXT NOT NULL PRIMARY KEY)"#)
      let applied = Set(try db.query(#"SELECT "identifier" FROM "grdb_migrations""#).compactMap { $0["identifier"].text })
      for migration in migrations where !applied.contains(migration.name) {
        try db.executeAll(migration.sql)
        try db.run(#"INSERT INTO "grdb_migrations" ("identifier") VALUES (?)"#, [.text(migration.name)])
      }
    }
  }

  /// Whether the database has a table named `table`.
  static func tableExists(_ table: String, _ db: SQLiteConnection) throws -> Bool {
    try !db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(table)]).isEmpty
  }

  /// The names of `table`'s columns.
  static func columns(of table: String, _ db: SQLiteConnection) throws -> Set<String> {
    Set(try db.query("SELECT name FROM pragma_table_info(?)", [.text(table)]).compactMap { $0["name"].text })
  }
}
