import TourCore

extension CheckRule {
  public static let loopingMotion = CheckRule(rawValue: "looping-motion")
}

/// An idle animation that moves for as long as its mark shows.
final class LoopingMotionRule: RunRule {
  static let description = RuleDescription(
    id: .loopingMotion, severity: [.warning], summary: "an idle animation that moves for as long as the mark shows",
    finds:
      """
      an idle animation that moves, scales or turns (one that only fades is not motion): it loops for as long as the mark shows, with nothing to \
      pause it. Reduce Motion leaves it out, but WCAG asks for a way to pause motion over 5 s for everyone
      """,
    threshold: "over 5 s",
    sources: [
      .init("WCAG 2.2.2 Pause, Stop, Hide", "https://www.w3.org/TR/WCAG22/#pause-stop-hide"),
      .init("Apple HIG, Motion", "https://developer.apple.com/design/human-interface-guidelines/motion"),
    ],
    scopes: [.run],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,\nfetchIdleAnimation = function(ctl, view, index, manager) manager.parameters.duration = 1; manager:animate { scale \
        = { 1.1, 1.1 } } end,
        """,
        finds: [
          """
          warning: mark 1's idle animation moves for as long as the mark shows, with nothing to pause it (WCAG 2.2.2: over 5 s needs a pause); \
          Reduce Motion leaves it out
          """
        ])
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,\nfetchIdleAnimation = function(ctl, view, index, manager) manager.parameters.duration = 1; manager:animate { alpha \
        = 0.8 } end,
        """
      )
    ])

  private let run: CheckRun
  private var found: [RawFinding] = []
  /// The rules the mark on screen leaves out.
  private var ignored: [String] = []

  init(_ run: CheckRun) {
    self.run = run
  }

  func observe(_ event: SessionEvent, at time: Instant) {
    switch event {
    case .shown(let shown): ignored = shown.mark.checkIgnore
    case .idleAnimation(let index, moves: true) where !ignored.contains(CheckRule.loopingMotion.rawValue):
      found.append(
        RawFinding(
          rule: .loopingMotion, severity: .warning,
          message:
            """
            mark \(index)'s idle animation moves for as long as the mark shows, with nothing to pause it (WCAG 2.2.2: over 5 s needs a pause); \
            Reduce Motion leaves it out
            """,
          mark: index, element: "idle animation", line: run.markLine))
    default: break
    }
  }

  func findings(after played: PlayedRun) -> [RawFinding] { found }
}
