import Foundation
import GRDB
import TourCore

/// Remembered progress, in an SQLite database (GRDB): what each tour reached, the events the
/// app reported and the parameters it set. Every write is one transaction, so a process killed
/// at any moment leaves the database as it was before or after the write, never between.
public final class ProgressStore: Sendable {
  private let database: DatabaseQueue
  /// Where the database is (":memory:" for one that lives with the process).
  public let path: String

  /// Opens (or creates) the database at `path`; ":memory:" keeps it in memory.
  public init(path: String) throws(ProgressStoreError) {
    self.path = path
    do {
      if path == ":memory:" {
        database = try DatabaseQueue()
      } else {
        try FileManager.default.createDirectory(
          at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        database = try DatabaseQueue(path: path, configuration: Self.configuration(readOnly: false))
      }
      try Self.migrator.migrate(database)
    } catch {
      throw ProgressStoreError("\(path): cannot open the progress database (\(error))")
    }
  }

  /// Opens the database at `path` only if it exists, creating nothing (no folder, no file, no
  /// table): what `tourhost state` does, which must not leave a database where it only looked.
  /// - Parameter readOnly: opens it read-only (`list`, `show`).
  public init(existingAt path: String, readOnly: Bool) throws(ProgressStoreError) {
    self.path = path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      throw ProgressStoreError("no progress database at \(path)", isMissing: true)
    }
    do {
      database = try DatabaseQueue(path: path, configuration: Self.configuration(readOnly: readOnly))
      guard try database.read({ db in try db.tableExists("tour") }) else {
        throw ProgressStoreError("\(path) is not a tourhost progress database")
      }
    } catch let error as ProgressStoreError {
      throw error
    } catch {
      throw ProgressStoreError("\(path): cannot open the progress database (\(error))")
    }
  }

