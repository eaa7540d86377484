import CTextOnDemand
import TourCore

/// One line cut into the runs HarfBuzz shapes: each of one embedding level, one script and one
/// face, listed in visual order (left to right), as the bidirectional algorithm's rule L2
/// orders them. A run's characters stay in logical order; a right-to-left run is shaped right
/// to left. This is the itemization libraqm did, here so that each face keeps one HarfBuzz
/// font (libraqm made one per run per line, which cost 35–80 µs a face a line).
struct ShapingRuns {
  struct Run: Equatable {
    /// The run's first scalar and how many it has, in the line's logical order.
    let start: Int
    let count: Int
    let rightToLeft: Bool
    /// The run's script, an ISO 15924 tag as HarfBuzz writes it.
    let script: UInt32
    let face: FontFace

    static func == (left: Run, right: Run) -> Bool {
      left.start == right.start && left.count == right.count && left.rightToLeft == right.rightToLeft
        && left.script == right.script && left.face === right.face
    }
  }

  let runs: [Run]

  /// The runs of `scalars`, the `faces[i]` of each drawing it, in a paragraph of `direction`;
  /// nil when FriBidi fails (memory).
  init?(scalars: [UInt32], faces: [FontFace], direction: LayoutDirection) {
    var levels = [UInt8](repeating: 0, count: scalars.count)
    guard tourhost_bidi_levels(scalars, Int32(scalars.count), direction == .rightToLeft ? 1 : 0, 1, &levels) != 0 else { return nil }
    let scripts = Self.scripts(of: scalars)
    var runs: [Run] = []
    for level in Self.visualOrder(of: levels) {
      let rightToLeft = level.level % 2 == 1
      let indices = Array(level.range)
      var open: Run?
      for index in rightToLeft ? indices.reversed() : indices {
        if let run = open, run.script == scripts[index], run.face === faces[index] {
          open = Run(start: min(run.start, index), count: run.count + 1, rightToLeft: rightToLeft, script: run.script, face: run.face)
          continue
        }
        if let run = open { runs.append(run) }
        open = Run(start: index, count: 1, rightToLeft: rightToLeft, script: scripts[index], face: faces[index])
      }
      if let run = open { runs.append(run) }
    }
    self.runs = runs
  }

  /// The line's runs of one embedding level, in visual order: runs of equal levels in logical
  /// order, then, from the highest level down to 1, every sequence of runs at that level or
  /// higher reversed (rule L2).
  static func visualOrder(of levels: [UInt8]) -> [(range: Range<Int>, level: UInt8)] {
    var runs: [(range: Range<Int>, level: UInt8)] = []
    var start = 0
    while start < levels.count {
      var end = start + 1
      while end < levels.count, levels[end] == levels[start] { end += 1 }
      runs.append((start..<end, levels[start]))
      start = end
    }
    var level = levels.max() ?? 0
    while level > 0 {
      var index = runs.count - 1
      while index >= 0 {
        guard runs[index].level >= level else {
          index -= 1
          continue
        }
        let last = index
        while index >= 0, runs[index].level >= level { index -= 1 }
        runs[(index + 1)...last].reverse()
      }
      level -= 1
    }
    return runs
  }

  /// Each scalar's script, with Common and Inherited resolved: a mark or a neutral takes the
  /// script before it, a closing bracket that of its opening one, and what still has none
  /// (neutrals at the start) that of the scalar after it.
  static func scripts(of scalars: [UInt32]) -> [UInt32] {
    var scripts = [UInt32](repeating: TOURHOST_SCRIPT_INVALID, count: scalars.count)
    guard tourhost_scripts(scalars, Int32(scalars.count), &scripts) != 0 else { return scripts }
    var lastScript = TOURHOST_SCRIPT_INVALID
    var seenScript = false
    var lastSet = -1
    var open: [(script: UInt32, pair: Int)] = []
    for index in scalars.indices {
      let script = scripts[index]
      if seenScript, script == TOURHOST_SCRIPT_COMMON, let pair = pairIndex(scalars[index]) {
        if pair % 2 == 0 {
          scripts[index] = lastScript
          open.append((lastScript, pair))
        } else {
          while let top = open.last, top.pair != pair - 1 { open.removeLast() }
          if let top = open.last {
            scripts[index] = top.script
            lastScript = top.script
          } else {
            scripts[index] = lastScript
          }
        }
        lastSet = index
      } else if seenScript, script == TOURHOST_SCRIPT_COMMON || script == TOURHOST_SCRIPT_INHERITED {
        scripts[index] = lastScript
        lastSet = index
      } else {
        for before in (lastSet + 1)..<index { scripts[before] = script }
        lastScript = script
        seenScript = true
        lastSet = index
      }
    }
    for index in stride(from: scripts.count - 2, through: 0, by: -1)
    where scripts[index] == TOURHOST_SCRIPT_COMMON || scripts[index] == TOURHOST_SCRIPT_INHERITED {
      scripts[index] = scripts[index + 1]
    }
    return scripts
  }

  /// Paired punctuation, opening then closing, sorted: a closing one takes the script of the
  /// opening one it matches.
  static let pairs: [UInt32] = [
    0x0028, 0x0029, 0x003C, 0x003E, 0x005B, 0x005D, 0x007B, 0x007D, 0x00AB, 0x00BB, 0x2018, 0x2019, 0x201C, 0x201D,
    0x2039, 0x203A, 0x3008, 0x3009, 0x300A, 0x300B, 0x300C, 0x300D, 0x300E, 0x300F, 0x3010, 0x3011, 0x3014, 0x3015,
    0x3016, 0x3017, 0x3018, 0x3019, 0x301A, 0x301B,
  ]

  private static func pairIndex(_ scalar: UInt32) -> Int? {
    var low = 0
    var high = pairs.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if pairs[middle] == scalar { return middle }
      if scalar < pairs[middle] { high = middle - 1 } else { low = middle + 1 }
    }
    return nil
  }
}
