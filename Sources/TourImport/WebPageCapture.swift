import Foundation
import TourCore

/// What `tourhost capture` reads from a web page: `{ width, height, views: [{ id, label, type,
/// frame: [x, y, w, h], children }] }`, frames in CSS pixels (points) relative to the
/// viewport, nested by DOM ancestry among the kept elements.
enum WebPageCapture {
  static func read(_ root: JSONNode) throws(CaptureError) -> Capture {
    guard case .object(let fields) = root, let width = fields["width"]?.number, let height = fields["height"]?.number else {
      throw CaptureError("a web page capture needs width and height")
    }
    func element(_ node: JSONNode) throws(CaptureError) -> CapturedElement {
      guard case .object(let fields) = node, case .array(let numbers)? = fields["frame"], numbers.count == 4 else {
        throw CaptureError("a view of a web page capture needs a frame [x, y, w, h]")
      }
      let values = numbers.compactMap(\.number)
      guard values.count == 4 else { throw CaptureError("a frame of numbers expected") }
      var children: [CapturedElement] = []
      if case .array(let list)? = fields["children"] { for child in list { children.append(try element(child)) } }
      return CapturedElement(
        type: fields["type"]?.text ?? "element", identifier: fields["id"]?.text, label: fields["label"]?.text.flatMap { $0.isEmpty ? nil : $0 },
        frame: Rect(x: values[0], y: values[1], width: values[2], height: values[3]), isShown: true, children: children)
    }
    var elements: [CapturedElement] = []
    if case .array(let list)? = fields["views"] { for view in list { elements.append(try element(view)) } }
    return Capture(
      size: Size(width: width, height: height), elements: elements, statusBar: nil, bottomBar: nil, scale: nil, isInPixels: false,
      format: .webPage)
  }
}

extension CaptureImporter {
  /// The screen of a web page as `tourhost capture` reads it (see `WebPageCapture`).
  public static func screen(fromWebPage data: Data) throws(CaptureError) -> Screen {
    let capture = try WebPageCapture.read(JSONNode.parse(data))
    guard capture.size.width > 0, capture.size.height > 0 else { throw CaptureError("the page's viewport has no size") }
    return ScreenBuilder(capture: capture, scale: 1).screen(safeArea: nil)
  }
}
