/// One condition a tour must meet to show, against what is remembered, with its value: what
/// `tourhost why` prints, and the first one that fails is what the decision point says.
public struct TourCondition: Hashable, Sendable {
  /// `event cartOpened: 2 in the last 7 days, needs 3`.
  public var text: String
  /// Whether the tour passes it.
  public var passes: Bool
  /// Whether it holds the tour back for now (the app's frequency and cooldown, its group's
  /// order) rather than blocking it by its own rules.
  public var holdsBack: Bool
  /// What would make it pass, when it fails: `1 more cartOpened within 7 days`.
  public var next: String?
  /// Whether, failed, it never passes again by itself (once and done, shown the most times,
  /// invalidated): only forgetting what is remembered shows the tour again.
  public var isFinal: Bool

  /// A condition, met or not.
  public init(_ text: String, passes: Bool, holdsBack: Bool = false, next: String? = nil, isFinal: Bool = false) {
    self.text = text
    self.passes = passes
    self.holdsBack = holdsBack
    self.next = next
    self.isFinal = isFinal
  }

  /// The condition as `tourhost why` prints it: `✔ event cartOpened: 3 in the last 7 days, needs 3`.
  public var line: String { (passes ? "✔ " : "✘ ") + text }
}

/// Every condition of a tour, in the order the decision point applies them: its own rules, TipKit's
/// rules on events and parameters, then the app's frequency, cooldown and group order.
public enum TourConditions {
  /// The conditions of `tour` at `now`, against `memory`, in `plan`.
  public static func of(_ tour: PlannedTour, in plan: AppPlan, _ memory: AppMemory, now: Double) -> [TourCondition] {
    var checks = own(tour, memory, now: now)
    if !tour.ignoresDisplayFrequency {
      let last = memory.lastShown
      if let frequency = plan.displayFrequency {
        var check = frequencyCheck("displayFrequency \(frequency.rawValue)", frequency.interval, last: last?.at, now: now, holdsBack: true)
        if let last, !check.passes { check.text += " (\(last.tour))" }
        checks.append(check)
      }
      if plan.cooldown > 0 {
        var check = frequencyCheck("cooldown \(span(plan.cooldown))", plan.cooldown, last: last?.at, now: now, holdsBack: true)
        if let last, !check.passes { check.text += " (\(last.tour))" }
        checks.append(check)
      }
    }
    if let group = plan.group(of: tour.id), group.order == .ordered,
      let first = group.tours.prefix(while: { $0 != tour.id }).first(where: { !memory.tour($0).isDone })
    {
      checks.append(
        TourCondition(
          "\(first) is first in its ordered group", passes: false, holdsBack: true, next: "after \(first) is completed, skipped or invalidated"))
    } else if let group = plan.group(of: tour.id), group.order == .ordered {
      checks.append(TourCondition("its turn in its ordered group", passes: true, holdsBack: true))
    }
    return checks
  }

  /// The conditions of the tour's own rules (invalidation, once, maxDisplayCount, its own
  /// frequency, its rules on events and parameters) with their values: what is remembered of
  /// it, without the app's frequency, cooldown and groups.
  public static func own(_ tour: PlannedTour, _ memory: AppMemory, now: Double) -> [TourCondition] {
    let own = memory.tour(tour.id)
    var checks: [TourCondition] = []
    if let reason = own.invalidated {
      checks.append(TourCondition("invalidated: \(reason)", passes: false, isFinal: true))
    }
    let rules = tour.display
    if rules.once {
      let done = own.completed ? "completed" : own.skipped ? "skipped" : nil
      checks.append(
        TourCondition("once: " + (done.map { "it was \($0)" } ?? "not completed or skipped yet"), passes: done == nil, isFinal: true))
    }
    if let most = rules.maxDisplayCount {
      checks.append(
        TourCondition("maxDisplayCount \(most): shown \(times(own.displayCount))", passes: own.displayCount < most, isFinal: true))
    }
    if let frequency = rules.displayFrequency {
      checks.append(frequencyCheck("its displayFrequency \(frequency.rawValue)", frequency.interval, last: own.lastShown, now: now, holdsBack: false))
    }
    return checks + tour.rules.map { rule(check: $0, memory, now: now) }
  }

  private static func rule(check rule: TipRule, _ memory: AppMemory, now: Double) -> TourCondition {
    switch rule {
    case .event(let name, let count, let within):
      let have = memory.count(of: name, within: within, now: now)
      let window = within.map { " in the last " + span($0) } ?? ""
      let missing = count - have
      return TourCondition(
        "event \(name): \(have)\(window), needs \(count)", passes: have >= count,
        next: missing > 0 ? "\(missing) more \(name)\(within.map { " within " + span($0) } ?? "")" : nil)
    case .parameter(let name, let expected):
      let value = memory.parameters[name]
      // Values as the app set them may be long: shown as a trace line shows a text.
      let shown = { (text: String) in text.cut(toUTF8Bytes: String.longestShownValue) }
      return TourCondition(
        "parameter \(name): \(value.map(shown) ?? "not set"), needs \(shown(expected))", passes: value.map { sameJSON($0, expected) } ?? false,
        next: "\(name) set to \(shown(expected))")
    }
  }

  /// Whether two JSON texts are the same value: numbers as numbers (`3.0` is `3`), anything
  /// else as written (`true`, `"pro"`).
  public static func sameJSON(_ left: String, _ right: String) -> Bool {
    if let a = Double(left), let b = Double(right), a.isFinite, b.isFinite { return a == b }
    return left == right
  }

  /// "`name`: last shown 2 h ago" against an interval: it passes when nothing showed, or long
  /// enough ago.
  private static func frequencyCheck(_ name: String, _ interval: Double, last: Double?, now: Double, holdsBack: Bool) -> TourCondition {
    guard let last else { return TourCondition("\(name): none shown yet", passes: true, holdsBack: holdsBack) }
    let ago = now - last
    let passes = ago >= interval
    return TourCondition(
      "\(name): last shown \(DisplayRules.duration(ago)) ago", passes: passes, holdsBack: holdsBack,
      next: passes ? nil : "in \(DisplayRules.duration(interval - ago))")
  }

  /// "1 time", "3 times".
  static func times(_ count: Int) -> String { "\(count) time\(count == 1 ? "" : "s")" }

  /// A window in words: "7 days", "1 day", "36 hours", "90 minutes", "45 seconds".
  static func span(_ seconds: Double) -> String {
    func unit(_ value: Double, _ name: String) -> String {
      let whole = value == value.rounded() ? String(Int(value)) : String(value)
      return "\(whole) \(name)\(value == 1 ? "" : "s")"
    }
    if seconds >= 86_400, seconds.truncatingRemainder(dividingBy: 86_400) == 0 { return unit(seconds / 86_400, "day") }
    if seconds >= 3600, seconds.truncatingRemainder(dividingBy: 3600) == 0 { return unit(seconds / 3600, "hour") }
    if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 { return unit(seconds / 60, "minute") }
    return unit(seconds, "second")
  }
}
