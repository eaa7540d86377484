import Foundation
import TestSupport
import Testing
import TourHostKit

/// `tourhost why` on an app of three tours, through the built binary, against a progress
/// database: a tour that shows, one blocked by its event rule, one held back by its ordered
/// group, one held back by the app's frequency, and the JSON for tools.
@Suite("tourhost why")
struct WhyCommandTests {
  /// A tour `id` with `fields`.
  static func tour(_ id: String, _ fields: String = "") -> String {
    """
    return {
      id = "\(id)", \(fields)
      screen = { width = 390, height = 844, views = { { id = "a", frame = { 20, 100, 200, 44 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
    }
    """
  }

  /// The app: onboarding (once) then lists in an ordered group, and a cart tip counting events.
  func app() -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    folder.write("onboarding.lua", Self.tour("onboarding", "once = true,"))
    folder.write("lists.lua", Self.tour("lists"))
    folder.write(
      "cart_tips.lua", Self.tour("cart_tips", #"trigger = { screen = "cart" }, rules = { { event = "cartOpened", count = 3, within = "7d" } },"#))
    folder.write(
      "app.lua",
      """
      return {
        tours = { "onboarding.lua", "lists.lua", "cart_tips.lua" },
        displayFrequency = "daily", cooldown = 60,
        groups = { { "onboarding", "lists", order = "ordered" } },
      }
      """)
    return folder
  }

  /// 2026-01-05T09:00:00Z and times before it.
  static let now = 1_767_603_600.0

  func why(_ folder: TemporaryDirectory, _ tour: String, at time: String = "2026-01-05T09:00:00Z", _ more: [String] = []) throws -> String {
    let result = try TourhostBinary.run(["why", "app.lua", tour, "--state", "progress.sqlite", "--at", time] + more, in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test("with nothing remembered: onboarding shows, lists waits for it, cart_tips needs its events")
  func fresh() throws {
    let folder = app()
    #expect(
      try why(folder, "onboarding")
        == """
        onboarding: trigger launch
          ✔ once: not completed or skipped yet
          ✔ displayFrequency daily: none shown yet
          ✔ cooldown 1 minute: none shown yet
          ✔ its turn in its ordered group
        decision: onboarding: shows at the next launch

        """)
    #expect(
      try why(folder, "lists")
        == """
        lists: trigger launch
          ✔ displayFrequency daily: none shown yet
          ✔ cooldown 1 minute: none shown yet
          ✘ onboarding is first in its ordered group
        decision: lists: waiting: onboarding is first in its ordered group
        to show: after onboarding is completed, skipped or invalidated

        """)
  }

  @Test("against what is remembered: an event window, the once rule, the app's frequency")
  func remembered() throws {
    let folder = app()
    let store = try ProgressStore(path: folder.url.appendingPathComponent("progress.sqlite").path)
    try store.recordStart(of: "onboarding", at: Self.now - 2 * 3600)
    try store.recordEnd(of: "onboarding", skipped: false)
    for ago in [8.0, 3, 1] { try store.recordEvent("cartOpened", at: Self.now - ago * 86_400) }
    #expect(
      try why(folder, "cart_tips")
        == """
        cart_tips: trigger screen cart
          ✘ event cartOpened: 2 in the last 7 days, needs 3
          ✘ displayFrequency daily: last shown 2 h ago (onboarding)
          ✔ cooldown 1 minute: last shown 2 h ago
        decision: cart_tips: blocked: event cartOpened: 2 in the last 7 days, needs 3
        to show: 1 more cartOpened within 7 days; in 22 h

        """)
    // Completed once, it never shows again: no "in 22 h", and how to see it again.
    #expect(
      try why(folder, "onboarding").hasSuffix(
        "  ✘ once: it was completed\n  ✘ displayFrequency daily: last shown 2 h ago (onboarding)\n  ✔ cooldown 1 minute: last shown 2 h ago\n"
          + "  ✔ its turn in its ordered group\ndecision: onboarding: blocked: once: it was completed\n"
          + "to show: never again (once: it was completed); to see it again, forget it: tourhost state reset onboarding --state progress.sqlite\n"
      ))
    #expect(try why(folder, "lists").contains("decision: lists: waiting: displayFrequency daily: last shown 2 h ago (onboarding)\n"))
    // The next day the tip after onboarding takes its turn.
    #expect(try why(folder, "lists", at: "2026-01-06T09:00:00Z").contains("decision: lists: shows at the next launch\n"))
    let json = try why(folder, "cart_tips", ["--format", "json"])
    #expect(json.contains(#""status": "blocked""#) && json.contains(#""next": "1 more cartOpened within 7 days""#))
  }

  @Test("--at before the last moment remembered is refused: no negative ages, no two answers")
  func beforeHistory() throws {
    let folder = app()
    let store = try ProgressStore(path: folder.url.appendingPathComponent("progress.sqlite").path)
    try store.recordStart(of: "onboarding", at: Self.now - 2 * 3600)
    try store.recordEvent("cartOpened", at: Self.now - 3600)
    let result = try TourhostBinary.run(
      ["why", "app.lua", "cart_tips", "--state", "progress.sqlite", "--at", "2026-01-05T07:30:00Z"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "tourhost: --at 2026-01-05T07:30:00Z is before the last moment remembered in progress.sqlite (2026-01-05T08:00:00Z): its ages would be negative; give a later time\n"
    )
    #expect(try why(folder, "cart_tips", at: "2026-01-05T08:00:00Z").contains("last shown 1 h ago"))
  }

  @Test("each other kind of rule: a parameter, maxDisplayCount, the tour's own frequency, the cooldown, a first-available group")
  func everyRule() throws {
    let folder = TemporaryDirectory()
    folder.write("pro.lua", Self.tour("pro", #"trigger = { screen = "plans" }, rules = { { parameter = "plan", equals = "pro" } },"#))
    folder.write("twice.lua", Self.tour("twice", "maxDisplayCount = 2, ignoresDisplayFrequency = true,"))
    folder.write("weekly.lua", Self.tour("weekly", #"displayFrequency = "weekly", ignoresDisplayFrequency = true,"#))
    folder.write("cool.lua", Self.tour("cool", #"trigger = { event = "ping" },"#))
    folder.write("first.lua", Self.tour("first", #"trigger = { screen = "home" },"#))
    folder.write("second.lua", Self.tour("second", #"trigger = { screen = "home" },"#))
    folder.write(
      "app.lua",
      """
      return {
        tours = { "pro.lua", "twice.lua", "weekly.lua", "cool.lua", "first.lua", "second.lua" }, cooldown = 600,
        groups = { { "first", "second", order = "firstAvailable" } },
      }
      """)
    let store = try ProgressStore(path: folder.url.appendingPathComponent("progress.sqlite").path)
    try store.setParameter("plan", json: #""free""#)
    for ago in [3.0, 2] { try store.recordStart(of: "twice", at: Self.now - ago * 86_400) }
    try store.recordStart(of: "weekly", at: Self.now - 2 * 86_400)
    try store.recordStart(of: "cool", at: Self.now - 300)
    #expect(
      try why(folder, "pro")
        == """
        pro: trigger screen plans
          ✘ parameter plan: "free", needs "pro"
          ✘ cooldown 10 minutes: last shown 5 min ago (cool)
        decision: pro: blocked: parameter plan: "free", needs "pro"
        to show: plan set to "pro"; in 5 min

        """)
    #expect(
      try why(folder, "twice").contains(
        "  ✘ maxDisplayCount 2: shown 2 times\ndecision: twice: blocked: maxDisplayCount 2: shown 2 times\n"
          + "to show: never again (maxDisplayCount 2: shown 2 times); to see it again, forget it: tourhost state reset twice --state progress.sqlite\n"
      ))
    #expect(
      try why(folder, "weekly").contains(
        "  ✘ its displayFrequency weekly: last shown 2 d ago\ndecision: weekly: blocked: its displayFrequency weekly: last shown 2 d ago\nto show: in 5 d\n"
      ))
    #expect(try why(folder, "cool").contains("decision: cool: waiting: cooldown 10 minutes: last shown 5 min ago (cool)\nto show: in 5 min\n"))
    #expect(try why(folder, "second", at: "2026-01-05T10:00:00Z").contains("decision: second: waiting: first comes first in its group\n"))
    #expect(try why(folder, "first", at: "2026-01-05T10:00:00Z").contains("decision: first: shows the next time screen home is shown\n"))
  }
}

/// `tour.invalidate(reason)`: an `invalidate` event, kept in the progress database, after which
/// the decision point blocks the tour.
@Suite("tour.invalidate")
struct InvalidateTests {
  @Test("a tour that invalidates itself in didShow is blocked from then on, with its reason")
  func invalidates() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tip.lua",
      WhyCommandTests.tour("tip", #"didShow = function(ctl, index) tour.invalidate("the user found it in Settings") end,"#))
    folder.write("app.lua", #"return { tours = { "tip.lua" } }"#)
    let run = try TourhostBinary.run(["run", "tip.lua", "--headless", "--autoplay", "--state", "progress.sqlite"], in: folder.url)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#"{"t":0.6,"event":"invalidate","reason":"the user found it in Settings"}"#))
    let why = try TourhostBinary.run(["why", "app.lua", "tip", "--state", "progress.sqlite"], in: folder.url)
    #expect(
      why.stdout
        == """
        tip: trigger launch
          ✘ invalidated: the user found it in Settings
        decision: tip: blocked: invalidated: the user found it in Settings
        to show: never again (invalidated: the user found it in Settings); to see it again, forget it: tourhost state reset tip --state progress.sqlite

        """)
    let empty = try TourhostBinary.run(["run", "tip.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(empty.status == 0)
    folder.write("bad.lua", WhyCommandTests.tour("bad", #"didShow = function() tour.invalidate("") end,"#))
    let bad = try TourhostBinary.run(["run", "bad.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(bad.stdout.contains("bad argument #1 to 'invalidate' (a reason expected, got an empty string)"))
  }
}
