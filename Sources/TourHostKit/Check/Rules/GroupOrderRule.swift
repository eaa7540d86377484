import TourCore

extension CheckRule {
  public static let groupOrder = CheckRule(rawValue: "group-order")
}

/// A group of an app's tours whose order the tours' own rules or the app's priority contradict.
struct GroupOrderRule: AppRule {
  static let description = RuleDescription(
    id: .groupOrder, severity: [.warning],
    summary: "a group's order contradicts its tours' rules or the app's priority",
    finds:
      """
      an ordered group whose later tour needs a parameter value its earlier tour cannot have (the later waits for a tour its users never see), a \
      first-available group whose tours start at different triggers (it never chooses between them), `priority` listing a tour before one its \
      ordered group shows first, and a tour in two groups (only the first counts)
      """,
    sources: [
      .init("Apple TipKit: TipGroup", "https://developer.apple.com/documentation/tipkit/tipgroup")
    ],
    scopes: [.app],
    triggering: [
      RuleExample(
        app: #"groups = { { "a", "b", order = "ordered" } }, priority = { "b" },"#,
        tours: [
          ("a", #"rules = { { parameter = "plan", equals = "pro" } },"#), ("b", #"rules = { { parameter = "plan", equals = "free" } },"#),
        ],
        finds: [
          #"""
          warning: 'b' comes after 'a' in their ordered group, but 'a' needs plan "pro" and 'b' needs plan "free": 'b' waits for a tour its users \#
          never see
          """#,
          "warning: priority puts 'b' before 'a', but their ordered group shows 'a' first",
        ]),
      RuleExample(
        app: #"groups = { { "a", "b", order = "firstAvailable" }, { "b", "c" } },"#,
        tours: [("a", ""), ("b", #"trigger = { screen = "cart" },"#), ("c", "")],
        finds: [
          "warning: the firstAvailable group a, b never chooses between its tours: 'a' starts at launch, 'b' at screen cart",
          "warning: 'b' is in two groups; only the first (a, b) counts",
        ]),
    ],
    passing: [
      RuleExample(
        app: #"groups = { { "a", "b", order = "ordered" } }, priority = { "a" },"#,
        tours: [("a", ""), ("b", #"trigger = { screen = "cart" }, rules = { { parameter = "plan", equals = "free" } },"#)])
    ])

  static func findings(in app: AppContext) -> [RawFinding] {
    var found: [RawFinding] = []
    func add(_ message: String, _ tours: [String]) { found.append(app.finding(.groupOrder, .warning, message, about: tours)) }
    for group in app.plan.groups {
      let tours = group.tours.compactMap { app.plan.tour($0) }
      switch group.order {
      case .ordered:
        for (offset, earlier) in tours.enumerated() {
          for later in tours.dropFirst(offset + 1) {
            if let clash = app.exclusion(earlier, later) {
              add(
                """
                '\(later.id)' comes after '\(earlier.id)' in their ordered group, but '\(earlier.id)' needs \(clash.name) \(clash.a) and \
                '\(later.id)' needs \(clash.name) \(clash.b): '\(later.id)' waits for a tour its users never see
                """,
                [earlier.id, later.id])
            }
            if let first = app.plan.priority.firstIndex(of: later.id), first < app.plan.priority.firstIndex(of: earlier.id) ?? .max {
              add("priority puts '\(later.id)' before '\(earlier.id)', but their ordered group shows '\(earlier.id)' first", [later.id, earlier.id])
            }
          }
        }
      case .firstAvailable:
        // A trigger function may fire at any trigger: only the others can be compared.
        let known = tours.filter { $0.trigger != .custom }
        if let first = known.first, let other = known.first(where: { $0.trigger != first.trigger }) {
          add(
            "the firstAvailable group \(group.tours.joined(separator: ", ")) never chooses between its tours: '\(first.id)' starts at \(first.trigger.description), '\(other.id)' at \(other.trigger.description)",
            group.tours)
        }
      }
    }
    for tour in app.plan.tours {
      let groups = app.plan.groups.filter { $0.tours.contains(tour.id) }
      if groups.count > 1 { add("'\(tour.id)' is in two groups; only the first (\(groups[0].tours.joined(separator: ", "))) counts", [tour.id]) }
    }
    return found
  }
}
