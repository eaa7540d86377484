import TourCore

extension CheckRule {
  public static let tourConflict = CheckRule(rawValue: "tour-conflict")
}

/// Two tours of an app that one trigger can start together, with nothing to say which shows.
struct TourConflictRule: AppRule {
  static let description = RuleDescription(
    id: .tourConflict, severity: [.warning],
    summary: "two tours of an app start at the same trigger with no order between them",
    finds:
      """
      two tours with the same trigger (both at launch, or the same screen, event or parameter) whose rules can pass together, in no group together \
      and neither in `priority`: only one shows at a time, and which one is left to the order of the app file's `tours`; list them in `priority` or \
      put them in a group
      """,
    sources: [
      .init("Apple TipKit: TipGroup and display frequency", "https://developer.apple.com/documentation/tipkit/tipgroup")
    ],
    scopes: [.app],
    triggering: [
      RuleExample(
        app: "", tours: [("a", #"trigger = { screen = "cart" },"#), ("b", #"trigger = { screen = "cart" },"#)],
        finds: [
          """
          warning: 'a' and 'b' both start at screen cart with no order between them ('a' wins only because the app file lists it first); list them \
          in priority or put them in a group
          """
        ])
    ],
    passing: [
      RuleExample(app: #"priority = { "b" },"#, tours: [("a", #"trigger = { screen = "cart" },"#), ("b", #"trigger = { screen = "cart" },"#)]),
      RuleExample(
        app: "",
        tours: [
          ("a", #"trigger = { screen = "cart" }, rules = { { parameter = "plan", equals = "pro" } },"#),
          ("b", #"trigger = { screen = "cart" }, rules = { { parameter = "plan", equals = "free" } },"#),
        ]),
    ])

  static func findings(in app: AppContext) -> [RawFinding] {
    var found: [RawFinding] = []
    let tours = app.plan.tours
    for (offset, a) in tours.enumerated() {
      for b in tours.dropFirst(offset + 1) where a.trigger == b.trigger && a.trigger != .custom {
        let grouped = app.plan.groups.contains { $0.tours.contains(a.id) && $0.tours.contains(b.id) }
        let prioritised = app.plan.priority.contains(a.id) || app.plan.priority.contains(b.id)
        guard !grouped, !prioritised, app.exclusion(a, b) == nil else { continue }
        found.append(
          app.finding(
            .tourConflict, .warning,
            """
            '\(a.id)' and '\(b.id)' both start at \(a.trigger.description) with no order between them ('\(a.id)' wins only because the app file \
            lists it first); list them in priority or put them in a group
            """,
            about: [a.id, b.id]))
      }
    }
    return found
  }
}
