import FoundationEssentials
import TourCore

/// Remembered progress: what each tour reached, the events the app reported and the
/// parameters it set. On disk, an SQLite database (`SQLiteProgressTables`) where every write is
/// one transaction, so that a process killed at any moment leaves the database as it was before
/// or after the write, never between; for a run that keeps nothing (":memory:"), memory
/// (`MemoryProgressTables`): no database is made at every start.
public final class ProgressStore: Sendable {
  private let tables: any ProgressTables
  /// Where the database is (":memory:" for one that lives with the process).
  public let path: String

  /// Opens (or creates) the database at `path`; ":memory:" keeps it in memory.
  public init(path: String) throws(ProgressStoreError) {
    self.path = path
    guard path != ":memory:" else {
      tables = MemoryProgressTables()
      return
    }
    do {
      try FileManager.default.createDirectory(
        at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
      let database = try SQLiteConnection(path: path)
      try ProgressSchema.migrate(database)
      tables = SQLiteProgressTables(database: database)
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
      let database = try SQLiteConnection(path: path, readOnly: readOnly, create: false)
      guard try database.read({ db in try ProgressSchema.tableExists("tour", db) }) else {
        throw ProgressStoreError("\(path) is not a tourhost progress database")
      }
      tables = SQLiteProgressTables(database: database)
    } catch let error as ProgressStoreError {
      throw error
    } catch {
      throw ProgressStoreError("\(path): cannot open the progress database (\(error))")
    }
  }

  // MARK: - Tours

  /// What is remembered of a tour (a fresh record when nothing is).
  public func progress(of id: String) throws(ProgressStoreError) -> TourProgress {
    try read { try tables.progress(of: id) }
  }

  /// Whether anything is remembered of a tour.
  public func remembers(_ id: String) throws(ProgressStoreError) -> Bool {
    try read { try tables.remembers(id) }
  }

  /// Every tour remembered, by id.
  public func tours() throws(ProgressStoreError) -> [TourProgress] {
    var all: [TourProgress] = []
    for id in try read({ try tables.tourIDs() }) { all.append(try progress(of: id)) }
    return all
  }

  /// The tour starts, at `time`: one more display; it is not over any more.
  public func recordStart(of id: String, at time: Double) throws(ProgressStoreError) {
    try write { try tables.recordStart(of: id, at: time) }
  }

  /// Mark `index` was shown.
  public func recordMark(_ index: Int, of id: String) throws(ProgressStoreError) {
    try write { try tables.recordMark(index, of: id) }
  }

  /// The tour ended: completed, or skipped.
  public func recordEnd(of id: String, skipped: Bool) throws(ProgressStoreError) {
    try write { try tables.recordEnd(of: id, skipped: skipped) }
  }

  /// The tour will not show again, for `reason` (TipKit's `invalidate(reason:)`).
  public func recordInvalidation(of id: String, reason: String) throws(ProgressStoreError) {
    try write { try tables.recordInvalidation(of: id, reason: reason) }
  }

  /// When each event was reported, by name, oldest first: every event, or only those `named`.
  public func eventTimes(named: [String]? = nil) throws(ProgressStoreError) -> [String: [Double]] {
    try read { try tables.eventTimes(named: named) }
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
    try write { try tables.reset(id) }
  }

  /// Forgets everything: tours, events, parameters.
  public func resetAll() throws(ProgressStoreError) {
    try write { try tables.resetAll() }
  }

  // MARK: - The app's events and parameters

  /// The app reported an event, at `time`.
  public func recordEvent(_ name: String, at time: Double) throws(ProgressStoreError) {
    try write { try tables.recordEvent(name, at: time) }
  }

  /// How many times each event was reported.
  public func eventCounts() throws(ProgressStoreError) -> [String: Int] {
    try read { try tables.eventCounts() }
  }

  /// The app set a parameter (the value as JSON text: a number, a string, a boolean), at `time`.
  public func setParameter(_ name: String, json: String, at time: Double? = nil) throws(ProgressStoreError) {
    try write { try tables.setParameter(name, json: json, at: time) }
  }

  /// When each parameter was last set, by name (those set before version 3 have no time).
  public func parameterTimes() throws(ProgressStoreError) -> [String: Double] {
    try read { try tables.parameterTimes() }
  }

  /// The parameters, as JSON text by name.
  public func parameters() throws(ProgressStoreError) -> [String: String] {
    try read { try tables.parameters() }
  }

  // MARK: -

  private func write<T>(_ body: () throws -> T) throws(ProgressStoreError) -> T {
    do { return try body() } catch { throw ProgressStoreError("\(path): cannot write progress (\(error))") }
  }

  private func read<T>(_ body: () throws -> T) throws(ProgressStoreError) -> T {
    do { return try body() } catch let bad as BadColumn {
      throw ProgressStoreError("\(path): table \(bad.table), column \(bad.column): \(bad.problem)")
    } catch {
      throw ProgressStoreError("\(path): cannot read progress (\(error))")
    }
  }
}
