import FoundationEssentials
import TourCore

/// Remembered progress, in an SQLite database (`SQLiteConnection`): what each tour reached,
/// the events the app reported and the parameters it set. Every write is one transaction, so
/// a process killed at any moment leaves the database as it was before or after the write,
/// never between.
public final class ProgressStore: Sendable {
  private let database: SQLiteConnection
  /// Where the database is (":memory:" for one that lives with the process).
  public let path: String

  /// Opens (or creates) the database at `path`; ":memory:" keeps it in memory.
  public init(path: String) throws(ProgressStoreError) {
    self.path = path
    do {
      if path != ":memory:" {
        try FileManager.default.createDirectory(
          at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
      }
      database = try SQLiteConnection(path: path)
      try ProgressSchema.migrate(database)
    } catch {
      throw ProgressStoreError("\(path): cannot open the progress database (\(error))")
    }
  }

  /// Opens the database at `path` only if it exists, creating nothing (no folder, no file, no
  /// table): what `tourhost state` does, which must not leave a database where it only looked.
  /// - Parameter readOnly: opens it read-only (`list`, `show`).
  public init(existingAt path: String, readOnly: Bool) throws(ProgressStoreError) {
    self.path = path
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory else {
      throw ProgressStoreError("no progress database at \(path)", isMissing: true)
    }
    do {
      database = try SQLiteConnection(path: path, readOnly: readOnly, create: false)
      guard try database.read({ db in try ProgressSchema.tableExists("tour", db) }) else {
        throw ProgressStoreError("\(path) is not a tourhost progress database")
      }
    } catch let error as ProgressStoreError {
      throw error
    } catch {
      throw ProgressStoreError("\(path): cannot open the progress database (\(error))")
    }
  }

  // MARK: - Tours

  /// What is remembered of a tour (a fresh record when nothing is).
  public func progress(of id: String) throws(ProgressStoreError) -> TourProgress {
    try read { db in
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

  /// Whether anything is remembered of a tour.
  public func remembers(_ id: String) throws(ProgressStoreError) -> Bool {
    try read { db in try db.query("SELECT 1 FROM tour WHERE id = ?", [.text(id)]).isEmpty == false }
  }

  /// Every tour remembered, by id.
  public func tours() throws(ProgressStoreError) -> [TourProgress] {
    let ids = try read { db in try db.query("SELECT id FROM tour ORDER BY id").map { try Columns(row: $0, table: "tour").text("id") } }
    var all: [TourProgress] = []
    for id in ids { all.append(try progress(of: id)) }
    return all
  }

  /// The tour starts, at `time`: one more display; it is not over any more.
  public func recordStart(of id: String, at time: Double) throws(ProgressStoreError) {
    try write { db in
      try Self.ensure(id, db)
      try db.run("UPDATE tour SET displayCount = displayCount + 1, completed = 0, skipped = 0 WHERE id = ?", [.text(id)])
      try db.run("INSERT INTO display (tour, time) VALUES (?, ?)", [.text(id), .real(time)])
    }
  }

  /// Mark `index` was shown.
  public func recordMark(_ index: Int, of id: String) throws(ProgressStoreError) {
    try write { db in
      try Self.ensure(id, db)
      try db.run("UPDATE tour SET seen = 1, lastMark = ? WHERE id = ?", [SQLiteValue(index), .text(id)])
    }
  }

  /// The tour ended: completed, or skipped.
  public func recordEnd(of id: String, skipped: Bool) throws(ProgressStoreError) {
    try write { db in
      try Self.ensure(id, db)
      try db.run(
        "UPDATE tour SET completed = ?, skipped = ?, lastMark = NULL WHERE id = ?", [SQLiteValue(!skipped), SQLiteValue(skipped), .text(id)])
    }
  }

  /// The tour will not show again, for `reason` (TipKit's `invalidate(reason:)`).
  public func recordInvalidation(of id: String, reason: String) throws(ProgressStoreError) {
    try write { db in
      try Self.ensure(id, db)
      try db.run("UPDATE tour SET invalidated = ? WHERE id = ?", [.text(reason), .text(id)])
    }
  }

  /// When each event was reported, by name, oldest first: every event, or only those `named`.
  public func eventTimes(named: [String]? = nil) throws(ProgressStoreError) -> [String: [Double]] {
    try read { db in
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
      try db.run("DELETE FROM display WHERE tour = ?", [.text(id)])
      try db.run("DELETE FROM tour WHERE id = ?", [.text(id)])
      return db.changes > 0
    }
  }

  /// Forgets everything: tours, events, parameters.
  public func resetAll() throws(ProgressStoreError) {
    try write { db in
      for table in ["display", "tour", "eventLog", "event", "parameter"] { try db.run("DELETE FROM \(table)") }
    }
  }

  // MARK: - The app's events and parameters

  /// The app reported an event, at `time`.
  public func recordEvent(_ name: String, at time: Double) throws(ProgressStoreError) {
    try write { db in
      try db.run("INSERT INTO event (name, count) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET count = count + 1", [.text(name)])
      try db.run("INSERT INTO eventLog (name, time) VALUES (?, ?)", [.text(name), .real(time)])
    }
  }

  /// How many times each event was reported.
  public func eventCounts() throws(ProgressStoreError) -> [String: Int] {
    try read { db in
      var counts: [String: Int] = [:]
      for row in try db.query("SELECT name, count FROM event") {
        let event = Columns(row: row, table: "event")
        counts[try event.text("name")] = try event.integer("count", in: 0...Int(Int32.max))
      }
      return counts
    }
  }

  /// The app set a parameter (the value as JSON text: a number, a string, a boolean), at `time`.
  public func setParameter(_ name: String, json: String, at time: Double? = nil) throws(ProgressStoreError) {
    try write { db in
      try db.run(
        """
        INSERT INTO parameter (name, value, time) VALUES (?, ?, ?)
        ON CONFLICT(name) DO UPDATE SET value = excluded.value, time = excluded.time
        """,
        [.text(name), .text(json), SQLiteValue(time)])
    }
  }

  /// When each parameter was last set, by name (those set before version 3 have no time).
  public func parameterTimes() throws(ProgressStoreError) -> [String: Double] {
    try read { db in
      guard try ProgressSchema.columns(of: "parameter", db).contains("time") else { return [:] }
      var times: [String: Double] = [:]
      for row in try db.query("SELECT name, time FROM parameter WHERE time IS NOT NULL") {
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
      for row in try db.query("SELECT name, value FROM parameter") {
        let parameter = Columns(row: row, table: "parameter")
        values[try parameter.text("name")] = try parameter.text("value")
      }
      return values
    }
  }

  // MARK: -

  private static func ensure(_ id: String, _ db: SQLiteConnection) throws {
    try db.run("INSERT INTO tour (id) VALUES (?) ON CONFLICT(id) DO NOTHING", [.text(id)])
  }

  private func write<T>(_ body: (SQLiteConnection) throws -> T) throws(ProgressStoreError) -> T {
    do { return try database.write(body) } catch { throw ProgressStoreError("\(path): cannot write progress (\(error))") }
  }

  private func read<T>(_ body: (SQLiteConnection) throws -> T) throws(ProgressStoreError) -> T {
    do { return try database.read(body) } catch let bad as BadColumn {
      throw ProgressStoreError("\(path): table \(bad.table), column \(bad.column): \(bad.problem)")
    } catch {
      throw ProgressStoreError("\(path): cannot read progress (\(error))")
    }
  }
}
