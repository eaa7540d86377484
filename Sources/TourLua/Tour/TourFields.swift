/// The fields of a tour table (API.md section 1).
enum TourFields {
  /// The hooks that must be functions, all optional except `coachMarkAt`
  /// (`numberOfCoachMarks` may be a number: it is among the values).
  static let hooks = Hook.allCases.filter { $0 != .numberOfCoachMarks }.map(\.name)
  /// The other fields.
  static let values = [
    "id", "screen", "numberOfCoachMarks", "skipView", "overlay", "appearance", "pages", "screens", "startScreen", "once", "resume",
    "maxDisplayCount", "displayFrequency", "strings", "sourceLanguage", "check", "own", "transition", "trigger", "rules", "ignoresDisplayFrequency",
    "fonts", "xliff", "onMissing",
  ]

  static var all: [String] { hooks + values }

  /// The fields whose lines a tour keeps (`LuaTour.fieldLines`), for reports.
  static let lineNamed = ["coachMarkAt", "coachMarkViewsAt", "numberOfCoachMarks", "skipView", "constraintsForSkipView", "strings", "check"]
}
