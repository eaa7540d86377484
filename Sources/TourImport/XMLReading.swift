import CXML
import FoundationEssentials

/// One XML document read into `XMLElement`s by libxml2's SAX2 push parser, with no DTD, no
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
  private let context: xmlParserCtxtPtr

  private init(context: xmlParserCtxtPtr) { self.context = context }

  /// libxml2's global set-up, done once before the first parser (it is not safe to race on,
  /// and `check` reads files on several threads).
  private static let initialized: Void = xmlInitParser()

  /// The document's root element; nil when it has none.
  static func read(_ data: Data) throws(CaptureError) -> XMLElement? {
    _ = Self.initialized
    var handler = Self.handler()
    guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else {
      throw CaptureError("libxml2 could not start a parser")
    }
    defer { xmlFreeParserCtxt(context) }
    xmlCtxtUseOptions(context, Int32(XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue))
    let reading = XMLReading(context: context)
    context.pointee._private = Unmanaged.passUnretained(reading).toOpaque()
    withExtendedLifetime(reading) {
      data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var offset = 0
        repeat {
          let count = min(chunkBytes, bytes.count - offset)
          let chunk = bytes.baseAddress.map { $0.advanced(by: offset).assumingMemoryBound(to: CChar.self) }
          offset += count
          xmlParseChunk(context, chunk, Int32(count), offset == bytes.count ? 1 : 0)
        } while offset < bytes.count && reading.failure == nil
      }
    }
    if let failure = reading.failure { throw failure }
    return reading.root
  }

  /// The reading a callback's context belongs to.
  private static func reading(_ context: UnsafeMutableRawPointer?) -> XMLReading? {
    guard let context, let kept = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else { return nil }
    return Unmanaged<XMLReading>.fromOpaque(kept).takeUnretainedValue()
  }

  /// The SAX2 callbacks, each handing over to the reading kept in the context.
  private static func handler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.startElementNs = { context, name, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
      XMLReading.reading(context)?.start(
        XMLReading.qualified(prefix, name), namespaces: (Int(namespaceCount), namespaces), attributes: (Int(attributeCount), attributes))
    }
    handler.endElementNs = { context, _, _, _ in XMLReading.reading(context)?.end() }
    handler.characters = { context, bytes, count in XMLReading.reading(context)?.text(bytes, Int(count)) }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = handler.characters
    handler.internalSubset = { context, _, _, _ in
      XMLReading.reading(context)?.fail("a DOCTYPE is refused: tourhost reads no DTDs")
    }
    handler.serror = { context, error in
      guard let error else { return }
      XMLReading.reading(context)?.fail("malformed XML: \(XMLReading.words(Int(error.pointee.code)))")
    }
    return handler
  }

  private func start(
    _ name: String, namespaces: (Int, UnsafeMutablePointer<UnsafePointer<xmlChar>?>?),
    attributes: (Int, UnsafeMutablePointer<UnsafePointer<xmlChar>?>?)
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
    stack.append(XMLElement(name: name, attributes: read, children: [], line: Int(xmlSAX2GetLineNumber(context))))
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

  private func text(_ bytes: UnsafePointer<xmlChar>?, _ count: Int) {
    guard failure == nil, !stack.isEmpty, let bytes else { return }
    stack[stack.count - 1].text += String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// Keeps the first problem, where the parser is, and stops the parser.
  private func fail(_ message: String) {
    if failure == nil {
      failure = CaptureError(message, line: Int(xmlSAX2GetLineNumber(context)), column: Int(xmlSAX2GetColumnNumber(context)))
    }
    xmlStopParser(context)
  }

  /// `prefix:name`, or `name` without a prefix.
  private static func qualified(_ prefix: UnsafePointer<xmlChar>?, _ name: UnsafePointer<xmlChar>?) -> String {
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
