import Testing
import TourCore

/// `AppTours`, the decision point with its bookkeeping as an embedding app uses it: what it
/// remembers of each trigger, and the tours that waited, offered again when the showing one
/// ends.
@Suite("AppTours")
struct AppToursTests {
  let plan = AppPlan(
    tours: [
      PlannedTour(id: "welcome", display: DisplayRules(once: true)), PlannedTour(id: "home_tip", trigger: .screen("home")),
      PlannedTour(id: "ping_tip", trigger: .event("ping"), rules: [.event("ping", count: 2, within: 60)]),
    ],
    groups: [TourGroup(["welcome", "home_tip"], order: .ordered)])

  func lines(_ decision: AppTours.Decision) -> [String] { decision.verdicts.map(\.line) }

  @Test("the winner shows until it ends; one that waited for it is offered again while its screen is shown")
  func offeredAgain() {
    let tours = AppTours(plan: plan)
    #expect(lines(tours.launch(at: 0)) == ["welcome: shows"])
    #expect(tours.showing == "welcome")
    #expect(lines(tours.show(screen: "home", at: 1)) == ["home_tip: waiting: welcome is first in its ordered group"])
    #expect(tours.status(of: "welcome", at: 1)?.line == "welcome: waiting: it is showing")
    #expect(tours.status(of: "home_tip", at: 1)?.line == "home_tip: waiting: welcome is first in its ordered group")
    #expect(tours.status(of: "nope", at: 1) == nil)
    let next = tours.ended("welcome", completed: true, skipped: false, at: 2)
    #expect(next.map(lines) == [["home_tip: shows"]])
    #expect(tours.showing == "home_tip")
    #expect(tours.memory.tour("welcome").completed)
    #expect(tours.memory.tour("home_tip").displayCount == 1)
    #expect(tours.memory.tour("home_tip").lastShown == 2)
    #expect(tours.ended("home_tip", completed: true, skipped: false, at: 3).isEmpty)
    #expect(tours.showing == nil)
  }

  @Test("a screen left is not offered again; an event is never kept; events count in their window")
  func notOffered() {
    let tours = AppTours(plan: plan)
    _ = tours.launch(at: 0)
    _ = tours.show(screen: "home", at: 1)
    _ = tours.show(screen: "cart", at: 2)
    #expect(lines(tours.report(event: "ping", at: 3)) == ["ping_tip: blocked: event ping: 1 in the last 1 minute, needs 2"])
    #expect(lines(tours.report(event: "ping", at: 4)) == ["ping_tip: waiting: welcome is showing"])
    #expect(tours.ended("welcome", completed: false, skipped: true, at: 5).isEmpty)
    #expect(lines(tours.report(event: "ping", at: 63.5)) == ["ping_tip: shows"])
    #expect(tours.memory.events["ping"] == [3, 4, 63.5])
    #expect(lines(tours.set(parameter: "plan", json: #""pro""#, at: 64)) == [])
    #expect(tours.memory.parameters == ["plan": #""pro""#])
  }
}
