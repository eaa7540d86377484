import FoundationEssentials
import TourCore

/// What `tourhost capture` reads from a web page: `{ width, height, views: [{ id, label, type,
/// frame: [x, y, w, h], scroll?: [w, h, left, top], children }] }`, frames in CSS pixels
/// (points) relative to the viewport, nested by DOM ancestry among the kept elements; `scroll`
/// for an element whose content is larger than its box.
enum WebPageCapture {
  static func read(_ root: PlainValue) throws(CaptureError) -> Capture {
    guard case .object(let fields) = root, let width = fields["width"]?.capturedNumber, let height = fields["height"]?.capturedNumber else {
      throw CaptureError("a web page capture needs width and height")
    }
    var count = CapturedElementCount()
    func element(_ node: PlainValue, depth: Int) throws(CaptureError) -> CapturedElement {
      try count.enter(depth: depth)
      guard case .object(let fields) = node, case .array(let numbers)? = fields["frame"], numbers.count == 4 else {
        throw CaptureError("a view of a web page capture needs a frame [x, y, w, h]")
      }
      let values = numbers.compactMap(\.capturedNumber)
      guard values.count == 4 else { throw CaptureError("a frame of numbers expected") }
      let type = fields["type"]?.capturedText ?? "element"
      var children: [CapturedElement] = []
      for child in try CapturedElementCount.children(fields["children"], of: type) { children.append(try element(child, depth: depth + 1)) }
      var read = CapturedElement(
        type: type, identifier: fields["id"]?.capturedText, label: fields["label"]?.capturedText.flatMap { $0.isEmpty ? nil : $0 },
        frame: Rect(x: values[0], y: values[1], width: values[2], height: values[3]), isShown: true, children: children)
      // `scroll: [scrollWidth, scrollHeight, scrollLeft, scrollTop]`: an element whose content is larger than its box.
      if case .array(let scroll)? = fields["scroll"] {
        let numbers = scroll.compactMap(\.capturedNumber)
        guard scroll.count == 4, numbers.count == 4, numbers[0] >= 0, numbers[1] >= 0 else {
          throw CaptureError("a scroll [scrollWidth, scrollHeight, scrollLeft, scrollTop] of numbers expected")
        }
        read.scroll = (Size(width: numbers[0], height: numbers[1]), Point(x: numbers[2], y: numbers[3]))
      }
      return read
    }
    var elements: [CapturedElement] = []
    if case .array(let list)? = fields["views"] { for view in list { elements.append(try element(view, depth: 1)) } }
    return Capture(
      size: Size(width: width, height: height), elements: elements, statusBar: nil, bottomBar: nil, scale: nil, isInPixels: false,
      format: .webPage)
  }
}

extension CaptureImporter {
  /// The screen of a web page as `tourhost capture` reads it (see `WebPageCapture`).
  public static func screen(fromWebPage data: Data) throws(CaptureError) -> Screen {
    let capture = try WebPageCapture.read(PlainValue.parseCapture(data))
    guard capture.size.width > 0, capture.size.height > 0 else { throw CaptureError("the page's viewport has no size") }
    return ScreenBuilder(capture: capture, scale: 1).screen(safeArea: nil)
  }
}
