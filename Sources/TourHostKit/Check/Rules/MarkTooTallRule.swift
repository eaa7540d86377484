import TourCore

extension CheckRule {
  public static let markTooTall = CheckRule(rawValue: "mark-too-tall")
}

/// A body taller than two thirds of the safe area.
struct MarkTooTallRule: MarkRule {
  static let description = RuleDescription(
    id: .markTooTall, severity: [.warning], summary: "a mark taller than two thirds of the safe area",
    finds:
      """
      a body taller than two thirds of the safe area's height: it hides most of the app it explains; shorten its text or give it a maxWidth that \
      lets it grow wider (a body whose hint was cut to fit the screen is `text-clipped`'s, one finding for one cause)
      """,
    threshold: "2/3 of the safe area's height",
    sources: [.init("Apple HIG, Popovers: avoid making a popover too big", "https://developer.apple.com/design/human-interface-guidelines/popovers")],
    scopes: [.mark],
    triggering: [
      RuleExample(
        "numberOfCoachMarks = 1,\ncoachMarkViewsAt = function() return { body = { width = 300, height = 600 } } end,",
        finds: ["warning: mark 1 is 600 pt tall, more than two thirds of the safe area (759); shorten its text or give it a wider maxWidth"])
    ],
    passing: [
      RuleExample("numberOfCoachMarks = 1,\ncoachMarkViewsAt = function() return { body = { width = 300, height = 500 } } end,"),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) local m = ctl.helper:makeCoachMark { view = "a" }; m.maxWidth = 160; return m end,
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = string.rep("Swipe to see more. ", 40) } end,
        """),
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    let safeHeight = mark.safeArea.height
    // A hint cut to fit the screen is the cause, and text-clipped says it.
    guard !mark.texts.contains(where: { $0.text.hiddenLines > 0 }) else { return [] }
    return mark.parts.compactMap { part in
      guard part.body.height > safeHeight * 2 / 3 else { return nil }
      return mark.finding(
        .markTooTall, .warning,
        """
        mark \(mark.index) is \(MarkContext.f(part.body.height)) pt tall, more than two thirds of the safe area (\(MarkContext.f(safeHeight))); \
        shorten its text or give it a wider maxWidth
        """,
        "body", line: mark.viewsLine)
    }
  }
}
