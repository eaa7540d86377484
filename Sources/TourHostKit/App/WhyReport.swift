import TourCore

/// `tourhost why`: for one tour of an app, every check with its value, what the decision point
/// says at the tour's trigger now, and what would make it show.
public enum WhyReport {
  /// The report as text: a title line, a line a check (`✔`/`✘`), the verdict with when it
  /// would show, and what next; `reset` is the command that forgets the tour (for a tour that
  /// can never show again otherwise).
  public static func text(_ id: String, plan: AppPlan, memory: AppMemory, now: Double, reset: String) -> String? {
    guard let tour = plan.tour(id) else { return nil }
    let checks = TourConditions.of(tour, in: plan, memory, now: now)
    var lines = ["\(id): trigger \(tour.trigger.description)"]
    lines += checks.map { "  " + $0.line }
    if checks.isEmpty { lines.append("  (no rules)") }
    lines.append("decision: " + decision(tour, plan: plan, memory: memory, now: now))
    if let next = next(checks, reset: reset) { lines.append("to show: " + next) }
    return lines.joined(separator: "\n")
  }

  /// The verdict at the tour's trigger: a tour that passes shows at its next occasion, never
  /// at the moment asked about (no decision point runs then).
  private static func decision(_ tour: PlannedTour, plan: AppPlan, memory: AppMemory, now: Double) -> String {
    let verdict = TourDecider.verdict(of: tour, in: plan, memory, now: now)
    guard verdict.status == .shows else { return verdict.line }
    return verdict.line + " " + tour.trigger.nextOccasion
  }

  /// What would make the tour show: a condition that never passes again says so alone, with
  /// the command that forgets the tour; otherwise what each failed check needs.
  private static func next(_ checks: [TourCondition], reset: String) -> String? {
    if let final = checks.first(where: { !$0.passes && $0.isFinal }) {
      return "never again (\(final.text)); to see it again, forget it: \(reset)"
    }
    let next = checks.filter { !$0.passes }.compactMap(\.next)
    return next.isEmpty ? nil : next.joined(separator: "; ")
  }

  /// The report as JSON, for tools.
  public static func json(_ id: String, plan: AppPlan, memory: AppMemory, now: Double, reset: String) -> JSONValue? {
    guard let tour = plan.tour(id) else { return nil }
    let checks = TourConditions.of(tour, in: plan, memory, now: now)
    let decided = TourDecider.verdict(of: tour, in: plan, memory, now: now)
    return .object([
      ("tour", .string(id)), ("trigger", .string(tour.trigger.description)),
      (
        "checks",
        .array(
          checks.map { check in
            .object([("text", .string(check.text)), ("passes", .bool(check.passes))] + (check.next.map { [("next", .string($0))] } ?? []))
          })
      ),
      ("status", .string(decided.status.rawValue)), ("reason", decided.reason.map(JSONValue.string) ?? .null),
      ("when", decided.status == .shows ? .string(tour.trigger.nextOccasion) : .null),
      ("next", next(checks, reset: reset).map(JSONValue.string) ?? .null),
    ])
  }
}
