/// What a progress store keeps, whoever keeps it: SQLite for a database on disk
/// (`SQLiteProgressTables`), memory for a run that keeps nothing (`MemoryProgressTables`).
/// `ProgressStore` says what a failure means; each write here is whole or not at all.
protocol ProgressTables: Sendable {
  /// What is remembered of tour `id` (a fresh record when nothing is), its starts oldest first.
  func progress(of id: String) throws -> TourProgress
  /// Whether anything is remembered of tour `id`.
  func remembers(_ id: String) throws -> Bool
  /// The ids of the tours remembered, in order.
  func tourIDs() throws -> [String]
  /// Tour `id` starts at `time`: one more display, not over any more.
  func recordStart(of id: String, at time: Double) throws
  /// Mark `index` of tour `id` was shown.
  func recordMark(_ index: Int, of id: String) throws
  /// Tour `id` ended: completed, or skipped.
  func recordEnd(of id: String, skipped: Bool) throws
  /// Tour `id` will not show again, for `reason`.
  func recordInvalidation(of id: String, reason: String) throws
  /// Forgets tour `id`; whether it was remembered.
  func reset(_ id: String) throws -> Bool
  /// Forgets everything.
  func resetAll() throws
  /// The app reported event `name` at `time`.
  func recordEvent(_ name: String, at time: Double) throws
  /// When each event was reported, oldest first (in the order reported, for one time): every
  /// event, or only those `named`.
  func eventTimes(named: [String]?) throws -> [String: [Double]]
  /// How many times each event was reported.
  func eventCounts() throws -> [String: Int]
  /// The app set parameter `name` to `json`, at `time` when known.
  func setParameter(_ name: String, json: String, at time: Double?) throws
  /// When each parameter was last set, for those whose time is known.
  func parameterTimes() throws -> [String: Double]
  /// The parameters, as JSON text by name.
  func parameters() throws -> [String: String]
}
