import PropertyBased
import Testing
import TourCore

/// The decision point's promises over random apps and random sequences of what an app does
///: at most one tour shows at a trigger, never two at once, every other candidate
/// has its reason, verdicts come in the app file's order and name exactly the trigger's
/// candidates, a `once` tour that ended never shows again, and a tour of an ordered group never
/// shows before the tours before it are done.
@Suite("AppTours properties")
struct AppToursPropertyTests {
  static let triggers: [TourTrigger] = [.launch, .screen("home"), .screen("cart"), .event("ping"), .parameter("plan")]

  /// One tour of a random app: its trigger and rules by index into small lists.
  struct TourShape: Sendable, CustomStringConvertible {
    var trigger: Int
    var once: Bool
    var eventCount: Int
    var plan: String?
    var ignoresFrequency: Bool
    var description: String { "trigger \(trigger) once \(once) events \(eventCount) plan \(plan ?? "-") ignores \(ignoresFrequency)" }
  }

  /// What the app does next.
  enum Step: Sendable, CustomStringConvertible {
    case show(String)
    case report(String)
    case set(String)
    case end(completed: Bool)
    case wait(Double)
    var description: String {
      switch self {
      case .show(let name): "show \(name)"
      case .report(let name): "report \(name)"
      case .set(let value): "set plan \(value)"
      case .end(let completed): completed ? "end completed" : "end skipped"
      case .wait(let seconds): "wait \(seconds)"
      }
    }
  }

  static let tourShape = zip(Gen.int(in: 0...4), Gen.bool, Gen.int(in: 0...3), Gen.pick([nil, nil, "pro", "free"] as [String?]), Gen.bool(0.2))
    .map { TourShape(trigger: $0, once: $1, eventCount: $2, plan: $3, ignoresFrequency: $4) }

  static let step: Generator<Step, AnySequence<Any>> = Gen.frequency([
    (2, Gen.pick(["home", "cart"]).map(Step.show).eraseToAny()),
    (2, Gen.pick(["ping", "other"]).map(Step.report).eraseToAny()),
    (1, Gen.pick(["\"pro\"", "\"free\""]).map(Step.set).eraseToAny()),
    (3, Gen.bool.map { Step.end(completed: $0) }.eraseToAny()),
    (1, Gen.pick([1.0, 30, 3600, 86_400]).map(Step.wait).eraseToAny()),
  ]).eraseToAny()

  /// The plan of `shapes`: tours t0, t1, ...; the first two in an ordered group when `grouped`.
  static func plan(_ shapes: [TourShape], grouped: Bool, frequency: Bool, cooldown: Bool) -> AppPlan {
    let tours = shapes.enumerated().map { index, shape in
      var rules: [TipRule] = shape.eventCount > 0 ? [.event("ping", count: shape.eventCount, within: 86_400)] : []
      if let plan = shape.plan { rules.append(.parameter("plan", equals: "\"\(plan)\"")) }
      return PlannedTour(
        id: "t\(index)", trigger: triggers[shape.trigger], rules: rules, display: DisplayRules(once: shape.once),
        ignoresDisplayFrequency: shape.ignoresFrequency)
    }
    return AppPlan(
      tours: tours, displayFrequency: frequency ? .hourly : nil, cooldown: cooldown ? 60 : 0,
      groups: grouped && tours.count >= 2 ? [TourGroup(["t0", "t1"], order: .ordered)] : [], priority: tours.count >= 3 ? ["t2"] : [])
  }

  /// Plays `steps`; returns every broken promise, with the step it broke at.
  static func play(_ plan: AppPlan, _ steps: [Step]) -> [String] {
    let tours = AppTours(plan: plan, screen: "home")
    var now = 0.0
    var found: [String] = []
    var ended: Set<String> = []
    /// An offer again is made to the tours that waited only: its verdicts are some of the
    /// candidates, in order.
    func check(_ decision: AppTours.Decision, at step: String, before showing: String?, offer: Bool = false) {
      let candidates = plan.tours.filter { $0.trigger == decision.trigger }.map(\.id)
      let named = decision.verdicts.map(\.tour)
      if offer ? named != candidates.filter(named.contains) || named.isEmpty : named != candidates {
        found.append("\(step): verdicts \(named), candidates \(candidates)")
      }
      let shows = decision.verdicts.filter { $0.status == .shows }
      if shows.count > 1 { found.append("\(step): \(shows.count) tours show") }
      if let winner = decision.winner {
        if showing != nil { found.append("\(step): \(winner) shows while \(showing ?? "") does") }
        if let tour = plan.tour(winner), tour.display.once, ended.contains(winner) { found.append("\(step): once tour \(winner) showed again") }
        if let group = plan.group(of: winner),
          let earlier = group.tours.prefix(while: { $0 != winner }).first(where: { !tours.memory.tour($0).isDone })
        {
          found.append("\(step): \(winner) showed before \(earlier) was done")
        }
      }
      for verdict in decision.verdicts where (verdict.status == .shows) == (verdict.reason != nil) {
        found.append("\(step): \(verdict.line) has the wrong reason")
      }
    }
    check(tours.launch(at: now), at: "launch", before: nil)
    for (number, step) in steps.enumerated() {
      let label = "\(number + 1). \(step)"
      let showing = tours.showing
      switch step {
      case .show(let name): check(tours.show(screen: name, at: now), at: label, before: showing)
      case .report(let name): check(tours.report(event: name, at: now), at: label, before: showing)
      case .set(let value): check(tours.set(parameter: "plan", json: value, at: now), at: label, before: showing)
      case .wait(let seconds): now += seconds
      case .end(let completed):
        guard let showing else { continue }
        ended.insert(showing)
        // The offers are made in turn until one shows: none after a winner.
        var winner: String?
        for (offset, decision) in tours.ended(showing, completed: completed, skipped: !completed, at: now).enumerated() {
          check(decision, at: "\(label) offer \(offset + 1)", before: winner, offer: true)
          winner = winner ?? decision.winner
        }
        if tours.showing != winner { found.append("\(label): \(tours.showing ?? "none") shows after the offers, \(winner ?? "none") won") }
      }
      guard found.isEmpty else { return found }
    }
    return found
  }

  @Test("at most one shows, never two at once, reasons for the rest, once and ordered groups kept")
  func promises() async {
    await propertyCheck(
      count: 500, input: Self.tourShape.array(of: 1...6), Gen.bool, Gen.bool, Gen.bool, Self.step.array(of: 0...40)
    ) { shapes, grouped, frequency, cooldown, steps in
      let found = Self.play(Self.plan(shapes, grouped: grouped, frequency: frequency, cooldown: cooldown), steps)
      #expect(found.isEmpty, "\(shapes) grouped \(grouped) frequency \(frequency) cooldown \(cooldown) steps \(steps): \(found)")
    }
  }
}