  private static func configuration(readOnly: Bool) -> Configuration {
    var configuration = Configuration()
    configuration.readonly = readOnly
    // Another process (a second tourhost, `tourhost state`) may hold the file a moment.
    configuration.busyMode = .timeout(5)
    return configuration
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.create(table: "tour") { table in
        table.primaryKey("id", .text)
        table.column("seen", .boolean).notNull().defaults(to: false)
        table.column("completed", .boolean).notNull().defaults(to: false)
        table.column("skipped", .boolean).notNull().defaults(to: false)
        table.column("lastMark", .integer)
        table.column("displayCount", .integer).notNull().defaults(to: 0)
      }
      try db.create(table: "display") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("tour", .text).notNull().indexed()
        table.column("time", .double).notNull()
      }
      try db.create(table: "event") { table in
        table.primaryKey("name", .text)
        table.column("count", .integer).notNull()
      }
      try db.create(table: "eventLog") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("name", .text).notNull().indexed()
        table.column("time", .double).notNull()
      }
      try db.create(table: "parameter") { table in
        table.primaryKey("name", .text)
        table.column("value", .text).notNull()
      }
    }
    // Version 2: a tour can be invalidated, with its reason. A database of
    // version 1 gains the column, every tour valid.
    migrator.registerMigration("v2") { db in
      try db.alter(table: "tour") { table in table.add(column: "invalidated", .text) }
    }
    // Version 3: when each parameter was set. Those of an older database have no time.
    migrator.registerMigration("v3") { db in
      try db.alter(table: "parameter") { table in table.add(column: "time", .double) }
    }
    return migrator
  }

  // MARK: - Tours

  /// What is remembered of a tour (a fresh record when nothing is).
  public func progress(of id: String) throws(ProgressStoreError) -> TourProgress {
    try read { db in
      var progress = TourProgress(id: id)
      if let row = try Row.fetchOne(db, sql: "SELECT * FROM tour WHERE id = ?", arguments: [id]) {
        let tour = Columns(row: row, table: "tour")
        progress.seen = try tour.boolean("seen")
        progress.completed = try tour.boolean("completed")
        progress.skipped = try tour.boolean("skipped")
        progress.lastMark = try tour.optionalInteger("lastMark", in: 1...100_000)
        progress.displayCount = try tour.integer("displayCount", in: 0...Int(Int32.max))
        progress.invalidated = try tour.optionalText("invalidated")
      }
      for row in try Row.fetchAll(db, sql: "SELECT time FROM display WHERE tour = ? ORDER BY time, id", arguments: [id]) {
        progress.displays.append(try Columns(row: row, table: "display").time("time"))
      }
      return progress
    }
  }

  /// Whether anything is remembered of a tour.
  public func remembers(_ id: String) throws(ProgressStoreError) -> Bool {
    try read { db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM tour WHERE id = ?)", arguments: [id]) ?? false }
  }

  /// Every tour remembered, by id.
  public func tours() throws(ProgressStoreError) -> [TourProgress] {
    let ids = try read { db in try String.fetchAll(db, sql: "SELECT id FROM tour ORDER BY id") }
    var all: [TourProgress] = []
    for id in ids { all.append(try progress(of: id)) }
    return all
  }

  /// The tour starts, at `time`: one more display; it is not over any more.
  public func recordStart(of id: String, at time: Double) throws(ProgressStoreError) {
    try write { db in
      try Self.ensure(id, db)
      try db.execute(
        sql: "UPDATE tour SET displayCount = displayCount + 1, completed = 0, skipped = 0 WHERE id = ?", arguments: [id])
      try db.execute(sql: "INSERT INTO display (tour, time) VALUES (?, ?)", arguments: [id, time])
    }
  }

  /// Mark `index` was shown.
  public func recordMark(_ index: Int, of id: String) throws(ProgressStoreError) {
    try write { db in
      try Self.ensure(id, db)
      try db.execute(sql: "UPDATE tour SET seen = 1, lastMark = ? WHERE id = ?", arguments: [index, id])
    }
  }

  /// The tour ended: completed, or skipped.
  public func recordEnd(of id: String, skipped: Bool) throws(ProgressStoreError) {
    try write { db in
      try Self.ensure(id, db)
      try db.execute(
        sql: "UPDATE tour SET completed = ?, skipped = ?, lastMark = NULL WHERE id = ?", arguments: [!skipped, skipped, id])
    }
  }

  /// The tour will not show again, for `reason` (TipKit's `invalidate(reason:)`).
  public func recordInvalidation(of id: String, reason: String) throws(ProgressStoreError) {
    try write { db in
      try Self.ensure(id, db)
      try db.execute(sql: "UPDATE tour SET invalidated = ? WHERE id = ?", arguments: [reason, id])
    }
  }

  /// When each event was reported, by name, oldest first: every event, or only those `named`.
  public func eventTimes(named: [String]? = nil) throws(ProgressStoreError) -> [String: [Double]] {
    try read { db in
      var times: [String: [Double]] = [:]
      let only = named.map { names in " WHERE name IN (" + names.map { _ in "?" }.joined(separator: ", ") + ")" } ?? ""
      let rows = try Row.fetchAll(
        db, sql: "SELECT name, time FROM eventLog\(only) ORDER BY time, id", arguments: StatementArguments(named ?? []))
      for row in rows {
        let event = Columns(row: row, table: "eventLog")
        times[try event.text("name"), default: []].append(try event.time("time"))
      }
      return times
    }
  }

  /// What the decision point across an app's tours decides on (`TourDecider`): each of `ids`,
  /// the events with their times (only those `events` names, when given: the ones the app's
  /// rules count), and the parameters.
  public func appMemory(of ids: [String], events: [String]? = nil) throws(ProgressStoreError) -> AppMemory {
    var memory = AppMemory(events: try eventTimes(named: events), parameters: try parameters())
    for id in ids {
      let progress = try progress(of: id)
      var tour = AppMemory.Tour()
      tour.completed = progress.completed
      tour.skipped = progress.skipped
      tour.displayCount = progress.displayCount
      tour.lastShown = progress.lastShown
      tour.invalidated = progress.invalidated
      memory.tours[id] = tour
    }
    return memory
  }

  /// What the decision point decides `plan` on: its tours, the events its rules count, the
  /// parameters.
  public func appMemory(for plan: AppPlan) throws(ProgressStoreError) -> AppMemory {
    try appMemory(of: plan.tours.map(\.id), events: plan.countedEvents)
  }

  /// Forgets a tour. Returns whether it was remembered.
  @discardableResult
  public func reset(_ id: String) throws(ProgressStoreError) -> Bool {
    try write { db in
      try db.execute(sql: "DELETE FROM display WHERE tour = ?", arguments: [id])
      try db.execute(sql: "DELETE FROM tour WHERE id = ?", arguments: [id])
      return db.changesCount > 0
    }
  }

  /// Forgets everything: tours, events, parameters.
  public func resetAll() throws(ProgressStoreError) {
    try write { db in
      for table in ["display", "tour", "eventLog", "event", "parameter"] { try db.execute(sql: "DELETE FROM \(table)") }
    }
  }

  // MARK: - The app's events and parameters

  /// The app reported an event, at `time`.
  public func recordEvent(_ name: String, at time: Double) throws(ProgressStoreError) {
    try write { db in
      try db.execute(
        sql: "INSERT INTO event (name, count) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET count = count + 1", arguments: [name])
      try db.execute(sql: "INSERT INTO eventLog (name, time) VALUES (?, ?)", arguments: [name, time])
    }
  }

  /// How many times each event was reported.
  public func eventCounts() throws(ProgressStoreError) -> [String: Int] {
    try read { db in
      var counts: [String: Int] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT name, count FROM event") {
        let event = Columns(row: row, table: "event")
        counts[try event.text("name")] = try event.integer("count", in: 0...Int(Int32.max))
      }
      return counts
    }
  }

  /// The app set a parameter (the value as JSON text: a number, a string, a boolean), at `time`.
  public func setParameter(_ name: String, json: String, at time: Double? = nil) throws(ProgressStoreError) {
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO parameter (name, value, time) VALUES (?, ?, ?)
          ON CONFLICT(name) DO UPDATE SET value = excluded.value, time = excluded.time
          """,
        arguments: [name, json, time])
    }
  }

  /// When each parameter was last set, by name (those set before version 3 have no time).
  public func parameterTimes() throws(ProgressStoreError) -> [String: Double] {
    try read { db in
      guard try db.columns(in: "parameter").contains(where: { $0.name == "time" }) else { return [:] }
      var times: [String: Double] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT name, time FROM parameter WHERE time IS NOT NULL") {
        let parameter = Columns(row: row, table: "parameter")
        times[try parameter.text("name")] = try parameter.time("time")
      }
      return times
    }
  }

  /// The parameters, as JSON text by name.
  public func parameters() throws(ProgressStoreError) -> [String: String] {
    try read { db in
      var values: [String: String] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT name, value FROM parameter") {
        let parameter = Columns(row: row, table: "parameter")
        values[try parameter.text("name")] = try parameter.text("value")
      }
      return values
    }
  }

  // MARK: -

  private static func ensure(_ id: String, _ db: Database) throws {
    try db.execute(sql: "INSERT INTO tour (id) VALUES (?) ON CONFLICT(id) DO NOTHING", arguments: [id])
  }

  private func write<T>(_ body: (Database) throws -> T) throws(ProgressStoreError) -> T {
    do { return try database.write(body) } catch { throw ProgressStoreError("\(path): cannot write progress (\(error))") }
  }

  private func read<T>(_ body: (Database) throws -> T) throws(ProgressStoreError) -> T {
    do { return try database.read(body) } catch let bad as BadColumn {
      throw ProgressStoreError("\(path): table \(bad.table), column \(bad.column): \(bad.problem)")
    } catch {
      throw ProgressStoreError("\(path): cannot read progress (\(error))")
    }
  }
}
