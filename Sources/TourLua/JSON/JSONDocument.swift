import TourImport

/// A JSON text read into plain data, with where each value and each key begins, so that a
/// message about a field can name its line and column (`phone.json:12:7: views[2].frame: ...`).
struct JSONDocument {
  /// The value the text holds.
  var value: PlainValue
  /// Where each value begins, by its path (`views[2].frame`; the whole document is `""`).
  var valuePositions: [String: JSONPosition]
  /// Where each key of an object is written, by the key's path (`views[2].childs`).
  var keyPositions: [String: JSONPosition]

  /// Reads a JSON text.
  /// - Throws: `JSONSyntaxError`, with where the text is wrong.
  init(_ bytes: [UInt8]) throws(JSONSyntaxError) {
    var reader = JSONReader(bytes)
    value = try reader.document()
    valuePositions = reader.valuePositions
    keyPositions = reader.keyPositions
  }

  /// Where the problem `error` describes is: the key it is about, else the deepest value of
  /// its path that the text has; nil when it is about the whole document.
  func position(of error: DecodingError) -> JSONPosition? {
    if let focus = error.focus, let key = keyPositions[error.path.isEmpty ? focus : error.path + "." + focus] { return key }
    var candidate = error.path
    while !candidate.isEmpty {
      if let found = valuePositions[candidate] { return found }
      candidate = Self.parent(of: candidate)
    }
    return nil
  }

  /// The path one level up: `views[2].frame` → `views[2]` → `views`.
  static func parent(of path: String) -> String {
    guard let last = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return "" }
    return String(path[..<last])
  }
}
