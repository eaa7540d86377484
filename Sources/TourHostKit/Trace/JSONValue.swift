import Foundation

/// JSON with keys kept in order and numbers written the same way every time.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number, written rounded to `decimals` places without trailing zeros.
  case number(Double, decimals: Int)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// The value as compact JSON text.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let value, let decimals): out += Self.format(value, decimals: decimals)
    case .string(let text): Self.quote(text, into: &out)
    case .array(let items):
      out += "["
      for (offset, item) in items.enumerated() {
        if offset > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let fields):
      out += "{"
      for (offset, field) in fields.enumerated() {
        if offset > 0 { out += "," }
        Self.quote(field.0, into: &out)
        out += ":"
        field.1.write(to: &out)
      }
      out += "}"
    }
  }

  /// `value` rounded to `decimals` places: `2`, `0.3`, `57.5`, `-4`.
  public static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "null" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), rounded.magnitude < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.\(decimals)f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  private static func quote(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
