import TourCore

/// A view of a capture as drift compares it: its id and key path, type, text, the ids of its
/// ancestors and of its siblings, and its frame on the screen.
struct DriftElement {
  var id: String
  var keyPath: String
  var type: String?
  var label: String?
  var ancestors: [String]
  var siblings: Set<String>
  var frame: Rect?

  /// Every view of `screen`, parents first.
  static func all(of screen: Screen) -> [DriftElement] {
    var elements: [DriftElement] = []
    func walk(_ level: [ScreenView], ancestors: [String]) {
      let ids = Set(level.map(\.id))
      for view in level {
        let keyPath = (ancestors + [view.id]).joined(separator: ".")
        let frame = screen.path(forKeyPath: keyPath).flatMap(screen.frameOnScreen)
        var siblings = ids
        siblings.remove(view.id)
        elements.append(
          DriftElement(
            id: view.id, keyPath: keyPath, type: view.type, label: view.label, ancestors: ancestors, siblings: siblings, frame: frame))
        walk(view.children, ancestors: ancestors + [view.id])
      }
    }
    walk(screen.views, ancestors: [])
    return elements
  }

  /// Whether its id is made from its text (the capture gave it no identifier): translated,
  /// the text changes and the id with it.
  var idIsText: Bool {
    guard let label else { return false }
    let fromText = DriftElement.idOf(label)
    return id == fromText || id.hasPrefix(fromText + "_")
  }

  /// A text as a capture's id: what a key path cannot hold becomes `_`, runs of `_` become one,
  /// none leads or trails (as tourhost's capture reader makes ids).
  static func idOf(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" {
        result.unicodeScalars.append(scalar)
      } else if !result.hasSuffix("_") {
        result.append("_")
      }
    }
    return String(result.drop { $0 == "_" }.reversed().drop { $0 == "_" }.reversed())
  }
}
