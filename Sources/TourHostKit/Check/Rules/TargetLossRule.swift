import TourCore

extension CheckRule {
  public static let targetLoss = CheckRule(rawValue: "target-loss")
}

/// A step whose target goes wrong (`check --faults`) and whose declared outcome does not
/// follow, or that leaves a person no way out.
enum TargetLossRule: CheckRuleKind {
  static let description = RuleDescription(
    id: .targetLoss, severity: [.error], summary: "a step whose target goes missing does not do what it declares, or leaves no way out",
    finds:
      """
      with `--faults` only: every step whose mark points at a view is played again with its target absent, late (0.5 s, 2 s and 10 s on the \\
      virtual clock), duplicated, moved out of reach, covered by a sheet, of no size, and hidden (and the faults of a `faults.lua` beside the \\
      tour). A step that declares `onMissing = { wait =, ["then"] = }` (or whose tour does) must be skipped, centred, end the tour or hold as it \\
      says, within its wait and one frame, or be shown when a late target comes within the wait; any step must leave a way out: a skip view \\
      while it holds for its target, and when it shows, a control or a target its tap can reach. The message names the faults and the outcome
      """,
    sources: [
      .init("Appcues: step_error and step_recovered", "https://docs.appcues.com/dev-web-sdk/events"),
      .init("react-joyride: target_not_found", "https://docs.react-joyride.com/callback"),
    ],
    scopes: [.tour],
    triggering: [
      RuleExample(
        """
        skipView = false,
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "b", onMissing = { ["then"] = "hold" } } end,
        """, withFaults: true,
        finds: [
          "error: mark 1 under faults 'absent', 'late 0.5 s', 'late 2 s', 'late 10 s', 'offscreen', 'covered', 'zero-size', 'hidden': it holds for 'b' with no way out (the tour has no skip view); give the tour a skipView"
        ]),
      RuleExample(
        """
        skipView = false,
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) local mark = ctl.helper:makeCoachMark { view = "b" } mark.advanceOn = "tap" return mark end,
        """, withFaults: true,
        finds: [
          "error: mark 1 under fault 'covered': the mark was shown, but nothing moves it on: it waits for a tap on 'b', and 'fault-sheet' covers it (no skip view, no next control); declare onMissing = { ... } or give the tour a skipView",
          "error: mark 1 under fault 'offscreen': the mark was shown, but nothing moves it on: it waits for a tap on 'b', and it is outside the screen (no skip view, no next control); declare onMissing = { ... } or give the tour a skipView",
          "error: mark 1 under fault 'zero-size': the mark was shown, but nothing moves it on: it waits for a tap on 'b', and it has no size (no skip view, no next control); declare onMissing = { ... } or give the tour a skipView",
        ]),
    ],
    passing: [
      RuleExample(
        """
        onMissing = { wait = 1, ["then"] = "centre" },
        """, withFaults: true),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) local mark = ctl.helper:makeCoachMark { view = "b" } mark.advanceOn = "tap" return mark end,
        """, withFaults: true),
    ])
}
