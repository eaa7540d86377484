import TourCore

extension CheckRule {
  public static let markCoversTarget = CheckRule(rawValue: "mark-covers-target")
}

/// A mark over its own cutout.
struct MarkCoversTargetRule: MarkRule {
  static let description = RuleDescription(
    id: .markCoversTarget, severity: [.error], summary: "a mark covers its own cutout",
    finds:
      """
      a body over its own cutout, unless the mark says it is shown over it on purpose (`isDisplayedOverCutoutPath`): the user cannot see what the \
      mark is about
      """,
    threshold: "more than 0.5 × 0.5 pt",
    sources: [
      .init(
        "Apple HIG, Popovers: a popover doesn't cover the element that revealed it",
        "https://developer.apple.com/design/human-interface-guidelines/popovers"),
      .init("WCAG 2.4.11 Focus Not Obscured (Minimum)", "https://www.w3.org/TR/WCAG22/#focus-not-obscured-minimum"),
    ],
    scopes: [.mark],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) local m = ctl.helper:makeCoachMark { view = "a" }; m.arrowOrientation = "top"; return m end,
        willShow = function(ctl, mark) mark.gapBetweenCoachMarkAndCutoutPath = -60 end,
        """,
        finds: [
          """
          error: mark 1 covers 108×38.79 pt of its own cutout (108×52); shorten its hint or give it a wider maxWidth so that it fits beside the \
          cutout, or set isDisplayedOverCutoutPath if it is meant to be over it
          """
        ])
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) local m = ctl.helper:makeCoachMark { view = "a" }; m.isDisplayedOverCutoutPath = true; return m end,
        """)
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    guard !mark.mark.isDisplayedOverCutoutPath else { return [] }
    return mark.parts.compactMap { part in
      guard let cutout = part.cutout?.bounds, let overlap = part.body.intersection(cutout), overlap.width > 0.5, overlap.height > 0.5 else {
        return nil
      }
      return mark.finding(
        .markCoversTarget, .error,
        """
        mark \(mark.index) covers \(MarkContext.size(overlap)) pt of its own cutout (\(MarkContext.size(cutout))); shorten its hint or give it a \
        wider maxWidth so that it fits beside the cutout, or set isDisplayedOverCutoutPath if it is meant to be over it
        """,
        "body", frame: overlap)
    }
  }
}
