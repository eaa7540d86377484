import TourCore
import TourLua

extension CheckRule {
  public static let scriptError = CheckRule(rawValue: "script-error")
}

/// A hook that failed while the tour played.
final class ScriptErrorRule: RunRule {
  static let description = RuleDescription(
    id: .scriptError, severity: [.error], summary: "a hook failed while the tour played in this configuration",
    finds:
      """
      a hook that raised an error, ran out of its budget or gave a wrong type while the tour played in a configuration, at its line: that step does \
      not show as written. A function named almost as a hook (`coachMarkViewAt`) is one too: it never runs
      """,
    sources: [.init("tourhost: a script error is a step the user does not get")], scopes: [.run],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        willShow = function(ctl) if ctl.screen.width < 400 then error("too narrow") end end,
        """,
        finds: ["error: tour.lua:4: too narrow"])
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        willShow = function(ctl) if ctl.screen.width < 300 then error("too narrow") end end,
        """)
    ])

  init(_ run: CheckRun) {}

  private var found: [RawFinding] = []

  func observe(_ event: SessionEvent, at time: Instant) {
    guard case .scriptError(let message) = event else { return }
    found.append(
      RawFinding(rule: .scriptError, severity: .error, message: message, mark: nil, element: message, line: ScriptError(message: message).line))
  }

  func findings(after played: PlayedRun) -> [RawFinding] { found }
}
