import FoundationEssentials
import TourCore
import TourLua
import TourRender

/// `check --faults`: every step whose mark points at a view is played again under each fault
/// (`TargetFault`) in the matrix's first configuration. A step that declares what happens to a
/// missing target (`onMissing`) must come to that outcome within its wait and one frame; any
/// step must leave a person a way out, while it holds for its target and when it shows. What
/// does not is a `target-loss` finding naming the faults and the outcome.
enum FaultCheck {
  /// One frame at 60 Hz: how late an outcome may come after the wait.
  static let frame = 1.0 / 60

  /// The findings for the tour at `url`, played in `environment`.
  static func findings(
    _ url: URL, text: TextStack, options: CheckOptions, faults: [TargetFault], environment: TourEnvironment, line: Int?
  ) throws(TourLoadError) -> [RawFinding] {
    let targets = try targetsOfSteps(url, text: text, options: options, environment: environment)
    var problems: [String: (step: Int, faults: [String])] = [:]
    var order: [String] = []
    for (step, target) in targets.sorted(by: { $0.key < $1.key }) {
      for fault in faults {
        let run = try FaultRun.play(
          url, text: text, options: options, environment: environment, step: step, injection: FaultInjection(fault: fault, target: target))
        let seen = Seen(events: run.events, heldWithoutWayOut: run.waitedWithoutWayOut, stuckWhenShown: run.stuckWhenShown)
        for problem in judge(seen, step: step, fault: fault, target: target) {
          let key = "\(step)|\(problem)"
          if problems[key] == nil { order.append(key) }
          problems[key, default: (step, [])].faults.append(fault.name)
        }
      }
    }
    return order.compactMap { key -> RawFinding? in
      guard let (step, names) = problems[key] else { return nil }
      let problem = String(key.drop { $0 != "|" }.dropFirst())
      let under = names.count == 1 ? "fault '\(names[0])'" : "faults " + names.map { "'\($0)'" }.joined(separator: ", ")
      return RawFinding(
        rule: .targetLoss, severity: .error, message: "mark \(step) under \(under): \(problem)", mark: step,
        element: "target under " + names.joined(separator: ", "), line: line)
    }
  }

  /// Each step's target when nothing is wrong: the view its mark was made from, by key path.
  private static func targetsOfSteps(_ url: URL, text: TextStack, options: CheckOptions, environment: TourEnvironment)
    throws(TourLoadError) -> [Int: String]
  {
    let baseline = try FaultRun.play(url, text: text, options: options, environment: environment, step: 0, injection: nil)
    return baseline.targets
  }

  /// What a run showed of a step: its events, and whether a way out was missing.
  struct Seen {
    var events: [(time: Double, event: TourEvent)]
    /// The step held for its target with no skip view.
    var heldWithoutWayOut = false
    /// Why nothing moved the shown step on, if nothing did.
    var stuckWhenShown: String?
  }

  /// What is wrong with step `step` in what a run showed, each in words; none when its outcome
  /// is the one it declares (or, without a policy, when a way out was there throughout).
  static func judge(_ run: Seen, step: Int, fault: TargetFault, target: String) -> [String] {
    let outcome = FaultOutcome(of: step, in: run.events)
    var problems: [String] = []
    if let policy = outcome.policy {
      let expected = expectation(policy, fault: fault)
      if outcome.kind != expected.kind {
        problems.append(
          "its onMissing says \(policy.then.policyName) after \(policy.wait.scriptText) s, but the mark was \(outcome.words) (\(outcome.reason ?? "its target is missing"))"
        )
      } else if expected.kind != .held, outcome.after > expected.by + frame {
        problems.append(
          "the mark was \(outcome.words) \(MarkContext.f(outcome.after)) s after its target was found missing, later than its wait (\(expected.by.scriptText) s) and one frame"
        )
      }
    }
    if run.heldWithoutWayOut {
      problems.append("it holds for '\(target)' with no way out (the tour has no skip view); give the tour a skipView")
    }
    if let stuck = run.stuckWhenShown {
      let advice = outcome.policy == nil ? "declare onMissing = { ... } or give the tour a skipView" : "give the tour a skipView"
      problems.append("the mark was shown, but nothing moves it on: \(stuck) (no skip view, no next control); \(advice)")
    }
    return problems
  }

  /// The outcome a policy declares under `fault`, and by how many seconds from the step's
  /// start: the target that comes late is shown when it comes, if the policy still waits.
  private static func expectation(_ policy: PendingView.Policy, fault: TargetFault) -> (kind: FaultOutcome.Kind, by: Double) {
    if fault.kind == .late, policy.then == .hold || fault.seconds <= policy.wait { return (.shown(cutout: true), fault.seconds) }
    return (FaultOutcome.kind(of: policy.then), policy.wait)
  }
}
