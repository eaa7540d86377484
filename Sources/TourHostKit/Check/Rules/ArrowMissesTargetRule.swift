import TourCore

extension CheckRule {
  public static let arrowMissesTarget = CheckRule(rawValue: "arrow-misses-target")
}

/// An arrow that points beside its cutout.
struct ArrowMissesTargetRule: MarkRule {
  static let description = RuleDescription(
    id: .arrowMissesTarget, severity: [.error], summary: "an arrow that does not point at its own cutout",
    finds: "an arrow whose tip is beside its cutout: outside the cutout's x range for a top or bottom arrow, its y range for a left or right one",
    threshold: "0.5 pt",
    sources: [
      .init(
        "Apple HIG, Popovers: the arrow points as directly as possible to the element",
        "https://developer.apple.com/design/human-interface-guidelines/popovers")
    ],
    scopes: [.mark],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) local m = ctl.helper:makeCoachMark { view = "a" }; m.pointOfInterest = { 300, 222 }; return m end,
        """,
        finds: [
          """
          error: mark 1's arrow points at (300, 250), outside its cutout (36.0, 196.0, 108.0, 52.0); give it a pointOfInterest inside the cutout, \
          or a smaller horizontalMargin
          """
        ])
    ],
    passing: [RuleExample("numberOfCoachMarks = 1,")])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    mark.parts.compactMap { part in
      guard let tip = part.arrowTip, let cutout = part.cutout?.bounds, let side = part.arrowOrientation else { return nil }
      let misses: Bool =
        switch side {
        case .top, .bottom: tip.x < cutout.minX - 0.5 || tip.x > cutout.maxX + 0.5
        case .left, .right: tip.y < cutout.minY - 0.5 || tip.y > cutout.maxY + 0.5
        }
      guard misses else { return nil }
      return mark.finding(
        .arrowMissesTarget, .error,
        """
        mark \(mark.index)'s arrow points at (\(MarkContext.f(tip.x)), \(MarkContext.f(tip.y))), outside its cutout \(cutout); give it a \
        pointOfInterest inside the cutout, or a smaller horizontalMargin
        """,
        "arrow",
        frame: part.arrow)
    }
  }
}
