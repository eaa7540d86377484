import FoundationEssentials

extension PlainValue {
  /// A JSON capture (WebDriverAgent's source, `tourhost capture`'s page), read in one pass by
  /// `JSONReader` without positions, so that memory stays a few times the file's size
  /// (Foundation's JSONSerialization took 43 times). Nesting may go as deep as elements may
  /// (each element is an object and its `children` a list: two levels per element).
  static func parseCapture(_ data: Data) throws(CaptureError) -> PlainValue {
    if let problem = TextEncoding.utf16Problem(data) { throw CaptureError(problem, line: 1, column: 1) }
    var reader = JSONReader([UInt8](data), maximumDepth: 2 * XMLTree.maximumDepth + 2)
    do { return try reader.document() } catch {
      throw CaptureError("invalid JSON: \(error.problem)", line: error.position.line, column: error.position.column)
    }
  }

  /// The value as text (a string, or a number written out), as captures give labels.
  var capturedText: String? {
    switch self {
    case .string(let text): text
    case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    default: nil
    }
  }

  /// The value as a finite number (or a string that is one), as captures give sizes.
  var capturedNumber: Double? {
    switch self {
    case .number(let value): value.isFinite ? value : nil
    case .string(let text): Double(text).flatMap { $0.isFinite ? $0 : nil }
    default: nil
    }
  }
}

/// Counts a JSON capture's elements as they are read, under the limits XML captures keep:
/// `XMLTree.maximumDepth` levels, `XMLTree.maximumElements` elements.
struct CapturedElementCount {
  private var count = 0

  mutating func enter(depth: Int) throws(CaptureError) {
    guard depth <= XMLTree.maximumDepth else { throw CaptureError("elements nest deeper than \(XMLTree.maximumDepth) levels") }
    count += 1
    guard count <= XMLTree.maximumElements else { throw CaptureError("more than \(XMLTree.maximumElements) elements") }
  }

  /// The element's `children`: none, or a list (anything else is an error naming the element).
  static func children(_ node: PlainValue?, of type: String) throws(CaptureError) -> [PlainValue] {
    guard let node else { return [] }
    guard case .array(let list) = node else { throw CaptureError("\(type): children must be a list, got a \(node.kindName)") }
    return list
  }
}
