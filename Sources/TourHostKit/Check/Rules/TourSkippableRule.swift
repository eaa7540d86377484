import TourCore

extension CheckRule {
  public static let tourSkippable = CheckRule(rawValue: "tour-skippable")
}

/// A tour of several marks that cannot be skipped: a shown mark with neither a skip control
/// nor a rich bubble's close control.
final class TourSkippableRule: RunRule {
  static let description = RuleDescription(
    id: .tourSkippable, severity: [.warning], summary: "a tour of several marks with no skip or close control",
    finds:
      """
      a tour that shows several marks (not pages) where a mark has neither a skip control nor a close control in its bubble: a user who does not \
      want the tour must tap through every mark
      """,
    sources: [.init("Apple HIG, Onboarding: make a tutorial optional", "https://developer.apple.com/design/human-interface-guidelines/onboarding")],
    scopes: [.run],
    triggering: [RuleExample("skipView = false,", finds: ["warning: the tour has no skip control: a user who does not want it cannot leave it"])],
    passing: [
      RuleExample("skipView = false,\nnumberOfCoachMarks = 1,"), RuleExample(""),
      RuleExample(
        """
        skipView = false,
        coachMarkViewsAt = function(ctl, index) return ctl.helper:makeDefaultCoachViews { hint = "Hi", next = "Next", close = true } end,
        """),
    ])

  private let run: CheckRun
  private var shown: Set<Int> = []
  /// A shown mark had no way to leave the tour.
  private var trapped = false

  init(_ run: CheckRun) {
    self.run = run
  }

  func observe(_ event: SessionEvent, at time: Instant) {
    guard case .shown(let mark) = event else { return }
    shown.insert(mark.index)
    let closes = mark.layout.parts.contains { $0.controls.contains { $0.kind == .close } }
    if mark.layout.skip == nil, !closes { trapped = true }
  }

  func findings(after played: PlayedRun) -> [RawFinding] {
    guard trapped, !run.isPages, shown.count > 1 else { return [] }
    return [
      RawFinding(
        rule: .tourSkippable, severity: .warning, message: "the tour has no skip control: a user who does not want it cannot leave it", mark: nil,
        element: "skipView", line: run.skipLine ?? run.markLine)
    ]
  }
}
