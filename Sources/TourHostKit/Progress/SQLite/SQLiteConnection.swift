import CSQLite
import TourCore

/// An SQLite error as a message: `SQLite error 5: database is locked - while executing
/// `COMMIT TRANSACTION``.
struct SQLiteError: Error, CustomStringConvertible {
  var code: Int32
  var message: String
  var statement: String?

  /// Code -1: SQLite itself could not be loaded, and the message says why.
  var description: String {
    guard code >= 0 else { return message }
    return "SQLite error \(code): \(message)" + (statement.map { " - while executing `\($0)`" } ?? "")
  }
}

/// One connection to an SQLite database (the system's libsqlite3), used by one thread at a
/// time under its lock: statements with bound arguments, and transactions that commit whole or
/// not at all.
final class SQLiteConnection: @unchecked Sendable {
  /// SQLite's functions (`CSQLite`: the library is loaded at the first connection).
  private let sqlite: tourhost_sqlite_functions
  private let handle: OpaquePointer
  private let lock = ThreadLock()
  /// The statements prepared so far, by their SQL, kept for the next run of the same SQL: a
  /// tour writes its progress at every mark, and preparing a statement costs more than running
  /// it. At most `keptStatements`; past them all are let go.
  private var statements: [String: OpaquePointer] = [:]
  private static let keptStatements = 64

  /// Opens the database at `path` (":memory:" for one in memory), waiting up to
  /// `busyMilliseconds` for another process's lock.
  /// Fails when SQLite's library cannot be loaded (code -1, with why).
  init(path: String, readOnly: Bool = false, create: Bool = true, busyMilliseconds: Int32 = 5_000) throws(SQLiteError) {
    guard let loaded = tourhost_sqlite() else { throw SQLiteError(code: -1, message: String(cString: tourhost_sqlite_problem())) }
    let sqlite = loaded.pointee
    var opened: OpaquePointer?
    let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)) | SQLITE_OPEN_NOMUTEX
    let status = sqlite.open_v2(path, &opened, flags, nil)
    guard status == SQLITE_OK, let opened else {
      let message = opened.map { Self.text(sqlite.errmsg($0)) } ?? Self.text(sqlite.errstr(status))
      _ = sqlite.close_v2(opened)
      throw SQLiteError(code: status, message: message)
    }
    self.sqlite = sqlite
    handle = opened
    _ = sqlite.extended_result_codes(handle, 0)
    _ = sqlite.busy_timeout(handle, busyMilliseconds)
  }

  deinit {
    for statement in statements.values { _ = sqlite.finalize(statement) }
    _ = sqlite.close_v2(handle)
  }

  /// `body` in a transaction: committed when it returns, rolled back when it throws.
  func write<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try lock.withLock {
      try run("BEGIN DEFERRED TRANSACTION")
      do {
        let result = try body(self)
        try run("COMMIT TRANSACTION")
        return result
      } catch {
        try? run("ROLLBACK TRANSACTION")
        throw error
      }
    }
  }

  /// `body` reading the database as one snapshot.
  func read<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try lock.withLock {
      try run("BEGIN DEFERRED TRANSACTION")
      defer { try? run("COMMIT TRANSACTION") }
      return try body(self)
    }
  }

  /// Runs every statement of `sql`, without arguments (a schema, a migration).
  func executeAll(_ sql: String) throws(SQLiteError) {
    var failure: UnsafeMutablePointer<CChar>?
    let status = sqlite.exec(handle, sql, nil, nil, &failure)
    defer { sqlite.free(failure) }
    guard status == SQLITE_OK else {
      throw SQLiteError(code: status, message: failure.map { String(cString: $0) } ?? Self.text(sqlite.errstr(status)), statement: sql)
    }
  }

  /// Runs one statement with `arguments` bound to its `?`s.
  func run(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) {
    _ = try query(sql, arguments)
  }

  /// The rows one statement returns, with `arguments` bound to its `?`s.
  func query(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
    let statement = try prepared(sql)
    defer {
      _ = sqlite.reset(statement)
      _ = sqlite.clear_bindings(statement)
    }
    for (offset, argument) in arguments.enumerated() {
      let place = Int32(offset + 1)
      let bound: Int32
      switch argument {
      case .null: bound = sqlite.bind_null(statement, place)
      case .integer(let number): bound = sqlite.bind_int64(statement, place, number)
      case .real(let number): bound = sqlite.bind_double(statement, place, number)
      case .text(let text): bound = sqlite.bind_text(statement, place, text, -1, csqlite_transient())
      case .blob(let bytes): bound = sqlite.bind_blob(statement, place, bytes, Int32(bytes.count), csqlite_transient())
      }
      guard bound == SQLITE_OK else { throw error(bound, sql) }
    }
    var rows: [SQLiteRow] = []
    while true {
      let step = sqlite.step(statement)
      if step == SQLITE_DONE { return rows }
      guard step == SQLITE_ROW else { throw error(step, sql) }
      rows.append(row(of: statement))
    }
  }

  /// The statement of `sql`, prepared once.
  private func prepared(_ sql: String) throws(SQLiteError) -> OpaquePointer {
    if let known = statements[sql] { return known }
    var prepared: OpaquePointer?
    let status = sqlite.prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil)
    guard status == SQLITE_OK, let statement = prepared else { throw error(status, sql) }
    if statements.count == Self.keptStatements {
      for statement in statements.values { _ = sqlite.finalize(statement) }
      statements.removeAll()
    }
    statements[sql] = statement
    return statement
  }

  /// How many rows the last statement changed.
  var changes: Int { Int(sqlite.changes(handle)) }

  private func row(of statement: OpaquePointer) -> SQLiteRow {
    var columns: [String: SQLiteValue] = [:]
    for index in 0..<sqlite.column_count(statement) {
      let name = Self.text(sqlite.column_name(statement, index))
      switch sqlite.column_type(statement, index) {
      case SQLITE_INTEGER: columns[name] = .integer(sqlite.column_int64(statement, index))
      case SQLITE_FLOAT: columns[name] = .real(sqlite.column_double(statement, index))
      case SQLITE_TEXT:
        let count = Int(sqlite.column_bytes(statement, index))
        let bytes = sqlite.column_text(statement, index).map { UnsafeBufferPointer(start: $0, count: count) }
        columns[name] = .text(bytes.map { String(decoding: $0, as: UTF8.self) } ?? "")
      case SQLITE_BLOB:
        let count = Int(sqlite.column_bytes(statement, index))
        let bytes = sqlite.column_blob(statement, index).map { Array(UnsafeRawBufferPointer(start: $0, count: count)) }
        columns[name] = .blob(bytes ?? [])
      default: columns[name] = .null
      }
    }
    return SQLiteRow(columns: columns)
  }

  private func error(_ status: Int32, _ sql: String) -> SQLiteError {
    SQLiteError(code: status, message: Self.text(sqlite.errmsg(handle)), statement: sql)
  }

  /// A C string SQLite returned (none, when it ran out of memory: empty).
  private static func text(_ cString: UnsafePointer<CChar>?) -> String {
    cString.map { String(cString: $0) } ?? ""
  }
}
