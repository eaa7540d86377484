import TourCore
import TourLua

/// A rule that reads an app file's tours together: their triggers, rules, groups
/// and priority, once per app file.
protocol AppRule: CheckRuleKind {
  static func findings(in app: AppContext) -> [RawFinding]
}

/// What an app rule reads: the app's plan, and the screens its tours name.
struct AppContext {
  let plan: AppPlan
  /// Every screen the app's tours name (what `navigate` can show).
  let screens: [String]

  /// The app file's plan and screens.
  init(_ file: AppFile) {
    plan = file.plan
    screens = file.screenNames
  }

  /// A finding about the app as written; `element` names the tours it is about.
  func finding(_ rule: CheckRule, _ severity: CheckSeverity, _ message: String, about tours: [String]) -> RawFinding {
    RawFinding(rule: rule, severity: severity, message: message, mark: nil, element: tours.joined(separator: " "), line: nil)
  }

  /// The values `tour`'s parameter rules need, by parameter.
  func needs(_ tour: PlannedTour) -> [(name: String, value: String)] {
    tour.rules.compactMap { rule in
      if case .parameter(let name, let value) = rule { return (name, value) }
      return nil
    }
  }

  /// A parameter both tours need, with different values: they can never both pass. Nil when
  /// there is none.
  func exclusion(_ a: PlannedTour, _ b: PlannedTour) -> (name: String, a: String, b: String)? {
    for (name, value) in needs(a) {
      if let other = needs(b).first(where: { $0.name == name && !TourConditions.sameJSON($0.value, value) }) {
        return (name, value, other.value)
      }
    }
    return nil
  }

  /// The one app part of a check: what the app rules find, once, about the file `display`.
  static func part(_ file: AppFile, display: String) -> TourPart {
    let context = AppContext(file)
    let findings = CheckRules.appRules.flatMap { $0.findings(in: context) }
    return TourPart(
      plan: TourSummary(
        id: "app", file: display, configurations: [], tourFindings: findings, ignored: [], marks: 0, sheet: [], notes: [],
        members: file.plan.tours.map(\.id)),
      played: [:])
  }
}
