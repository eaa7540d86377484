import TourCore

extension CheckRule {
  public static let controlName = CheckRule(rawValue: "control-name")
}

/// A mark or a control a screen reader has no words for.
struct ControlNameRule: MarkRule {
  static let description = RuleDescription(
    id: .controlName, severity: [.error], summary: "a control or a mark with no text for a screen reader",
    finds:
      """
      a mark with no text at all for a screen reader (a body of plain shapes), or a control with no label: VoiceOver and TalkBack read nothing, or \
      only \"button\"
      """,
    sources: [.init("WCAG 4.1.2 Name, Role, Value", "https://www.w3.org/TR/WCAG22/#name-role-value")],
    scopes: [.mark],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function() return { body = { kind = "rect", width = 100, height = 40, fill = "#FFFFFF" } } end,
        """,
        finds: ["error: mark 1 has no text for a screen reader"])
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = { { kind = "text", text = "Your \
        cart", color = "#000000" } } } } end,
        """)
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    guard let spoken = mark.spoken else { return [] }
    var found: [RawFinding] = []
    if spoken.label.allSatisfy(\.isWhitespace) {
      found.append(mark.finding(.controlName, .error, "mark \(mark.index) has no text for a screen reader", "body", line: mark.viewsLine))
    }
    for element in spoken.elements where element.role == .button && element.label.allSatisfy(\.isWhitespace) {
      let name = element.action ?? "control"
      found.append(mark.finding(.controlName, .error, "the \(name) control has no name for a screen reader", name, line: mark.line(of: name)))
    }
    return found
  }
}
