/// Data without code: what a screen description or `tour.state` may hold, from a Lua table or
/// a JSON file alike.
package enum PlainValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([PlainValue])
  case object([String: PlainValue])

  /// The name of the value's kind, for messages.
  package var kindName: String {
    switch self {
    case .null: "nil"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "list"
    case .object: "table"
    }
  }

  /// The fields of an object (an empty list counts as an empty object).
  package var fields: [String: PlainValue]? {
    switch self {
    case .object(let fields): fields
    case .array(let items) where items.isEmpty: [:]
    default: nil
    }
  }

  /// The items of a list (an empty object counts as an empty list).
  package var items: [PlainValue]? {
    switch self {
    case .array(let items): items
    case .object(let fields) where fields.isEmpty: []
    default: nil
    }
  }

  package var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  package var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }
}
