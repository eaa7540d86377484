import TourCore

/// A view of a capture as drift compares it: its id and key path, type, text, the ids of its
/// ancestors and of its nearest siblings, and its frame on the screen.
struct DriftElement {
  var id: String
  var keyPath: String
  var type: String?
  var label: String?
  var ancestors: [String]
  /// The ids of its nearest siblings, `neighbourReach` on each side in document order (a
  /// list of thousands of rows is not compared whole for each).
  var siblings: Set<String>
  /// How many siblings on each side are its neighbours.
  static let neighbourReach = 4
  var frame: Rect?

  /// Every view of `screen`, parents first, in one walk (frames on the screen as
  /// `Screen.frameOnScreen` gives them: each in its parent's child coordinates).
  static func all(of screen: Screen) -> [DriftElement] {
    var elements: [DriftElement] = []
    func walk(_ level: [ScreenView], ancestors: [String], origin: Point) {
      for (index, view) in level.enumerated() {
        let near = level[max(0, index - Self.neighbourReach)..<min(level.count, index + Self.neighbourReach + 1)]
        let siblings = Set(near.map(\.id)).subtracting([view.id])
        elements.append(
          DriftElement(
            id: view.id, keyPath: (ancestors + [view.id]).joined(separator: "."), type: view.type, label: view.label,
            ancestors: ancestors, siblings: siblings, frame: view.frame.offsetBy(dx: origin.x, dy: origin.y)))
        let children = view.childOrigin
        walk(view.children, ancestors: ancestors + [view.id], origin: Point(x: origin.x + children.x, y: origin.y + children.y))
      }
    }
    walk(screen.views, ancestors: [], origin: .zero)
    return elements
  }

  /// Whether its id is made from its text (the capture gave it no identifier): translated,
  /// the text changes and the id with it.
  var idIsText: Bool {
    guard let label else { return false }
    let fromText = ScreenView.id(fromText: label)
    return id == fromText || id.hasPrefix(fromText + "_")
  }
}
