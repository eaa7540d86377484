import TourCore

extension CheckRule {
  public static let tourUnreachable = CheckRule(rawValue: "tour-unreachable")
}

/// A tour of an app that nothing can ever show.
struct TourUnreachableRule: AppRule {
  static let description = RuleDescription(
    id: .tourUnreachable, severity: [.error],
    summary: "a tour of an app can never show",
    finds:
      """
      a tour whose trigger is a screen none of the app's tours has (nothing can navigate there), whose rules need one parameter to have two values, \
      or that comes after such a tour in an ordered group (it waits for ever)
      """,
    sources: [
      .init("Apple TipKit: rules and display frequency", "https://developer.apple.com/documentation/tipkit/tip/rules")
    ],
    scopes: [.app],
    triggering: [
      RuleExample(
        app: #"groups = { { "a", "b", order = "ordered" } },"#, tours: [("a", #"trigger = { screen = "checkout" },"#), ("b", "")],
        finds: [
          "error: 'a' starts at screen checkout, but no tour of the app has a screen 'checkout' (its screens: cart, home)",
          "error: 'b' waits for 'a' in their ordered group, and 'a' can never show",
        ]),
      RuleExample(
        app: "", tours: [("a", #"rules = { { parameter = "plan", equals = "pro" }, { parameter = "plan", equals = "free" } },"#)],
        finds: [#"error: 'a' needs parameter plan to be both "pro" and "free""#]),
    ],
    passing: [
      RuleExample(app: #"groups = { { "a", "b", order = "ordered" } },"#, tours: [("a", #"trigger = { screen = "cart" },"#), ("b", "")])
    ])

  static func findings(in app: AppContext) -> [RawFinding] {
    var reasons: [String: String] = [:]
    for tour in app.plan.tours {
      if let reason = never(tour, app) { reasons[tour.id] = reason }
    }
    // A tour after one that never shows, in an ordered group, waits for ever (in the group's order).
    for group in app.plan.groups where group.order == .ordered {
      for (offset, id) in group.tours.enumerated() where reasons[id] == nil {
        if let blocker = group.tours.prefix(offset).first(where: { reasons[$0] != nil }) {
          reasons[id] = "'\(id)' waits for '\(blocker)' in their ordered group, and '\(blocker)' can never show"
        }
      }
    }
    return app.plan.tours.compactMap { tour in
      reasons[tour.id].map { app.finding(.tourUnreachable, .error, $0, about: [tour.id]) }
    }
  }

  /// Why the tour can never show by itself, or nil.
  private static func never(_ tour: PlannedTour, _ app: AppContext) -> String? {
    if case .screen(let name) = tour.trigger, !app.screens.contains(name) {
      let screens = app.screens.isEmpty ? "its tours name no screens" : "its screens: \(app.screens.joined(separator: ", "))"
      return "'\(tour.id)' starts at screen \(name), but no tour of the app has a screen '\(name)' (\(screens))"
    }
    let needs = app.needs(tour)
    for (offset, need) in needs.enumerated() {
      if let other = needs.dropFirst(offset + 1).first(where: { $0.name == need.name && !TourConditions.sameJSON($0.value, need.value) }) {
        return "'\(tour.id)' needs parameter \(need.name) to be both \(need.value) and \(other.value)"
      }
    }
    return nil
  }
}
