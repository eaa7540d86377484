import Testing
import TourCore

/// The one decision point across an app's tours: each kind of trigger, each rule on both sides
/// of its window, the app's frequency and cooldown, ordered and first-available groups,
/// priority, invalidation, `--show-all` and `--only`, and each check's words.
@Suite("the decision point")
struct TourDeciderTests {
  static let day = 86_400.0

  /// Onboarding at launch, a feature tip after it in an ordered group, an event-counted tip on
  /// the cart screen, and a weekly promo that ignores the app's frequency.
  func plan(frequency: DisplayFrequency? = .daily, cooldown: Double = 60) -> AppPlan {
    AppPlan(
      tours: [
        PlannedTour(id: "onboarding", trigger: .launch, display: DisplayRules(once: true)),
        PlannedTour(id: "lists", trigger: .launch),
        PlannedTour(id: "cart_tips", trigger: .screen("cart"), rules: [.event("cartOpened", count: 3, within: 7 * Self.day)]),
        PlannedTour(
          id: "promo", trigger: .screen("cart"), rules: [.parameter("plan", equals: #""free""#)],
          display: DisplayRules(displayFrequency: .weekly), ignoresDisplayFrequency: true),
      ],
      displayFrequency: frequency, cooldown: cooldown, groups: [TourGroup(["onboarding", "lists"], order: .ordered)],
      priority: ["promo"])
  }

  func lines(_ verdicts: [TourDecider.Verdict]) -> [String] { verdicts.map(\.line) }

  /// What is remembered of a tour that showed once at `shown`.
  static func tour(completed: Bool = false, skipped: Bool = false, shown: Double? = nil, invalidated: String? = nil) -> AppMemory.Tour {
    var tour = AppMemory.Tour()
    tour.completed = completed
    tour.skipped = skipped
    tour.lastShown = shown
    tour.displayCount = shown == nil ? 0 : 1
    tour.invalidated = invalidated
    return tour
  }

  @Test("at launch: onboarding shows; the tip after it waits for its turn")
  func launch() {
    #expect(
      lines(TourDecider.decide(plan(), AppMemory(), trigger: .launch, now: 0)) == [
        "onboarding: shows", "lists: waiting: onboarding is first in its ordered group",
      ])
    var memory = AppMemory()
    memory.tours["onboarding"] = Self.tour(completed: true, shown: 0)
    // The next day, onboarding is done (once) and the tip takes its turn.
    #expect(
      lines(TourDecider.decide(plan(), memory, trigger: .launch, now: Self.day)) == [
        "onboarding: blocked: once: it was completed", "lists: shows",
      ])
    // The same day, the app's daily frequency holds it back.
    #expect(
      lines(TourDecider.decide(plan(), memory, trigger: .launch, now: 2 * 3600)) == [
        "onboarding: blocked: once: it was completed", "lists: waiting: displayFrequency daily: last shown 2 h ago (onboarding)",
      ])
  }

  @Test("an event rule counts inside its window: a report exactly 7 days old is out")
  func eventWindow() {
    let plan = plan(frequency: nil, cooldown: 0)
    var memory = AppMemory(events: ["cartOpened": [0, Self.day, 2 * Self.day]])
    #expect(lines(TourDecider.decide(plan, memory, trigger: .screen("cart"), now: 7 * Self.day - 1)).first == "cart_tips: shows")
    #expect(
      lines(TourDecider.decide(plan, memory, trigger: .screen("cart"), now: 7 * Self.day)).first
        == "cart_tips: blocked: event cartOpened: 2 in the last 7 days, needs 3")
    memory.events["cartOpened"]?.append(6 * Self.day)
    #expect(lines(TourDecider.decide(plan, memory, trigger: .screen("cart"), now: 7 * Self.day)).first == "cart_tips: shows")
  }

  @Test("priority: of two that may show at one trigger, promo (first by priority) shows and the other waits")
  func priority() {
    let memory = AppMemory(events: ["cartOpened": [1, 2, 3]], parameters: ["plan": #""free""#])
    #expect(
      lines(TourDecider.decide(plan(), memory, trigger: .screen("cart"), now: 10)) == [
        "cart_tips: waiting: promo shows now (it comes first by priority)", "promo: shows",
      ])
  }

  @Test("a parameter rule, the tour's own weekly frequency, and ignoring the app's frequency")
  func parameterAndOwnFrequency() {
    var memory = AppMemory(parameters: ["plan": #""pro""#])
    #expect(
      lines(TourDecider.decide(plan(), memory, trigger: .screen("cart"), now: 10)).last
        == #"promo: blocked: parameter plan: "pro", needs "free""#)
    memory.parameters["plan"] = #""free""#
    memory.tours["onboarding"] = Self.tour(shown: 5)
    // Another tour showed 5 s ago: the app's frequency and cooldown do not apply to promo.
    #expect(lines(TourDecider.decide(plan(), memory, trigger: .screen("cart"), now: 10)).last == "promo: shows")
    memory.tours["promo"] = Self.tour(shown: 0)
    #expect(
      lines(TourDecider.decide(plan(), memory, trigger: .screen("cart"), now: 6 * Self.day)).last
        == "promo: blocked: its displayFrequency weekly: last shown 6 d ago")
  }

  @Test("the cooldown holds every tour back for its length after one showed, then lets them go")
  func cooldown() {
    var memory = AppMemory()
    memory.tours["onboarding"] = Self.tour(skipped: true, shown: 100)
    let plan = plan(frequency: nil, cooldown: 60)
    #expect(
      lines(TourDecider.decide(plan, memory, trigger: .launch, now: 159)).last
        == "lists: waiting: cooldown 1 minute: last shown 59 s ago (onboarding)")
    #expect(lines(TourDecider.decide(plan, memory, trigger: .launch, now: 160)).last == "lists: shows")
  }

  @Test("a first-available group shows only its first member that may; invalidation blocks for good")
  func firstAvailableAndInvalidation() {
    var plan = plan(frequency: nil, cooldown: 0)
    plan.groups = [TourGroup(["onboarding", "lists"], order: .firstAvailable)]
    #expect(
      lines(TourDecider.decide(plan, AppMemory(), trigger: .launch, now: 0)) == [
        "onboarding: shows", "lists: waiting: onboarding comes first in its group",
      ])
    var memory = AppMemory()
    memory.tours["onboarding"] = Self.tour(invalidated: "the user found it")
    #expect(
      lines(TourDecider.decide(plan, memory, trigger: .launch, now: 0)) == [
        "onboarding: blocked: invalidated: the user found it", "lists: shows",
      ])
  }

  @Test("--show-all lets every rule pass, still one at a time; --only makes one tour the only candidate")
  func testing() {
    var memory = AppMemory()
    memory.tours["onboarding"] = Self.tour(completed: true, shown: 0)
    let all = TourDecider.Testing(showAll: true)
    #expect(
      lines(TourDecider.decide(plan(), memory, trigger: .launch, now: 1, testing: all)) == [
        "onboarding: shows", "lists: waiting: onboarding shows now (it comes first by priority)",
      ])
    let only = TourDecider.Testing(only: "lists")
    #expect(lines(TourDecider.decide(plan(), memory, trigger: .launch, now: Self.day, testing: only)) == ["lists: shows"])
  }

  @Test("every check of a tour with its value, and what would make a failing one pass")
  func checks() throws {
    let plan = plan()
    var memory = AppMemory(events: ["cartOpened": [0, 3600]])
    memory.tours["lists"] = Self.tour(shown: 0)
    let tour = try #require(plan.tour("cart_tips"))
    let checks = TourConditions.of(tour, in: plan, memory, now: 2 * 3600)
    #expect(
      checks.map(\.line) == [
        "✘ event cartOpened: 2 in the last 7 days, needs 3", "✘ displayFrequency daily: last shown 2 h ago (lists)",
        "✔ cooldown 1 minute: last shown 2 h ago",
      ])
    #expect(checks.compactMap(\.next) == ["1 more cartOpened within 7 days", "in 22 h"])
  }

  @Test("windows as the app file writes them")
  func windows() {
    #expect(["7d", "24h", "30m", "45s", "1.5d"].map(TipRule.window) == [604_800, 86_400, 1800, 45, 129_600])
    #expect(["7", "d", "0d", "-1h", "7w", "", "1e9d"].map(TipRule.window) == [nil, nil, nil, nil, nil, nil, nil])
  }
}
