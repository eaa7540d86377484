/// One value of an SQLite row or statement argument, by SQLite's storage classes.
enum SQLiteValue: Equatable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])
}

extension SQLiteValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral {
  init(stringLiteral value: String) { self = .text(value) }
  init(integerLiteral value: Int64) { self = .integer(value) }
  init(nilLiteral: ()) { self = .null }

  init(_ text: String) { self = .text(text) }
  init(_ number: Int) { self = .integer(Int64(number)) }
  init(_ flag: Bool) { self = .integer(flag ? 1 : 0) }
  init(_ number: Double?) { self = number.map { .real($0) } ?? .null }

  var isNull: Bool { self == .null }
}

/// One row a query returned: its values by column name.
struct SQLiteRow {
  let columns: [String: SQLiteValue]

  /// The value of `column` (NULL for one the row does not have).
  subscript(_ column: String) -> SQLiteValue { columns[column] ?? .null }

  func hasColumn(_ column: String) -> Bool { columns[column] != nil }
}
