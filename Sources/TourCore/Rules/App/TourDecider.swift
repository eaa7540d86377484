/// The one decision point across an app's tours: at each occasion (a trigger), at
/// most one tour shows; every other candidate is told why not, in one line, and a tour that
/// loses waits for another occasion rather than being lost. It is pure: the same plan,
/// memory, trigger and time always give the same answer, so that a headless run, the embedded
/// app and `tourhost why` agree.
public enum TourDecider {
  /// What the decision point says of one candidate.
  public struct Verdict: Hashable, Sendable {
    /// Where a candidate stands.
    public enum Status: String, Hashable, Sendable {
      /// It shows now.
      case shows
      /// It may show at a later occasion: the app's frequency or cooldown, its group's order or
      /// another tour's priority holds it back.
      case waiting
      /// Its own rules say no (once, its count, its frequency, its events and parameters,
      /// invalidated).
      case blocked
    }

    /// The tour's id.
    public var tour: String
    /// Whether it shows, waits or is blocked.
    public var status: Status
    /// Why not, for a tour that does not show: the first check it fails.
    public var reason: String?

    /// The verdict on `tour`.
    public init(tour: String, status: Status, reason: String?) {
      self.tour = tour
      self.status = status
      self.reason = reason
    }

    /// The verdict in one line: `cart_tips: waiting: onboarding is first in its ordered group`.
    public var line: String { tour + ": " + status.rawValue + (reason.map { ": " + $0 } ?? "") }
  }

  /// What may make an exception (`--show-all`, `--only TOUR`, `--hide-all`).
  public struct Testing: Hashable, Sendable {
    /// Every tour's rules pass (TipKit's `showAllTipsForTesting`); still one tour at a time.
    public var showAll: Bool
    /// Only this tour is a candidate.
    public var only: String?
    /// No tour shows (TipKit's `hideAllTipsForTesting`): every candidate is blocked, so that
    /// tests of the app's own screens see no tour.
    public var hideAll: Bool

    /// `showAll`, `only` and `hideAll` as given; none by default.
    public init(showAll: Bool = false, only: String? = nil, hideAll: Bool = false) {
      self.showAll = showAll
      self.only = only
      self.hideAll = hideAll
    }
  }

  /// The verdict on every tour `trigger` makes a candidate at `now`, in the app file's order:
  /// at most one `shows` (the first by priority among those all of whose checks pass, and the
  /// first of a first-available group among its members). While a tour is `showing`, no other
  /// shows: each that could waits for it.
  /// - Parameter accepts: whether a tour whose trigger is a function (`.custom`) is a candidate
  ///   at `trigger`, by its id (the function's answer).
  public static func decide(
    _ plan: AppPlan, _ memory: AppMemory, trigger: TourTrigger, now: Double, testing: Testing = Testing(),
    showing: String? = nil, accepts: (String, TourTrigger) -> Bool = { _, _ in false }
  ) -> [Verdict] {
    let candidates = plan.tours.filter { tour in
      let fires = tour.trigger == trigger || (tour.trigger == .custom && accepts(tour.id, trigger))
      return fires && (testing.only ?? tour.id) == tour.id
    }
    if testing.hideAll { return candidates.map { Verdict(tour: $0.id, status: .blocked, reason: "every tour is hidden for testing") } }
    var verdicts = candidates.map { tour -> Verdict in
      let failed = testing.showAll ? nil : TourConditions.of(tour, in: plan, memory, now: now).first { !$0.passes }
      guard let failed else { return Verdict(tour: tour.id, status: .shows, reason: nil) }
      return Verdict(tour: tour.id, status: failed.holdsBack ? .waiting : .blocked, reason: failed.text)
    }
    // A first-available group shows its first member that may.
    for (offset, verdict) in verdicts.enumerated() where verdict.status == .shows {
      guard let group = plan.group(of: verdict.tour), group.order == .firstAvailable else { continue }
      let earlier = group.tours.prefix { $0 != verdict.tour }
      if let first = verdicts.first(where: { $0.status == .shows && earlier.contains($0.tour) }) {
        verdicts[offset] = Verdict(tour: verdict.tour, status: .waiting, reason: "\(first.tour) comes first in its group")
      }
    }
    if let showing {
      return verdicts.map { verdict in
        guard verdict.status == .shows else { return verdict }
        return Verdict(tour: verdict.tour, status: .waiting, reason: verdict.tour == showing ? "it is showing" : "\(showing) is showing")
      }
    }
    // One at a time: the first by priority, then by the app file's order.
    let winner = verdicts.filter { $0.status == .shows }.min { plan.rank(of: $0.tour) < plan.rank(of: $1.tour) }
    return verdicts.map { verdict in
      guard verdict.status == .shows, let winner, winner.tour != verdict.tour else { return verdict }
      return Verdict(tour: verdict.tour, status: .waiting, reason: "\(winner.tour) shows now (it comes first by priority)")
    }
  }

  /// What the decision point says of `tour` at its own trigger now (a trigger function's tour
  /// as if its function answered true): `tourhost why`'s decision, and the preview's.
  public static func verdict(
    of tour: PlannedTour, in plan: AppPlan, _ memory: AppMemory, now: Double, testing: Testing = Testing(), showing: String? = nil
  ) -> Verdict {
    decide(plan, memory, trigger: tour.trigger, now: now, testing: testing, showing: showing).first { $0.tour == tour.id }
      ?? Verdict(tour: tour.id, status: .blocked, reason: "not a candidate")
  }
}
