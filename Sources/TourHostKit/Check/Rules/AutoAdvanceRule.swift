import TourCore

extension CheckRule {
  public static let autoAdvance = CheckRule(rawValue: "auto-advance")
}

/// A mark that moves on by itself, on a timer, before its reader taps.
final class AutoAdvanceRule: RunRule {
  /// How long, in seconds, the check leaves each mark before it taps it on.
  static let patience = 10.0

  static let description = RuleDescription(
    id: .autoAdvance, severity: [.warning], summary: "a mark that moves on by itself, on a timer, with no way to extend the time",
    finds:
      """
      a mark that moves on by itself before its reader taps (the check leaves each mark 10 s): a slow reader, or one with a screen reader, loses \
      it. Let the user move on, or give a way to extend the time
      """,
    threshold: "10 s",
    sources: [
      .init("WCAG 2.2.1 Timing Adjustable", "https://www.w3.org/TR/WCAG22/#timing-adjustable"),
      .init("Apple HIG: minimize time-boxed elements", "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
    ],
    scopes: [.run],
    triggering: [
      RuleExample(
        "didShow = function(ctl, mark, index) if index == 1 then tour.after(4, function(c) c.flow:showNext() end) end end,",
        finds: ["warning: mark 1 moved on by itself after 4 s, with no way to extend the time (WCAG 2.2.1)"])
    ],
    passing: [RuleExample("didShow = function(ctl, mark, index) if index == 1 then tour.after(30, function(c) c.flow:showNext() end) end end,")])

  private let run: CheckRun
  private var found: [RawFinding] = []
  private var shown: (index: Int, at: Instant, touched: Bool)?

  init(_ run: CheckRun) {
    self.run = run
  }

  func observe(_ event: SessionEvent, at time: Instant) {
    switch event {
    case .shown(let mark): shown = (mark.index, time, false)
    case .input: shown?.touched = true
    case .hiding(let index):
      if let shown, shown.index == index, !shown.touched {
        let seconds = Double(time.since(shown.at).microseconds) / 1_000_000
        found.append(
          RawFinding(
            rule: .autoAdvance, severity: .warning,
            message: "mark \(index) moved on by itself after \(seconds.scriptText) s, with no way to extend the time (WCAG 2.2.1)", mark: index,
            element: "timing", line: run.markLine))
      }
      shown = nil
    default: break
    }
  }

  func findings(after played: PlayedRun) -> [RawFinding] { found }
}
