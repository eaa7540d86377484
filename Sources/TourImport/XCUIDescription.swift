import FoundationEssentials
import TourCore

/// XCUITest's `debugDescription` (and WebDriverAgent's `format=description`): one element a
/// line under `Element subtree:`, two spaces of indentation a level, a frame
/// `{{x, y}, {w, h}}` in points, then `identifier: '...'`, `label: '...'`, `value: ...`.
enum XCUIDescription {
  static func read(_ text: String) throws(CaptureError) -> Capture {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("Element subtree:") }) else {
      throw CaptureError("no 'Element subtree:' line: XCUITest could not take the snapshot, or this is not a debugDescription")
    }
    // (depth, element) for every element line, in order.
    var flat: [(depth: Int, element: CapturedElement, line: Int)] = []
    var application: Rect?
    for (offset, raw) in lines.enumerated().dropFirst(start + 1) {
      if raw.hasPrefix("Path to element:") || raw.hasPrefix("Query chain:") { break }
      guard !raw.trimming(.spaces).isEmpty else { continue }
      let indent = raw.prefix { $0 == " " }.count
      var body = raw.dropFirst(indent)
      if body.hasPrefix("→") { body = body.dropFirst() }
      let type = typeName(String(body.prefix { $0 != "," }))
      guard let frame = frame(in: String(body)) else {
        if body.contains("pid:") { continue }  // the application's own line
        throw CaptureError("an element without a frame {{x, y}, {w, h}}", line: offset + 1)
      }
      if type == "Window", application == nil { application = frame }
      let element = CapturedElement(
        type: type, identifier: quoted("identifier", in: String(body)), label: quoted("label", in: String(body)),
        frame: frame, isShown: true, children: [])
      guard indent / 2 < XMLTree.maximumDepth else {
        throw CaptureError("elements nest deeper than \(XMLTree.maximumDepth) levels", line: offset + 1)
      }
      guard flat.count < XMLTree.maximumElements else {
        throw CaptureError("more than \(XMLTree.maximumElements) elements", line: offset + 1)
      }
      flat.append((indent / 2, element, offset + 1))
    }
    guard let screen = application else { throw CaptureError("no Window with a frame: the screen's size is unknown") }
    var statusBar: Rect?
    let roots = nest(flat[...], statusBar: &statusBar)
    // The windows are the screen; their contents are what the tour sees.
    let elements = roots.flatMap { $0.type == "Window" ? $0.children : [$0] }
    return Capture(
      size: screen.size, elements: elements, statusBar: statusBar, bottomBar: IOSCapture.homeIndicator(elements, height: screen.height),
      scale: nil, isInPixels: false, format: .xcuitestDescription)
  }

  /// Elements nested by their depth; a status bar is taken out (its frame kept).
  private static func nest(_ flat: ArraySlice<(depth: Int, element: CapturedElement, line: Int)>, statusBar: inout Rect?)
    -> [CapturedElement]
  {
    var result: [CapturedElement] = []
    var index = flat.startIndex
    while index < flat.endIndex {
      let (depth, element, _) = flat[index]
      var end = index + 1
      while end < flat.endIndex, flat[end].depth > depth { end += 1 }
      var node = element
      node.children = nest(flat[(index + 1)..<end], statusBar: &statusBar)
      if node.type == "StatusBar" { statusBar = node.frame } else { result.append(node) }
      index = end
    }
    return result
  }

  /// The element's type without its address: `Button` of `Button (0x600000c1c0a0)` (what
  /// follows the first ` (` when the text ends with `)`).
  private static func typeName(_ text: String) -> String {
    guard text.hasSuffix(")"), let open = text.firstRange(of: " (") else { return text }
    return String(text[..<open.lowerBound])
  }

  /// The first frame `{{x, y}, {w, h}}` in `text`, its numbers written with ASCII digits, `.`
  /// and a leading `-`.
  private static func frame(in text: String) -> Rect? {
    let bytes = Array(text.utf8)
    var start = 0
    while let open = bytes[start...].firstRange(of: Array("{{".utf8)) {
      var reader = FrameReader(bytes: bytes, offset: open.lowerBound + 2)
      if let numbers = reader.numbers(), numbers.allSatisfy(\.isFinite) {
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      }
      start = open.lowerBound + 1
    }
    return nil
  }

  /// Reads `x, y}, {w, h}}` from a frame's opening `{{` on.
  private struct FrameReader {
    let bytes: [UInt8]
    var offset: Int

    mutating func numbers() -> [Double]? {
      var numbers: [Double] = []
      for separator in [", ", "}, {", ", ", "}}"] {
        guard let number = number(), expect(separator) else { return nil }
        numbers.append(number)
      }
      return numbers
    }

    private mutating func number() -> Double? {
      let start = offset
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      let digits = offset
      while offset < bytes.count, bytes[offset] == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
        offset += 1
      }
      guard offset > digits else { return nil }
      return Double(String(decoding: bytes[start..<offset], as: UTF8.self))
    }

    private mutating func expect(_ text: String) -> Bool {
      let wanted = Array(text.utf8)
      guard bytes[offset...].starts(with: wanted) else { return false }
      offset += wanted.count
      return true
    }
  }

  /// The text of the first `key: '...'` that is closed (a quote inside written `\'`).
  private static func quoted(_ key: String, in text: String) -> String? {
    var rest = text[...]
    while let opening = rest.firstRange(of: key + ": '") {
      var value = ""
      var index = opening.upperBound
      while index < rest.endIndex, rest[index] != "'" {
        if rest[index] == "\\" {
          index = rest.index(after: index)
          guard index < rest.endIndex else { break }
          value.append(rest[index] == "'" ? "'" : "\\")
          if rest[index] != "'" { value.append(rest[index]) }
        } else {
          value.append(rest[index])
        }
        index = rest.index(after: index)
      }
      if index < rest.endIndex { return value.isEmpty ? nil : value }
      rest = rest[opening.upperBound...]
    }
    return nil
  }
}
