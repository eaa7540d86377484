/// One value of an SQLite row or statement argument, by SQLite's storage classes.
enum SQLiteValue: Equatable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])
}

extension SQLiteValue {
  init(_ number: Int) { self = .integer(Int64(number)) }
  init(_ flag: Bool) { self = .integer(flag ? 1 : 0) }
  init(_ number: Double?) { self = number.map { .real($0) } ?? .null }

  var isNull: Bool { self == .null }

  /// The text, when the value is text.
  var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }
}

/// One row a query returned: its values by column name.
struct SQLiteRow {
  let columns: [String: SQLiteValue]

  /// The value of `column` (NULL for one the row does not have).
  subscript(_ column: String) -> SQLiteValue { columns[column] ?? .null }

  func hasColumn(_ column: String) -> Bool { columns[column] != nil }
}
