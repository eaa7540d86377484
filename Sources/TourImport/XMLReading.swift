import CXML
import FoundationEssentials

/// One XML document read into `XMLElement`s by libxml2's SAX2 push parser (loaded at the first
/// document, `CXML`), with no DTD, no
/// network and no entity beyond XML's own (the callers refuse a DOCTYPE before this reads),
/// stopped at the first problem libxml2 reports or the first of `XMLTree`'s limits.
///
/// Names are read as written, prefix and all (`tools:ignore`), and a namespace declaration
/// is an attribute like any other (`xmlns:tools`), as Foundation's XMLParser reports them
/// when it does not process namespaces.
final class XMLReading {
  /// The bytes handed to libxml2 at a time: it refuses a chunk over 10,000,000 bytes.
  private static let chunkBytes = 1 << 20

  private var stack: [XMLElement] = []
  private var root: XMLElement?
  private var failure: CaptureError?
  private var elements = 0
  private var parser: OpaquePointer?

  private init() {}

  /// The document's root element; nil when it has none.
  static func read(_ data: Data) throws(CaptureError) -> XMLElement? {
    let reading = XMLReading()
    var callbacks = Self.callbacks
    var problem = [CChar](repeating: 0, count: 256)
    let started = withExtendedLifetime(reading) {
      tourhost_xml_start(&callbacks, Unmanaged.passUnretained(reading).toOpaque(), &problem, problem.count)
    }
    guard let parser = started else {
      throw CaptureError(String(decoding: problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    reading.parser = parser
    defer { tourhost_xml_free(parser) }
    withExtendedLifetime(reading) {
      data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var offset = 0
        repeat {
          let count = min(chunkBytes, bytes.count - offset)
          let chunk = bytes.baseAddress.map { $0.advanced(by: offset).assumingMemoryBound(to: CChar.self) }
          offset += count
          tourhost_xml_push(parser, chunk, Int32(count), offset == bytes.count ? 1 : 0)
        } while offset < bytes.count && reading.failure == nil
      }
    }
    if let failure = reading.failure { throw failure }
    return reading.root
  }

  /// The reading a callback is for.
  private static func reading(_ reader: UnsafeMutableRawPointer?) -> XMLReading? {
    reader.map { Unmanaged<XMLReading>.fromOpaque($0).takeUnretainedValue() }
  }

  /// The parser's callbacks, each handing over to the reading.
  private static let callbacks = tourhost_xml_callbacks(
    start: { reader, prefix, name, namespaceCount, namespaces, attributeCount, attributes in
      XMLReading.reading(reader)?.start(
        XMLReading.qualified(prefix, name), namespaces: (Int(namespaceCount), namespaces), attributes: (Int(attributeCount), attributes))
    },
    end: { reader in XMLReading.reading(reader)?.end() },
    text: { reader, bytes, count in XMLReading.reading(reader)?.text(bytes, Int(count)) },
    doctype: { reader in XMLReading.reading(reader)?.fail("a DOCTYPE is refused: tourhost reads no DTDs") },
    error: { reader, code in XMLReading.reading(reader)?.fail("malformed XML: \(XMLReading.words(Int(code)))") })

  private func start(
    _ name: String, namespaces: (Int, UnsafeMutablePointer<UnsafePointer<UInt8>?>?),
    attributes: (Int, UnsafeMutablePointer<UnsafePointer<UInt8>?>?)
  ) {
    guard failure == nil else { return }
    guard stack.count < XMLTree.maximumDepth else { return fail("elements nest deeper than \(XMLTree.maximumDepth) levels") }
    elements += 1
    guard elements <= XMLTree.maximumElements else { return fail("more than \(XMLTree.maximumElements) elements") }
    var read: [String: String] = [:]
    if let declared = namespaces.1 {
      for index in 0..<namespaces.0 {
        let prefix = declared[2 * index].map { String(cString: $0) }
        read[prefix.map { "xmlns:" + $0 } ?? "xmlns"] = declared[2 * index + 1].map { String(cString: $0) } ?? ""
      }
    }
    if let values = attributes.1 {
      // Five pointers an attribute: name, prefix, namespace, value's start and end.
      for index in 0..<attributes.0 {
        let base = 5 * index
        guard let start = values[base + 3], let end = values[base + 4] else { continue }
        let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        read[Self.qualified(values[base + 1], values[base])] = value
      }
    }
    stack.append(XMLElement(name: name, attributes: read, children: [], line: tourhost_xml_line(parser)))
  }

  private func end() {
    guard failure == nil, let element = stack.popLast() else { return }
    if stack.isEmpty {
      root = root ?? element
    } else {
      stack[stack.count - 1].children.append(element)
      stack[stack.count - 1].text += element.text
    }
  }

  private func text(_ bytes: UnsafePointer<UInt8>?, _ count: Int) {
    guard failure == nil, !stack.isEmpty, let bytes else { return }
    stack[stack.count - 1].text += String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// Keeps the first problem, where the parser is, and stops the parser.
  private func fail(_ message: String) {
    if failure == nil {
      failure = CaptureError(message, line: tourhost_xml_line(parser), column: tourhost_xml_column(parser))
    }
    tourhost_xml_stop(parser)
  }

  /// `prefix:name`, or `name` without a prefix.
  private static func qualified(_ prefix: UnsafePointer<UInt8>?, _ name: UnsafePointer<UInt8>?) -> String {
    let local = name.map { String(cString: $0) } ?? ""
    guard let prefix, prefix.pointee != 0 else { return local }
    return String(cString: prefix) + ":" + local
  }

  /// libxml2's error codes, in words, for the common mistakes.
  private static func words(_ code: Int) -> String {
    switch code {
    case 4: "the document is empty"
    case 5: "the document ends before its last element is closed"
    case 1: "libxml2 stopped at one of its limits"
    case 9: "a character that XML does not allow (such as &#0; or a control character)"
    case 26: "an entity that XML does not define"
    case 38, 39, 40, 41: "a bad attribute"
    case 64, 65, 66, 67, 68: "a tag is not closed"
    case 73, 76: "an end tag does not match its start tag"
    case 85: "text after the root element"
    default: "libxml2 error \(code)"
    }
  }
}
