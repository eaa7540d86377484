import TourCore
import TourLua

extension CheckRule {
  public static let loadWarning = CheckRule(rawValue: "load-warning")
}

/// What the tour says when it loads.
struct LoadWarningRule: TourRule {
  static let description = RuleDescription(
    id: .loadWarning, severity: [.warning],
    summary: "what the tour says when it loads: an unknown field, a function named almost as a hook",
    finds:
      """
      each warning the tour gives when it loads, at its line: an unknown field (with the closest name), anything the loader ignores; and a view the \
      script names by a string literal (`view = \"serach\"`) that none of the tour's screens has, found at load rather than when its mark comes (a \
      mark that waits for its view is left out)
      """,
    sources: [.init("tourhost: a warning nobody sees in a CI log is a mistake that ships")], scopes: [.tour],
    triggering: [
      RuleExample("numberOfCoachMarks = 1,\ncolour = \"blue\",", finds: ["warning: unknown tour field 'colour' is ignored"]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "bb" } end,
        """,
        finds: ["warning: view 'bb' is not on the tour's screen"]),
    ],
    passing: [RuleExample("numberOfCoachMarks = 1,")])

  static func findings(in tour: TourContext) -> [RawFinding] {
    let warnings = tour.loadWarnings.map { message in
      let error = ScriptError(message: message)
      return tour.finding(.loadWarning, .warning, error.text, element: error.text, line: error.line)
    }
    return warnings + tour.unknownLiteralViews.map { line, message in tour.finding(.loadWarning, .warning, message, element: message, line: line) }
  }
}
