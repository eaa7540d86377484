import TourImport

/// A JSON text read into plain data, and the text, so that a message about a field can name
/// its line and column (`phone.json:12:7: views[2].frame: ...`): found again only then.
struct JSONDocument {
  /// The value the text holds.
  var value: PlainValue
  private let bytes: [UInt8]

  /// Reads a JSON text.
  /// - Throws: `JSONSyntaxError`, with where the text is wrong.
  init(_ bytes: [UInt8]) throws(JSONSyntaxError) {
    var reader = JSONReader(bytes)
    value = try reader.document()
    self.bytes = bytes
  }

  /// Where the problem `error` describes is: the key it is about, else the deepest value of
  /// its path that the text has; nil when it is about the whole document.
  func position(of error: DecodingError) -> JSONPosition? {
    let steps = JSONPathStep.steps(of: error.path)
    guard !steps.isEmpty || error.focus != nil else { return nil }
    return JSONReader.locate(steps, focus: error.focus, in: bytes)
  }
}
