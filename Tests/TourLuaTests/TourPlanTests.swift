import TestSupport
import Testing
import TourCore
import TourHostKit

/// A tour's fields for an app of tours: its trigger, TipKit's rules and
/// `ignoresDisplayFrequency`, read into what the decision point decides on, and every mistake
/// in them said at its line.
@Suite("a tour's trigger and rules")
struct TourPlanTests {
  func tour(_ fields: String) -> String { ScriptRun.tour(marks: 1, fields) }

  @Test("the fields become the planned tour; without them it is a candidate at launch with no rules")
  func read() throws {
    let plain = try ScriptRun(tour(#"id = "plain","#))
    #expect(PlannedTour(plain.tour) == PlannedTour(id: "plain"))
    let run = try ScriptRun(
      tour(
        """
        id = "cart_tips", once = true, trigger = { screen = "cart" }, ignoresDisplayFrequency = true,
        rules = { { event = "cartOpened", count = 3, within = "7d" }, { event = "itemAdded" },
                  { parameter = "isLoggedIn", equals = true }, { parameter = "plan", equals = "pro" }, { parameter = "n", equals = 2 } },
        """))
    #expect(
      PlannedTour(run.tour)
        == PlannedTour(
          id: "cart_tips", trigger: .screen("cart"),
          rules: [
            .event("cartOpened", count: 3, within: 604_800), .event("itemAdded", count: 1, within: nil),
            .parameter("isLoggedIn", equals: "true"), .parameter("plan", equals: #""pro""#), .parameter("n", equals: "2"),
          ], display: DisplayRules(once: true), ignoresDisplayFrequency: true))
    #expect(PlannedTour(try ScriptRun(tour(#"trigger = { event = "itemAdded" },"#)).tour).trigger == .event("itemAdded"))
    #expect(PlannedTour(try ScriptRun(tour(#"trigger = { parameter = "plan" },"#)).tour).trigger == .parameter("plan"))
  }

  @Test(
    "each mistake is one message at its line",
    arguments: [
      (#"trigger = "cart","#, "tour.lua:17: trigger: { screen = NAME }, { event = NAME }, { parameter = NAME } or a function expected, got string"),
      (
        #"trigger = { screen = "a", event = "b" },"#,
        "tour.lua:17: trigger: { screen = NAME }, { event = NAME }, { parameter = NAME } or a function expected, got table"
      ),
      (#"rules = { { event = "x", within = "7w" } },"#, #"tour.lua:17: rules[1].within: a window such as "7d", "24h", "30m" or "45s" expected"#),
      (#"rules = { { event = "x", count = 0 } },"#, "tour.lua:17: rules[1].count: a whole count from 1 to 1000000 expected, got 0"),
      (#"rules = { { event = "x", count = "3" } },"#, "tour.lua:17: rules[1].count: a whole count from 1 to 1000000 expected, got string"),
      (#"rules = { { event = "x", count = 1.5 } },"#, "tour.lua:17: rules[1].count: a whole count from 1 to 1000000 expected, got 1.5"),
      (#"rules = { { parameter = "x" } },"#, "tour.lua:17: rules[1].equals: a number, true, false or text expected"),
      (
        #"rules = { { event = "x", cout = 3 } },"#,
        "tour.lua:17: rules[1]: unknown field 'cout'; did you mean 'count'? valid fields: count, event, within"
      ),
      (#"rules = { { screen = "x" } },"#, "tour.lua:17: rules[1]: a rule needs event = NAME or parameter = NAME"),
      (#"rules = 3,"#, "tour.lua:17: rules must be a list of { event =, count =, within = } and { parameter =, equals = }"),
      (#"ignoresDisplayFrequency = "yes","#, "tour.lua:17: ignoresDisplayFrequency must be true or false, got string"),
    ])
  func mistakes(_ item: (String, String)) {
    #expect(ScriptRun.loadFailure(tour(item.0)) == item.1)
  }
}
