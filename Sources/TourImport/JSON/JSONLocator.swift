/// One step of a path into a JSON value: a member's key, or an item's position from 1.
package enum JSONPathStep: Hashable, Sendable {
  case key(String)
  case item(Int)

  /// The steps of a path as messages write it (`views[2].frame`; a key that holds `.` or `[`
  /// is read as a path, as the message reads).
  package static func steps(of path: String) -> [JSONPathStep] {
    var steps: [JSONPathStep] = []
    var word = ""
    var inIndex = false
    func flush() {
      if !word.isEmpty { steps.append(.key(word)) }
      word = ""
    }
    for character in path {
      switch character {
      case "." where !inIndex: flush()
      case "[" where !inIndex:
        flush()
        inIndex = true
      case "]" where inIndex:
        steps.append(.item(Int(word) ?? 0))
        word = ""
        inIndex = false
      default: word.append(character)
      }
    }
    flush()
    return steps
  }
}

/// What `JSONReader.locate` looks for while it reads: the value at `target` (or the deepest of
/// its path the text has) and the key `focus` of the object there. It keeps the depth of the
/// value being read and how many leading steps of its path match the target's, so that each
/// step costs the same whatever the path's length.
struct JSONLocator {
  let target: [JSONPathStep]
  let focus: String?
  /// Steps from the root to the value being read.
  private var steps = 0
  /// How many leading steps of the current path are the target's.
  private var matched = 0
  /// Where the deepest value on the target's path begins.
  var deepest: JSONPosition?
  /// Where the key `focus` of the target is written.
  var key: JSONPosition?

  init(target: [JSONPathStep], focus: String?) {
    self.target = target
    self.focus = focus
  }

  /// Whether the value being read lies on the target's path (the target or one of its
  /// parents, not the whole document).
  var isOnPath: Bool { steps > 0 && matched == steps }

  /// Whether `name`, a key of the object being read, is the key looked for.
  func isFocus(_ name: String) -> Bool { focus == name && matched == steps && steps == target.count }

  mutating func enter(_ step: JSONPathStep) {
    steps += 1
    if matched == steps - 1, steps <= target.count, target[steps - 1] == step { matched = steps }
  }

  mutating func leave() {
    steps -= 1
    matched = min(matched, steps)
  }
}
