import TourCore

/// WebDriverAgent's page source, XML (Appium wraps it in `<AppiumAUT>`) or JSON: absolute
/// frames in points.
enum IOSCapture {
  /// The XML form: `XCUIElementType*` elements with `name`, `label`, `value`, `visible`, `x`,
  /// `y`, `width`, `height`.
  static func read(xml root: XMLElement) throws(CaptureError) -> Capture {
    var application = root
    if root.name == "AppiumAUT" {
      guard let first = root.children.first else { throw CaptureError("AppiumAUT holds no application", line: root.line) }
      application = first
    }
    func number(_ element: XMLElement, _ key: String) throws(CaptureError) -> Double {
      guard let text = element.attributes[key], let value = Double(text), value.isFinite else {
        throw CaptureError("\(element.name) has no number \(key)", line: element.line)
      }
      return value
    }
    var statusBar: Rect?
    func element(_ node: XMLElement) throws(CaptureError) -> CapturedElement? {
      let type = node.attributes["type"] ?? node.name
      let frame = Rect(
        x: try number(node, "x"), y: try number(node, "y"), width: try number(node, "width"), height: try number(node, "height"))
      let short = Self.shortType(type)
      if short == "StatusBar" {
        statusBar = frame
        return nil
      }
      var children: [CapturedElement] = []
      for child in node.children { if let read = try element(child) { children.append(read) } }
      let name = node.attributes["name"].flatMap { $0.isEmpty ? nil : $0 }
      let label = node.attributes["label"].flatMap { $0.isEmpty ? nil : $0 }
      // WebDriverAgent's name is the identifier when there is one, else the label.
      let identifier = name != nil && name != label ? name : nil
      let text = label ?? node.attributes["value"].flatMap { $0.isEmpty ? nil : $0 }
      var read = CapturedElement(
        type: short, identifier: identifier, label: text, frame: frame, isShown: node.attributes["visible"] != "false",
        children: children)
      if CapturedElement.scrollingTypes.contains(short) { read.scroll = (nil, .zero) }
      return read
    }
    let size = Size(width: try number(application, "width"), height: try number(application, "height"))
    var elements: [CapturedElement] = []
    for child in application.children { if let read = try element(child) { elements.append(read) } }
    return Capture(
      size: size, elements: elements, statusBar: statusBar, bottomBar: homeIndicator(elements, height: size.height), scale: nil,
      isInPixels: false, format: .webDriverAgentXML)
  }

  /// The JSON form: `type`, `rawIdentifier`, `label`, `value`, `rect`, `isVisible`, `children`
  /// (with or without WebDriverAgent's `{ "value": ... }` around it).
  static func read(json root: PlainValue) throws(CaptureError) -> Capture {
    var application = root
    if case .object(let fields) = root, let value = fields["value"], fields["type"] == nil { application = value }
    var statusBar: Rect?
    var count = CapturedElementCount()
    func element(_ node: PlainValue, depth: Int) throws(CaptureError) -> CapturedElement? {
      try count.enter(depth: depth)
      guard case .object(let fields) = node else { throw CaptureError("an element must be an object") }
      let type = fields["type"]?.capturedText ?? "Other"
      guard case .object(let rect)? = fields["rect"], let x = rect["x"]?.capturedNumber, let y = rect["y"]?.capturedNumber,
        let width = rect["width"]?.capturedNumber, let height = rect["height"]?.capturedNumber
      else { throw CaptureError("\(type) has no rect {x, y, width, height}") }
      let frame = Rect(x: x, y: y, width: width, height: height)
      if Self.shortType(type) == "StatusBar" {
        statusBar = frame
        return nil
      }
      var children: [CapturedElement] = []
      for child in try CapturedElementCount.children(fields["children"], of: type) {
        if let read = try element(child, depth: depth + 1) { children.append(read) }
      }
      let shown: Bool
      switch fields["isVisible"] {
      case .string("0")?, .bool(false)?, .number(0)?: shown = false
      default: shown = true
      }
      let label =
        fields["label"]?.capturedText.flatMap { $0.isEmpty ? nil : $0 } ?? fields["value"]?.capturedText.flatMap { $0.isEmpty ? nil : $0 }
      var read = CapturedElement(
        type: type, identifier: fields["rawIdentifier"]?.capturedText.flatMap { $0.isEmpty ? nil : $0 }, label: label, frame: frame,
        isShown: shown, children: children)
      if CapturedElement.scrollingTypes.contains(Self.shortType(type)) { read.scroll = (nil, .zero) }
      return read
    }
    guard let app = try element(application, depth: 1) else { throw CaptureError("the root is a status bar") }
    return Capture(
      size: app.frame.size, elements: app.children, statusBar: statusBar, bottomBar: homeIndicator(app.children, height: app.frame.height),
      scale: nil, isInPixels: false, format: .webDriverAgentJSON)
  }

  /// A type as the XML names it and the JSON may: `XCUIElementTypeTable` is `Table`.
  static func shortType(_ type: String) -> String {
    type.hasPrefix("XCUIElementType") ? String(type.dropFirst("XCUIElementType".count)) : type
  }

  /// The home indicator's area, which no iOS capture shows as an element, from a tab bar on
  /// the bottom edge: taller than its 49 points, the rest is the indicator's (83 − 49 = 34).
  static func homeIndicator(_ elements: [CapturedElement], height: Double) -> Rect? {
    func find(_ list: [CapturedElement]) -> CapturedElement? {
      for element in list where element.isShown {
        if element.type.hasSuffix("TabBar"), abs(element.frame.maxY - height) < 0.5 { return element }
        if let found = find(element.children) { return found }
      }
      return nil
    }
    guard let bar = find(elements), bar.frame.height > 49 else { return nil }
    return Rect(x: bar.frame.minX, y: bar.frame.minY + 49, width: bar.frame.width, height: bar.frame.height - 49)
  }
}
