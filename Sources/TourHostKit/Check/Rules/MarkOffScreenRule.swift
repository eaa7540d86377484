import TourCore

extension CheckRule {
  public static let markOffScreen = CheckRule(rawValue: "mark-off-screen")
}

/// A mark that leaves the screen (error) or the safe area (warning).
struct MarkOffScreenRule: MarkRule {
  static let description = RuleDescription(
    id: .markOffScreen, severity: [.error, .warning], summary: "a mark leaves the screen (error) or the safe area (warning)",
    finds:
      """
      a mark's frame (its body and arrow) that leaves the screen, which cuts it (error), or the safe area, where the notch, the status bar or the \
      home indicator cover it (warning)
      """,
    threshold: "more than 0.5 pt",
    sources: [.init("Apple HIG, Layout: respect the safe areas", "https://developer.apple.com/design/human-interface-guidelines/layout")],
    scopes: [.mark],
    triggering: [
      RuleExample(
        "numberOfCoachMarks = 1,\ncoachMarkViewsAt = function() return { body = { width = 300, height = 900 } } end,",
        finds: [
          "error: mark 1 leaves the screen by 152.79 pt at the bottom; make its body smaller or leave its side to the layout (no arrowOrientation)"
        ]
      )
    ],
    passing: [RuleExample("numberOfCoachMarks = 1,\ncoachMarkViewsAt = function() return { body = { width = 300, height = 100 } } end,")])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    mark.parts.compactMap { part in
      if let out = MarkContext.overflow(part.frame, mark.screen) {
        return mark.finding(
          .markOffScreen, .error,
          "mark \(mark.index) leaves the screen by \(out); make its body smaller or leave its side to the layout (no arrowOrientation)", "body",
          frame: part.frame)
      }
      if let out = MarkContext.overflow(part.frame, mark.safeArea) {
        return mark.finding(
          .markOffScreen, .warning,
          "mark \(mark.index) leaves the safe area by \(out); make its body smaller or leave its side to the layout (no arrowOrientation)", "body",
          frame: part.frame)
      }
      return nil
    }
  }
}
