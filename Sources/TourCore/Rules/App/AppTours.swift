/// The decision point with its bookkeeping, for an app that embeds the engine (and for
/// `tourhost run app.lua`, which keeps its memory in the progress database): the app tells it
/// what happens (a screen shown, an event, a parameter, a tour's end) and it says, at each
/// trigger, which tour shows and why the others do not. It holds what `TourDecider` is pure
/// about: which tour shows now, the triggers at which tours waited (offered again when the
/// showing tour ends, while they still hold), and what is remembered.
public final class AppTours {
  /// What the decision point said at one trigger.
  public struct Decision: Hashable, Sendable {
    /// The trigger.
    public var trigger: TourTrigger
    /// Every candidate's verdict, in the app file's order.
    public var verdicts: [TourDecider.Verdict]

    /// The tour that shows, if one does.
    public var winner: String? { verdicts.first { $0.status == .shows }?.tour }
  }

  /// The app's tours and their rules.
  public var plan: AppPlan
  /// What is remembered. The app may keep it where it likes and give it back on its next launch.
  public var memory: AppMemory
  /// `--show-all` and `--only`.
  public var testing: TourDecider.Testing
  /// The tour that shows now, if any.
  public private(set) var showing: String?
  /// The screen the app shows, by name.
  public private(set) var screen: String?
  /// Whether a tour whose trigger is a function is a candidate at a trigger, by its id: the
  /// app calls the tour's function (`TriggerFunctions` for Lua tours). Without it, never.
  public var accepts: ((String, TourTrigger) -> Bool)?
  /// Triggers at which tours waited, with those tours, first waited first.
  private var waiting: [(trigger: TourTrigger, tours: [String])] = []

  /// The decision point over `plan`, remembering `memory`.
  /// - Parameter screen: the screen the app launches on, if it names its screens.
  public init(
    plan: AppPlan, memory: AppMemory = AppMemory(), testing: TourDecider.Testing = TourDecider.Testing(), screen: String? = nil
  ) {
    self.plan = plan
    self.memory = memory
    self.testing = testing
    self.screen = screen
  }

  /// The app launched.
  public func launch(at now: Double) -> Decision { decide(.launch, now: now) }

  /// The app shows the screen `name`.
  public func show(screen name: String, at now: Double) -> Decision {
    screen = name
    return decide(.screen(name), now: now)
  }

  /// The app reports the event `name` (kept with its time for the rules' windows).
  public func report(event name: String, at now: Double) -> Decision {
    memory.events[name, default: []].append(now)
    return decide(.event(name), now: now)
  }

  /// The app sets the parameter `name` to `json` (JSON text: `true`, `3`, `"pro"`).
  public func set(parameter name: String, json: String, at now: Double) -> Decision {
    memory.parameters[name] = json
    return decide(.parameter(name), now: now)
  }

  /// Where the tour `id` stands now, as `tourhost why` decides it (TipKit's `statusUpdates`):
  /// the verdict at its own trigger (`shows`, `waiting` or `blocked`, with the first check it
  /// fails; the showing tour waits on itself). `TourConditions.of` gives every check with its value.
  public func status(of id: String, at now: Double) -> TourDecider.Verdict? {
    plan.tour(id).map { TourDecider.verdict(of: $0, in: plan, memory, now: now, testing: testing, showing: showing) }
  }

  /// The tour `id` invalidated itself (TipKit's `invalidate(reason:)`).
  public func invalidate(_ id: String, reason: String) {
    memory.tours[id, default: AppMemory.Tour()].invalidated = reason
  }

  /// Decides at `trigger`: the winner, if any, shows from now on (its display counted). A
  /// trigger at which tours wait is kept for them (but an event: it is over once reported).
  /// - Parameter among: only these tours are candidates (a trigger offered again).
  public func decide(_ trigger: TourTrigger, now: Double, among: [String]? = nil) -> Decision {
    var candidates = plan
    if let among { candidates.tours = plan.tours.filter { among.contains($0.id) } }
    let verdicts = TourDecider.decide(
      candidates, memory, trigger: trigger, now: now, testing: testing, showing: showing, accepts: accepts ?? { _, _ in false })
    let decision = Decision(trigger: trigger, verdicts: verdicts)
    let waited = verdicts.filter { $0.status == .waiting }.map(\.tour)
    waiting.removeAll { $0.trigger == trigger }
    if case .event = trigger {} else if !waited.isEmpty { waiting.append((trigger, waited)) }
    guard let winner = decision.winner else { return decision }
    waiting = waiting.compactMap { offer in
      let tours = offer.tours.filter { $0 != winner }
      return tours.isEmpty ? nil : (offer.trigger, tours)
    }
    showing = winner
    memory.tours[winner, default: AppMemory.Tour()].displayCount += 1
    memory.tours[winner, default: AppMemory.Tour()].lastShown = now
    return decision
  }

  /// The showing tour `id` ended (`completed` on its last mark, or `skipped`; neither when it
  /// stopped, or never started): the triggers at which tours waited for it that still hold
  /// (their screen still shown, a parameter) are offered again, each once, until one shows.
  public func ended(_ id: String, completed: Bool, skipped: Bool, at now: Double) -> [Decision] {
    if completed { memory.tours[id, default: AppMemory.Tour()].completed = true }
    if skipped { memory.tours[id, default: AppMemory.Tour()].skipped = true }
    if showing == id { showing = nil }
    let offers = waiting
    waiting = []
    var decisions: [Decision] = []
    for offer in offers {
      if case .screen(let name) = offer.trigger, name != screen { continue }
      if showing != nil {
        waiting.append(offer)
      } else {
        decisions.append(decide(offer.trigger, now: now, among: offer.tours))
      }
    }
    return decisions
  }
}
