extension JSONValue {
  /// The value as JSON for people to read and edit: objects one field a line, indented by two
  /// spaces; arrays of plain values (a frame) on one line.
  public var prettyText: String {
    var out = ""
    pretty(into: &out, indent: "")
    return out
  }

  private var isPlain: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private func pretty(into out: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .object(let fields) where !fields.isEmpty:
      out += "{\n"
      for (offset, (key, value)) in fields.enumerated() {
        out += inner + JSONValue.string(key).text + ": "
        value.pretty(into: &out, indent: inner)
        out += offset == fields.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    case .array(let items) where !items.isEmpty && !items.allSatisfy(\.isPlain):
      out += "[\n"
      for (offset, item) in items.enumerated() {
        out += inner
        item.pretty(into: &out, indent: inner)
        out += offset == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .array(let items):
      out += "[" + items.map(\.text).joined(separator: ", ") + "]"
    default:
      out += text
    }
  }
}
