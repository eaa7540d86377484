import TourCore

/// `tourhost why`: for one tour of an app, every check with its value, what the decision point
/// says at the tour's trigger now, and what would make it show.
public enum WhyReport {
  /// The report as text: a title line, a line a check (`✔`/`✘`), the verdict, and what next.
  public static func text(_ id: String, plan: AppPlan, memory: AppMemory, now: Double) -> String? {
    guard let tour = plan.tour(id) else { return nil }
    let checks = TourConditions.of(tour, in: plan, memory, now: now)
    var lines = ["\(id): trigger \(tour.trigger.description)"]
    lines += checks.map { "  " + $0.line }
    if checks.isEmpty { lines.append("  (no rules)") }
    lines.append("decision: " + TourDecider.verdict(of: tour, in: plan, memory, now: now).line)
    let next = checks.filter { !$0.passes }.compactMap(\.next)
    if !next.isEmpty { lines.append("to show: " + next.joined(separator: "; ")) }
    return lines.joined(separator: "\n")
  }

  /// The report as JSON, for tools.
  public static func json(_ id: String, plan: AppPlan, memory: AppMemory, now: Double) -> JSONValue? {
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
    ])
  }
}
