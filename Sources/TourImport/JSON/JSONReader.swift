import TourCore

/// A strict JSON reader (RFC 8259), in one pass: no comments, no trailing commas, no
/// duplicate keys (but among the members handed over, which the receiver judges), nesting `maximumDepth` deep at most (a hostile file cannot exhaust the
/// stack), and nothing read but the bytes it is given. Every error says its line and column.
/// It keeps no path of the values it reads (a screen file with a 10 KB key over 200,000 values
/// once took 2 GB for them): where a field is written is found again, in a second pass, only
/// when a message needs it (`locate`). It can hand the members of one large object over one by
/// one instead of keeping them (a String Catalog's `strings`), so that memory stays a small
/// multiple of the file.
package struct JSONReader {
  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  private var column = (offset: 0, value: 1)
  private var depth = 0
  private let maximumDepth: Int
  private var streamed: (key: String, member: (String, PlainValue, JSONPosition) -> Void)?
  /// The key of the top-level object's member being read.
  private var topKey: String?
  private var locator: JSONLocator?

  /// How deep arrays and objects may nest, unless told otherwise.
  package static let maximumDepth = 256

  /// - Parameter maximumDepth: how deep arrays and objects may nest.
  package init(_ bytes: [UInt8], maximumDepth: Int = JSONReader.maximumDepth) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Hands each member of the object that is the top-level member `key` (`strings`) to
  /// `member` as it is read, with where its key is written, instead of keeping it: the document
  /// then holds that object empty. A key handed over twice is handed over twice: the receiver
  /// decides what a duplicate means.
  package mutating func stream(objectAt key: String, to member: @escaping (String, PlainValue, JSONPosition) -> Void) {
    streamed = (key, member)
  }

  /// Where the field at `path` is written in `bytes`: its key `focus` when given and there,
  /// else the deepest value of the path that the text has (the whole document is at `[]`);
  /// nil when the text is not JSON. One more pass over the text, keeping no paths.
  package static func locate(_ path: [JSONPathStep], focus: String?, in bytes: [UInt8], maximumDepth: Int = maximumDepth)
    -> JSONPosition?
  {
    var reader = JSONReader(bytes, maximumDepth: maximumDepth)
    reader.locator = JSONLocator(target: path, focus: focus)
    _ = try? reader.document()
    return reader.locator?.key ?? reader.locator?.deepest
  }

  /// The whole text: one value, and nothing after it but white space. A UTF-8 byte-order
  /// mark in front is allowed.
  package mutating func document() throws(JSONSyntaxError) -> PlainValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      offset = 3
      lineStart = 3
    }
    skipSpace()
    let result = try value()
    skipSpace()
    guard offset == bytes.count else { throw fail("the document goes on after its value") }
    return result
  }

  /// Where the reader is. Columns count characters, not bytes (continuation bytes of UTF-8
  /// are not counted), from where the last count stopped, so that a file of one long line
  /// costs one pass.
  private mutating func position() -> JSONPosition {
    if column.offset < lineStart { column = (lineStart, 1) }
    column.value += bytes[column.offset..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    column.offset = offset
    return JSONPosition(line: line, column: column.value)
  }

  private mutating func fail(_ problem: String) -> JSONSyntaxError {
    JSONSyntaxError(position: position(), problem: problem)
  }

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func skipSpace() {
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\n"):
        offset += 1
        line += 1
        lineStart = offset
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
      default: return
      }
    }
  }

  private mutating func value() throws(JSONSyntaxError) -> PlainValue {
    if locator?.isOnPath == true {
      let here = position()
      locator?.deepest = here
    }
    guard let byte = current else { throw fail("a value expected, got the end of the text") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw fail("a value expected, got \(Self.describe(byte))")
    }
  }

  private mutating func nest() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= maximumDepth else { throw fail("nested deeper than \(maximumDepth) levels") }
  }

  private mutating func object() throws(JSONSyntaxError) -> PlainValue {
    try nest()
    defer { depth -= 1 }
    offset += 1
    var fields: [String: PlainValue] = [:]
    let handOver = depth == 2 ? streamed.flatMap { $0.key == topKey ? $0.member : nil } : nil
    skipSpace()
    if current == UInt8(ascii: "}") {
      offset += 1
      return .object(fields)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else { throw fail("a key in double quotes expected, got \(Self.describe(current))") }
      let keyPosition = position()
      let key = try string()
      guard fields[key] == nil else {
        throw JSONSyntaxError(position: keyPosition, problem: "the key '\(ControlCharacters.shown(key))' appears twice in one object")
      }
      if locator?.isFocus(key) == true { locator?.key = keyPosition }
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw fail("a colon expected after the key '\(key)', got \(Self.describe(current))") }
      offset += 1
      skipSpace()
      if depth == 1 { topKey = key }
      locator?.enter(.key(key))
      let member = try value()
      locator?.leave()
      if let handOver {
        handOver(key, member, keyPosition)
      } else {
        fields[key] = member
      }
      skipSpace()
      switch current {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        return .object(fields)
      default: throw fail("a comma or '}' expected after the value of '\(key)', got \(Self.describe(current))")
      }
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> PlainValue {
    try nest()
    defer { depth -= 1 }
    offset += 1
    var items: [PlainValue] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      offset += 1
      return .array(items)
    }
    while true {
      skipSpace()
      locator?.enter(.item(items.count + 1))
      items.append(try value())
      locator?.leave()
      skipSpace()
      switch current {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "]"):
        offset += 1
        return .array(items)
      default: throw fail("a comma or ']' expected after item \(items.count), got \(Self.describe(current))")
      }
    }
  }

  private mutating func literal(_ word: String, _ result: PlainValue) throws(JSONSyntaxError) -> PlainValue {
    let expected = Array(word.utf8)
    guard bytes[offset...].starts(with: expected) else { throw fail("a value expected, got \(Self.describe(current))") }
    offset += expected.count
    return result
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = offset
    func digits() -> Int {
      let from = offset
      while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { offset += 1 }
      return offset - from
    }
    if current == UInt8(ascii: "-") { offset += 1 }
    if current == UInt8(ascii: "0") {
      offset += 1
    } else if digits() == 0 {
      throw fail("a digit expected in a number")
    }
    if current == UInt8(ascii: ".") {
      offset += 1
      guard digits() > 0 else { throw fail("a digit expected after the decimal point") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      offset += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
      guard digits() > 0 else { throw fail("a digit expected in the exponent") }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let number = Double(text), number.isFinite else { throw fail("the number \(text.prefix(40)) is too large") }
    return number
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    offset += 1
    var scalars = String.UnicodeScalarView()
    var plainStart = offset
    func flushPlain() throws(JSONSyntaxError) {
      guard plainStart < offset else { return }
      guard let text = String(validating: bytes[plainStart..<offset], as: UTF8.self) else {
        offset = plainStart + (TextEncoding.firstInvalidUTF8(in: bytes[plainStart..<offset]) ?? 0)
        throw fail("the text is not UTF-8")
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while true {
      guard let byte = current else { throw fail("a string is not closed") }
      switch byte {
      case UInt8(ascii: "\""):
        try flushPlain()
        offset += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flushPlain()
        offset += 1
        scalars.append(try escape())
        plainStart = offset
      case 0..<0x20:
        throw fail("a control character in a string (write it as an escape, such as \\n)")
      default:
        offset += 1
      }
    }
  }

  private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw fail("a string is not closed") }
    offset += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try hex4()
      if (0xD800..<0xDC00).contains(first) {
        guard bytes[offset...].starts(with: Array("\\u".utf8)) else { throw fail("a lone surrogate \\u\(String(first, radix: 16))") }
        offset += 2
        let second = try hex4()
        guard (0xDC00..<0xE000).contains(second) else { throw fail("a lone surrogate \\u\(String(first, radix: 16))") }
        guard let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
          throw fail("a lone surrogate \\u\(String(first, radix: 16))")
        }
        return scalar
      }
      guard let scalar = Unicode.Scalar(first) else { throw fail("a lone surrogate \\u\(String(first, radix: 16))") }
      return scalar
    default:
      offset -= 1
      throw fail("an unknown escape \\\(Self.describe(byte))")
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard offset + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16) else {
      throw fail("four hexadecimal digits expected after \\u")
    }
    offset += 4
    return value
  }

  private static func describe(_ byte: UInt8?) -> String {
    guard let byte else { return "the end of the text" }
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return byte < 0x20 || byte == 0x7F ? "a control character" : "a byte that starts no value"
  }
}
