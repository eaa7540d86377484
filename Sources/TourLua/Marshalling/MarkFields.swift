import CLua
import TourCore

/// The fields of a mark table, as scripts read and write them (API.md section 3). One list
/// serves `makeCoachMark`, the marks hooks receive, and the marks they return.
enum MarkFields {
  /// Every field of a mark table.
  static let names = [
    "cutoutPath", "pointOfInterest", "arrowOrientation", "gapBetweenBodyAndArrow",
    "gapBetweenCoachMarkAndCutoutPath", "maxWidth", "horizontalMargin", "isDisplayedOverCutoutPath",
    "isOverlayInteractionEnabled", "isUserInteractionEnabledInsideCutoutPath",
  ]

  /// The fields that are plain settings (every field but the geometry).
  static let settings = Array(names.dropFirst(2))

  /// Reads the settings present in `table` into `mark`.
  static func readSettings(_ table: OptionTable, into mark: inout CoachMark) throws(DecodingError) {
    if table.has("arrowOrientation") { mark.arrowOrientation = try table.choice("arrowOrientation", ArrowOrientation.self) }
    if let value = try table.number("gapBetweenBodyAndArrow") { mark.gapBetweenBodyAndArrow = value }
    if let value = try table.number("gapBetweenCoachMarkAndCutoutPath") { mark.gapBetweenCoachMarkAndCutoutPath = value }
    if let value = try table.number("maxWidth") {
      guard value >= 0 else { throw DecodingError("maxWidth: must not be negative, got \(value.scriptText)") }
      mark.maxWidth = value
    }
    if let value = try table.number("horizontalMargin") { mark.horizontalMargin = value }
    if let value = try table.boolean("isDisplayedOverCutoutPath") { mark.isDisplayedOverCutoutPath = value }
    if let value = try table.boolean("isOverlayInteractionEnabled") { mark.isOverlayInteractionEnabled = value }
    if let value = try table.boolean("isUserInteractionEnabledInsideCutoutPath") {
      mark.isUserInteractionEnabledInsideCutoutPath = value
    }
  }

  /// Reads a whole mark table (geometry in screen coordinates). Absent fields keep their
  /// defaults; a field set to nil clears it.
  static func read(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> CoachMark {
    let table = try OptionTable(stack, index, valid: names, noun: "mark field")
    var mark = CoachMark()
    mark.cutoutPath = try table.read("cutoutPath", stack.cutoutPath)
    mark.pointOfInterest = try table.read("pointOfInterest", stack.point)
    try readSettings(table, into: &mark)
    return mark
  }

  /// Pushes a mark as a table with every field.
  static func push(_ mark: CoachMark, on stack: LuaStack) {
    _ = stack.ensure(8)
    stack.newTable(record: Int32(names.count))
    if let path = mark.cutoutPath {
      stack.push(path)
      stack.rawSet(-2, "cutoutPath")
    }
    if let point = mark.pointOfInterest {
      stack.push(point)
      stack.rawSet(-2, "pointOfInterest")
    }
    if let side = mark.arrowOrientation {
      stack.push(side.rawValue)
      stack.rawSet(-2, "arrowOrientation")
    }
    let numbers: [(String, Double)] = [
      ("gapBetweenBodyAndArrow", mark.gapBetweenBodyAndArrow),
      ("gapBetweenCoachMarkAndCutoutPath", mark.gapBetweenCoachMarkAndCutoutPath),
      ("maxWidth", mark.maxWidth), ("horizontalMargin", mark.horizontalMargin),
    ]
    for (name, value) in numbers {
      stack.push(number: value)
      stack.rawSet(-2, name)
    }
    let flags: [(String, Bool)] = [
      ("isDisplayedOverCutoutPath", mark.isDisplayedOverCutoutPath),
      ("isOverlayInteractionEnabled", mark.isOverlayInteractionEnabled),
      ("isUserInteractionEnabledInsideCutoutPath", mark.isUserInteractionEnabledInsideCutoutPath),
    ]
    for (name, value) in flags {
      stack.push(value)
      stack.rawSet(-2, name)
    }
  }
}
