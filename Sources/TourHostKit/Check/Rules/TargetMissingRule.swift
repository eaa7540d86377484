import TourCore

extension CheckRule {
  public static let targetMissing = CheckRule(rawValue: "target-missing")
}

/// A mark that waited for its view, which never came.
final class TargetMissingRule: RunRule {
  static let description = RuleDescription(
    id: .targetMissing, severity: [.review], summary: "a mark's view is not on the screen in this configuration",
    finds:
      """
      a mark that waits for its view (`wait = seconds`) that never came: in a check nothing adds views, so a person decides whether the app adds it \
      before the mark comes
      """,
    sources: [.init("tourhost: a mark over a view that is not there points at nothing")], scopes: [.run],
    triggering: [],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a", wait = 1 } end,
        """)
    ],
    review: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "later", wait = 1 } end,
        """,
        finds: ["review: mark 1's view 'later' never came (the mark waits for it; nothing adds it in a check)"])
    ])

  private let run: CheckRun
  private var found: [RawFinding] = []

  init(_ run: CheckRun) {
    self.run = run
  }

  func observe(_ event: SessionEvent, at time: Instant) {
    guard case .missingView(let index, let view) = event else { return }
    found.append(
      RawFinding(
        rule: .targetMissing, severity: .review,
        message: "mark \(index)'s view '\(view)' never came (the mark waits for it; nothing adds it in a check)",
        mark: index, element: "target", line: run.markLine))
  }

  func findings(after played: PlayedRun) -> [RawFinding] { found }
}
