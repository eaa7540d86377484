/// A value in the progress database that is not what tourhost writes there.
struct BadColumn: Error {
  var table: String
  var column: String
  var problem: String
}

/// The columns of one row of the progress database, read without trusting them: each value is
/// decoded with its type and range checked, and a bad one is a `BadColumn` naming the table
/// and column (never a crash: the file is on disk, and anything may have written it).
struct Columns {
  let row: SQLiteRow
  let table: String

  private func bad(_ column: String, _ problem: String) -> BadColumn {
    BadColumn(table: table, column: column, problem: problem)
  }

  /// The value as a message shows it: `'yes'`, `99999`, `1e+308`, `NULL`, `a blob`.
  private func shown(_ column: String) -> String {
    switch row[column] {
    case .null: "NULL"
    case .integer(let number): String(number)
    case .real(let number): String(number)
    case .text(let text): "'\(text.prefix(40))'"
    case .blob: "a blob"
    }
  }

  func boolean(_ column: String) throws -> Bool {
    guard case .integer(let number) = row[column], number == 0 || number == 1 else {
      throw bad(column, "\(shown(column)) is not a boolean (0 or 1)")
    }
    return number == 1
  }

  func integer(_ column: String, in range: ClosedRange<Int>) throws -> Int {
    guard let number = try optionalInteger(column, in: range) else { throw bad(column, "NULL is not a whole number") }
    return number
  }

  func optionalInteger(_ column: String, in range: ClosedRange<Int>) throws -> Int? {
    let value = row[column]
    if value.isNull { return nil }
    guard case .integer(let number) = value, number >= range.lowerBound, number <= range.upperBound else {
      throw bad(column, "\(shown(column)) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return Int(number)
  }

  /// A time in seconds since 1970, within the years 1970 to 5138.
  func time(_ column: String) throws -> Double {
    let seconds: Double
    switch row[column] {
    case .real(let number): seconds = number
    case .integer(let number): seconds = Double(number)
    default: throw bad(column, "\(shown(column)) is not a time in seconds")
    }
    guard seconds.isFinite, seconds >= 0, seconds <= 1e11 else { throw bad(column, "\(shown(column)) is not a time from 1970 to 5138") }
    return seconds
  }

  /// Text, or nil for NULL, or for a column the database does not have yet (one of an older
  /// version, opened read-only, is not migrated).
  func optionalText(_ column: String) throws -> String? {
    guard row.hasColumn(column), !row[column].isNull else { return nil }
    return try text(column)
  }

  func text(_ column: String) throws -> String {
    guard let text = row[column].text else { throw bad(column, "\(shown(column)) is not text") }
    return text
  }
}
