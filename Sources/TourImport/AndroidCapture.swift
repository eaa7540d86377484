import TourCore

/// `adb shell uiautomator dump` and Appium's UiAutomator2 page source: absolute bounds in
/// pixels, `[left,top][right,bottom]`, already upright for the dump's `rotation`.
enum AndroidCapture {
  static let statusBarID = "android:id/statusBarBackground"
  static let navigationBarID = "android:id/navigationBarBackground"

  static func read(_ root: XMLElement) throws(CaptureError) -> Capture {
    let isAppium = root.children.contains { $0.name != "node" } || root.attributes["width"] != nil
    var statusBar: Rect?
    var bottomBar: Rect?
    func element(_ node: XMLElement) throws(CaptureError) -> CapturedElement? {
      let resourceID = node.attributes["resource-id"] ?? ""
      guard let bounds = node.attributes["bounds"] else {
        throw CaptureError("a node without bounds", line: node.line)
      }
      guard let frame = Self.bounds(bounds) else {
        throw CaptureError("bounds '\(bounds)' is not [left,top][right,bottom]", line: node.line)
      }
      if resourceID == statusBarID {
        statusBar = frame
        return nil
      }
      if resourceID == navigationBarID {
        bottomBar = frame
        return nil
      }
      var children: [CapturedElement] = []
      for child in node.children { if let read = try element(child) { children.append(read) } }
      let label = [node.attributes["content-desc"], node.attributes["text"]].lazy.compactMap { $0 }.first { !$0.isEmpty }
      let shown = node.attributes["displayed"] != "false" && node.attributes["visible-to-user"] != "false"
      var read = CapturedElement(
        type: node.attributes["class"] ?? node.name, identifier: Self.entry(of: resourceID), label: label, frame: frame,
        isShown: shown, children: children)
      if node.attributes["scrollable"] == "true" { read.scroll = (nil, .zero) }
      return read
    }
    var elements: [CapturedElement] = []
    for child in root.children { if let read = try element(child) { elements.append(read) } }
    let size: Size
    if let width = root.attributes["width"].flatMap(Double.init), let height = root.attributes["height"].flatMap(Double.init) {
      size = Size(width: width, height: height)
    } else {
      // The root node is the app's window: the screen is as large as what the dump covers.
      let covered = (elements.map(\.frame) + [statusBar, bottomBar].compactMap { $0 }).reduce(Rect.zero) { $0.union($1) }
      size = Size(width: covered.maxX, height: covered.maxY)
    }
    return Capture(
      size: size, elements: elements, statusBar: statusBar, bottomBar: bottomBar, scale: nil, isInPixels: true,
      format: isAppium ? .appiumAndroid : .uiautomator)
  }

  /// `[l,t][r,b]` as a rect: exactly that shape, decimal numbers only (uiautomator writes
  /// whole pixels; `0x10` or `1e3` is not a bound), right not left of left, bottom not above top.
  static func bounds(_ text: String) -> Rect? {
    let corners = text.split(separator: "]", omittingEmptySubsequences: false)
    guard corners.count == 3, corners[2].isEmpty else { return nil }
    var numbers: [Double] = []
    for corner in corners.prefix(2) {
      guard corner.first == "[" else { return nil }
      let pair = corner.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
      guard pair.count == 2 else { return nil }
      for part in pair {
        let written = part.trimming(.spaces)
        guard !written.isEmpty, written.allSatisfy({ $0.isASCII && ($0.isWholeNumber || $0 == "-" || $0 == ".") }),
          let number = Double(written), abs(number) <= 1e9
        else { return nil }
        numbers.append(number)
      }
    }
    let (l, t, r, b) = (numbers[0], numbers[1], numbers[2], numbers[3])
    guard r >= l, b >= t else { return nil }
    return Rect(x: l, y: t, width: r - l, height: b - t)
  }

  /// A resource id's entry name (`com.app:id/search` → `search`); an id without a package
  /// (React Native's testID) as it is; nil for none.
  static func entry(of resourceID: String) -> String? {
    guard !resourceID.isEmpty else { return nil }
    if let range = resourceID.firstRange(of: ":id/") { return String(resourceID[range.upperBound...]) }
    return resourceID
  }
}
