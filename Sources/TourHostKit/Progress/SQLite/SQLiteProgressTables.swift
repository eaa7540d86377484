/// Progress in an SQLite database (`ProgressSchema`'s tables): every write one transaction,
/// every read one snapshot, and every value read checked (`Columns`), since the file may have
/// been written by anyone.
struct SQLiteProgressTables: ProgressTables {
  let database: SQLiteConnection

  func progress(of id: String) throws -> TourProgress {
    try database.read { db in
      var progress = TourProgress(id: id)
      if let row = try db.query("SELECT * FROM tour WHERE id = ?", [.text(id)]).first {
        let tour = Columns(row: row, table: "tour")
        progress.seen = try tour.boolean("seen")
        progress.completed = try tour.boolean("completed")
        progress.skipped = try tour.boolean("skipped")
        progress.lastMark = try tour.optionalInteger("lastMark", in: 1...100_000)
        progress.displayCount = try tour.integer("displayCount", in: 0...Int(Int32.max))
        progress.invalidated = try tour.optionalText("invalidated")
      }
      for row in try db.query("SELECT time FROM display WHERE tour = ? ORDER BY time, id", [.text(id)]) {
        progress.displays.append(try Columns(row: row, table: "display").time("time"))
      }
      return progress
    }
  }

  func remembers(_ id: String) throws -> Bool {
    try database.read { db in try db.query("SELECT 1 FROM tour WHERE id = ?", [.text(id)]).isEmpty == false }
  }

  func tourIDs() throws -> [String] {
    try database.read { db in try db.query("SELECT id FROM tour ORDER BY id").map { try Columns(row: $0, table: "tour").text("id") } }
  }

  func recordStart(of id: String, at time: Double) throws {
    try database.write { db in
      try Self.ensure(id, db)
      try db.run("UPDATE tour SET displayCount = displayCount + 1, completed = 0, skipped = 0 WHERE id = ?", [.text(id)])
      try db.run("INSERT INTO display (tour, time) VALUES (?, ?)", [.text(id), .real(time)])
    }
  }

  func recordMark(_ index: Int, of id: String) throws {
    try database.write { db in
      try Self.ensure(id, db)
      try db.run("UPDATE tour SET seen = 1, lastMark = ? WHERE id = ?", [SQLiteValue(index), .text(id)])
    }
  }

  func recordEnd(of id: String, skipped: Bool) throws {
    try database.write { db in
      try Self.ensure(id, db)
      try db.run(
        "UPDATE tour SET completed = ?, skipped = ?, lastMark = NULL WHERE id = ?", [SQLiteValue(!skipped), SQLiteValue(skipped), .text(id)])
    }
  }

  func recordInvalidation(of id: String, reason: String) throws {
    try database.write { db in
      try Self.ensure(id, db)
      try db.run("UPDATE tour SET invalidated = ? WHERE id = ?", [.text(reason), .text(id)])
    }
  }

  func reset(_ id: String) throws -> Bool {
    try database.write { db in
      try db.run("DELETE FROM display WHERE tour = ?", [.text(id)])
      try db.run("DELETE FROM tour WHERE id = ?", [.text(id)])
      return db.changes > 0
    }
  }

  func resetAll() throws {
    try database.write { db in
      for table in ["display", "tour", "eventLog", "event", "parameter"] { try db.run("DELETE FROM \(table)") }
    }
  }

  func recordEvent(_ name: String, at time: Double) throws {
    try database.write { db in
      try db.run("INSERT INTO event (name, count) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET count = count + 1", [.text(name)])
      try db.run("INSERT INTO eventLog (name, time) VALUES (?, ?)", [.text(name), .real(time)])
    }
  }

  func eventTimes(named: [String]?) throws -> [String: [Double]] {
    try database.read { db in
      var times: [String: [Double]] = [:]
      let only = named.map { names in " WHERE name IN (" + names.map { _ in "?" }.joined(separator: ", ") + ")" } ?? ""
      let rows = try db.query("SELECT name, time FROM eventLog\(only) ORDER BY time, id", (named ?? []).map { .text($0) })
      for row in rows {
        let event = Columns(row: row, table: "eventLog")
        times[try event.text("name"), default: []].append(try event.time("time"))
      }
      return times
    }
  }

  func eventCounts() throws -> [String: Int] {
    try database.read { db in
      var counts: [String: Int] = [:]
      for row in try db.query("SELECT name, count FROM event") {
        let event = Columns(row: row, table: "event")
        counts[try event.text("name")] = try event.integer("count", in: 0...Int(Int32.max))
      }
      return counts
    }
  }

  func setParameter(_ name: String, json: String, at time: Double?) throws {
    try database.write { db in
      try db.run(
        """
        INSERT INTO parameter (name, value, time) VALUES (?, ?, ?)
        ON CONFLICT(name) DO UPDATE SET value = excluded.value, time = excluded.time
        """,
        [.text(name), .text(json), SQLiteValue(time)])
    }
  }

  func parameterTimes() throws -> [String: Double] {
    try database.read { db in
      guard try ProgressSchema.columns(of: "parameter", db).contains("time") else { return [:] }
      var times: [String: Double] = [:]
      for row in try db.query("SELECT name, time FROM parameter WHERE time IS NOT NULL") {
        let parameter = Columns(row: row, table: "parameter")
        times[try parameter.text("name")] = try parameter.time("time")
      }
      return times
    }
  }

  func parameters() throws -> [String: String] {
    try database.read { db in
      var values: [String: String] = [:]
      for row in try db.query("SELECT name, value FROM parameter") {
        let parameter = Columns(row: row, table: "parameter")
        values[try parameter.text("name")] = try parameter.text("value")
      }
      return values
    }
  }

  private static func ensure(_ id: String, _ db: SQLiteConnection) throws {
    try db.run("INSERT INTO tour (id) VALUES (?) ON CONFLICT(id) DO NOTHING", [.text(id)])
  }
}
