import TourCore

/// The promises of a default body's parts (API.md section 5, "The rich bubble"): every control
/// inside the body, the touchable controls never over one another, a link on a line of the
/// text it belongs to, and every frame finite.
public enum BubbleLayoutInvariants {
  public static func check(_ layout: DefaultBodyLayout) -> [String] {
    let body = Rect(origin: .zero, size: layout.size)
    var found: [String] = []
    for control in layout.controls where control.kind.isBubbleControl {
      let frame = control.frame
      guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) else {
        found.append("\(control.kind.name) has a frame that is not finite: \(frame)")
        continue
      }
      if !within(frame, body) { found.append("\(control.kind.name) \(frame) leaves the body \(body)") }
    }
    let touchable = layout.controls.filter { $0.kind.isTouchable && $0.kind.isBubbleControl }
    for (offset, control) in touchable.enumerated() {
      for other in touchable.dropFirst(offset + 1) where overlaps(control.frame, other.frame) {
        found.append("\(control.kind.name) \(control.frame) and \(other.kind.name) \(other.frame) overlap")
      }
    }
    // A link is on one of its text's lines: inside the text's frame, but for a word no line
    // holds (at a text size no screen holds), which goes out on the trailing side as its text does.
    let texts = [layout.hint] + (layout.title.map { [$0] } ?? [])
    for link in layout.controls where link.kind.linkID != nil {
      let onLine = texts.contains { text in
        within(link.frame, Rect(x: text.minX, y: text.minY, width: max(text.width, link.frame.maxX - text.minX), height: text.height))
          || within(
            link.frame,
            Rect(x: min(text.minX, link.frame.minX), y: text.minY, width: text.maxX - min(text.minX, link.frame.minX), height: text.height))
      }
      if !onLine { found.append("the link \(link.frame) is outside the text it is in") }
    }
    return found
  }

  /// Whether `inner` lies in `outer`, to a thousandth of a point.
  static func within(_ inner: Rect, _ outer: Rect) -> Bool {
    inner.minX >= outer.minX - 1e-3 && inner.minY >= outer.minY - 1e-3 && inner.maxX <= outer.maxX + 1e-3
      && inner.maxY <= outer.maxY + 1e-3
  }

  /// Whether two frames share more than a thousandth of a point each way.
  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    min(a.maxX, b.maxX) - max(a.minX, b.minX) > 1e-3 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 1e-3
  }
}
