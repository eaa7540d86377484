import FoundationEssentials

/// An XML document as a tree of elements with their attributes and lines, read with libxml2's
/// SAX parser (`XMLReading`) under the rules for hostile files: no DTD (a DOCTYPE is
/// refused before parsing), no entities beyond XML's five, no external resources, at most
/// `maximumDepth` levels and `maximumBytes` bytes.
struct XMLElement {
  var name: String
  var attributes: [String: String]
  var children: [XMLElement]
  /// The line of the element's start tag.
  var line: Int
  /// The text inside it, its descendants' included, in document order, tags left out.
  var text = ""
}

enum XMLTree {
  static let maximumDepth = 256
  static let maximumBytes = 64 << 20
  /// The most attributes one element may have: libxml2 checks each new attribute against the
  /// element's others, so a start tag with 500,000 of them took a minute.
  static let maximumAttributes = 1_000
  /// The most elements one file may hold: a real screen has a few thousand; 700,000 nodes
  /// cost gigabytes in every configuration of `check`.
  static let maximumElements = 100_000
  /// The most bytes of one text, CDATA section or comment: libxml2's own limit
  /// (XML_MAX_TEXT_LENGTH), found before it so that the message can say so.
  static let maximumText = 10_000_000

  /// The document's root element.
  static func parse(_ data: Data) throws(CaptureError) -> XMLElement {
    guard data.count <= maximumBytes else {
      throw CaptureError("the file is \(data.count) bytes; XML is read up to \(maximumBytes) bytes")
    }
    if let problem = TextEncoding.utf16Problem(data) { throw CaptureError(problem, line: 1, column: 1) }
    if let offset = data.firstIndex(of: 0) {
      let (line, column) = position(of: offset - data.startIndex, in: data)
      throw CaptureError("a NUL byte: XML is read as UTF-8 text", line: line, column: column)
    }
    switch declaredEncoding(data) {
    case .some(nil):
      throw CaptureError("an XML declaration of more than 1 KiB", line: 1, column: 1)
    case .some(let encoding?) where !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.lowercased()):
      throw CaptureError("the encoding '\(encoding)' is refused: XML is read as UTF-8", line: 1, column: 1)
    default: break
    }
    // One copy of the bytes for the scans before libxml2 sees the file.
    let bytes = [UInt8](data)
    if String(validating: bytes, as: UTF8.self) == nil, let offset = TextEncoding.firstInvalidUTF8(in: bytes) {
      let (line, column) = position(of: offset, in: data)
      throw CaptureError("the text is not UTF-8", line: line, column: column)
    }
    if let offset = processingInstruction(in: bytes) {
      let (line, column) = position(of: offset, in: data)
      throw CaptureError("a processing instruction is refused (only the XML declaration may start with <?)", line: line, column: column)
    }
    if let (offset, problem) = crowdedPlace(in: bytes) {
      let (line, column) = position(of: offset, in: data)
      throw CaptureError(problem, line: line, column: column)
    }
    if let offset = doctype(in: bytes) {
      let (line, column) = position(of: offset, in: data)
      throw CaptureError("a DOCTYPE is refused: tourhost reads no DTDs and expands no entities", line: line, column: column)
    }
    guard let root = try XMLReading.read(data) else { throw CaptureError("the file has no XML element") }
    return root
  }

  /// The encoding an XML declaration names: nil without a declaration or without an
  /// encoding in it (UTF-8, then), `.some(nil)` for a declaration that does not end within 1 KiB.
  private static func declaredEncoding(_ data: Data) -> String?? {
    let head = String(decoding: data.prefix(1024), as: UTF8.self)
    guard head.hasPrefix("<?xml") || head.hasPrefix("\u{FEFF}<?xml") else { return nil }
    guard let end = head.firstRange(of: "?>") else { return .some(nil) }
    let declaration = head[..<end.lowerBound]
    guard let match = declaration.firstMatch(of: #/encoding\s*=\s*["']([^"']*)["']/#) else { return nil }
    return .some(String(match.1))
  }

  /// Where a processing instruction other than the leading XML declaration starts (libxml2
  /// handed Foundation's XMLParser a NULL for an empty one, and it crashed: found by the fuzzer).
  private static func processingInstruction(in bytes: [UInt8]) -> Int? {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    let declaration = Array("<?xml".utf8)
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
        let isDeclaration =
          index == start && bytes[index...].starts(with: declaration) && index + 5 < bytes.count
          && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5])
        if !isDeclaration { return index }
      }
      index += 1
    }
    return nil
  }

  /// The first place past one of libxml2's limits, found in one pass before libxml2 meets it
  /// (it would say `internal error`, or take a minute): a start tag with more than
  /// `maximumAttributes` attributes (an `=` outside quotes inside a tag is one), or a text, a
  /// CDATA section or a comment of more than `maximumText` bytes. The offset and the message.
  private static func crowdedPlace(in bytes: [UInt8]) -> (Int, String)? {
    let comment = (open: Array("<!--".utf8), close: Array("-->".utf8))
    let cdata = (open: Array("<![CDATA[".utf8), close: Array("]]>".utf8))
    var index = 0
    var textStart = 0
    func skip(past end: [UInt8]) -> Bool {
      let start = index
      while index < bytes.count, bytes[index] != end[0] || !bytes[index...].starts(with: end) { index += 1 }
      index += end.count
      return index - start > maximumText
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        if index - textStart >= maximumText { return (textStart, "a text of more than \(maximumText) bytes, the most XML is read with") }
        index += 1
        continue
      }
      let rest = bytes[index...]
      let start = index
      if rest.starts(with: comment.open) {
        if skip(past: comment.close) { return (start, "a comment of more than \(maximumText) bytes, the most XML is read with") }
      } else if rest.starts(with: cdata.open) {
        if skip(past: cdata.close) { return (start, "a CDATA section of more than \(maximumText) bytes, the most XML is read with") }
      } else {
        var count = 0
        var quote: UInt8?
        index += 1
        while index < bytes.count {
          let byte = bytes[index]
          if let open = quote {
            if byte == open { quote = nil }
          } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            quote = byte
          } else if byte == UInt8(ascii: "=") {
            count += 1
            if count > maximumAttributes { return (start, "an element with more than \(maximumAttributes) attributes") }
          } else if byte == UInt8(ascii: ">") {
            break
          }
          index += 1
        }
        index += 1
      }
      textStart = index
    }
    return nil
  }

  /// Line and column (1-based) of a byte offset.
  private static func position(of offset: Int, in data: Data) -> (Int, Int) {
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  /// Where `<!DOCTYPE` (in any case) starts, as a byte offset.
  private static func doctype(in bytes: [UInt8]) -> Int? {
    let needle = Array("<!doctype".utf8)
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first { start in
      bytes[start] == UInt8(ascii: "<")
        && zip(bytes[start..<(start + needle.count)], needle).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
    }
  }
}
