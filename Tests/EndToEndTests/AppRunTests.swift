import Foundation
import TestSupport
import Testing
import TourHostKit

/// `tourhost run app.lua --headless`: an app's tours as one system, through the
/// built binary. Each test reads the trace as a story: the inputs, the decision on every
/// candidate at each trigger, and each tour's start and end.
@Suite("tourhost run app.lua")
struct AppRunTests {
  /// A screen with one view, `a`.
  static let screen = #"{ width = 390, height = 844, views = { { id = "a", frame = { 20, 100, 200, 44 } } } }"#

  /// A tour `id` of one mark over the screens home and cart, with `fields`.
  static func tour(_ id: String, _ fields: String = "") -> String {
    """
    return {
      id = "\(id)", \(fields)
      screens = { home = \(screen), cart = \(screen) }, startScreen = "home",
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
    }
    """
  }

  /// A folder with `tours` (id and fields) and an app file listing them, with `rules`.
  static func app(_ tours: [(String, String)], _ rules: String = "") -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    for (id, fields) in tours { folder.write("\(id).lua", tour(id, fields)) }
    let files = tours.map { "\"\($0.0).lua\"" }.joined(separator: ", ")
    folder.write("app.lua", "return { tours = { \(files) }, \(rules) }\n")
    return folder
  }

  /// The trace as a story: `t input COMMAND`, `t TRIGGER → VERDICT`, `t start`, `t end`,
  /// `t ineligible REASON`, `t warning MESSAGE`, `t appReload FILE`.
  static func story(_ trace: String) -> [String] {
    trace.split(separator: "\n").compactMap { line -> String? in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let event = object["event"] as? String, let t = object["t"] as? Double
      else { return nil }
      let time = t == t.rounded() ? String(Int(t)) : String(t)
      switch event {
      case "input": return "\(time) input \(object["command"] as? String ?? "")"
      case "decision":
        let reason = (object["reason"] as? String).map { ": " + $0 } ?? ""
        return "\(time) \(object["trigger"] as? String ?? "") → \(object["tour"] as? String ?? ""): \(object["status"] as? String ?? "")\(reason)"
      case "start", "appReload": return "\(time) \(event)" + ((object["file"] as? String).map { " " + $0 } ?? "")
      case "reloadFailed": return "\(time) reloadFailed \(object["file"] as? String ?? ""): \(object["message"] as? String ?? "")"
      case "end": return "\(time) end" + (object["skipped"] as? Bool == true ? " skipped" : "")
      case "ineligible", "warning":
        return "\(time) \(event) \(object["reason"] as? String ?? object["message"] as? String ?? "")"
      default: return nil
      }
    }
  }

  /// Runs the app headless from 2026-01-05T09:00:00Z with `input`, and returns the story;
  /// `stderr`, when given, is what a run in which no tour showed says (it exits 1).
  func run(_ folder: TemporaryDirectory, _ input: String, _ more: [String] = ["--autoplay"], stderr: String? = nil) throws -> [String] {
    let result = try TourhostBinary.run(
      ["run", "app.lua", "--headless", "--input", "-", "--start-time", "2026-01-05T09:00:00Z"] + more, in: folder.url, input: input)
    #expect(result.status == (stderr == nil ? 0 : 1), "\(result.stderr)")
    if let stderr { #expect(result.stderr == stderr + "\n") }
    return Self.story(result.stdout)
  }

  @Test("each kind of trigger makes its tours candidates: the launch, a screen, an event, a parameter")
  func triggers() throws {
    let folder = Self.app([
      ("welcome", ""), ("cart_tip", #"trigger = { screen = "cart" },"#), ("ping_tip", #"trigger = { event = "ping" },"#),
      ("pro_tip", #"trigger = { parameter = "plan" }, rules = { { parameter = "plan", equals = "pro" } },"#),
    ])
    #expect(
      try run(folder, "navigate cart\nevent ping\nevent other\nset plan \"free\"\nset plan \"pro\"\n") == [
        "0 launch → welcome: shows", "0 start", "0.6 input next", "1.2 end",
        "1.2 input navigate cart", "1.2 screen cart → cart_tip: shows", "1.2 start", "1.8 input next", "2.4 end",
        "2.4 input event ping", "2.4 event ping → ping_tip: shows", "2.4 start", "3 input next", "3.6 end",
        "3.6 input event other",
        "3.6 input set plan \"free\"", #"3.6 parameter plan → pro_tip: blocked: parameter plan: "free", needs "pro""#,
        "3.6 input set plan \"pro\"", "3.6 parameter plan → pro_tip: shows", "3.6 start", "4.2 input next", "4.8 end",
      ])
  }

  @Test("a trigger function decides at every trigger; one that fails, loops or answers no boolean is a warning and no candidate")
  func triggerFunctions() throws {
    let folder = Self.app([
      ("prod", #"trigger = function(ctl, occasion) return occasion.kind == "screen" and occasion.name == "cart" end,"#),
      ("big", #"trigger = function(ctl, occasion) return occasion.kind == "parameter" and occasion.value > 100 end,"#),
      (
        "bad",
        #"trigger = function(ctl, occasion) if occasion.kind == "event" then while true do end end return occasion.kind == "launch" and "yes" end,"#
      ),
    ])
    #expect(
      try run(folder, "navigate cart\nset total 50\nset total 150\nevent x\n") == [
        "0 warning bad's trigger function must return true or false, got string",
        "0 input navigate cart", "0 screen cart → prod: shows", "0 start", "0.6 input next", "1.2 end",
        "1.2 input set total 50", "1.2 input set total 150", "1.2 parameter total → big: shows", "1.2 start", "1.8 input next", "2.4 end",
        "2.4 input event x", "2.4 warning bad's trigger function: bad.lua:2: instruction budget exceeded (10000000 instructions)",
      ])
    let why = try TourhostBinary.run(["why", "app.lua", "prod", "--state", "none.sqlite"], in: folder.url)
    #expect(why.stdout == "prod: trigger its trigger function\n  (no rules)\ndecision: prod: shows the next time its trigger function says so\n")
  }

  @Test("an event rule's window: a report exactly as old as the window is outside it, one a second younger inside")
  func eventWindow() throws {
    let folder = Self.app([("tip", #"trigger = { event = "ping" }, rules = { { event = "ping", count = 2, within = "1h" } },"#)])
    #expect(
      try run(folder, "event ping\nwait 3600\nevent ping\nwait 3599\nevent ping\n") == [
        "0 input event ping", "0 event ping → tip: blocked: event ping: 1 in the last 1 hour, needs 2",
        "0 input wait 3600",
        "3600 input event ping", "3600 event ping → tip: blocked: event ping: 1 in the last 1 hour, needs 2",
        "3600 input wait 3599",
        "7199 input event ping", "7199 event ping → tip: shows", "7199 start", "7199.6 input next", "7200.2 end",
      ])
  }

  @Test("a number parameter equals its rule's number however it is written (3.0 is 3)")
  func numberParameter() throws {
    let folder = Self.app([("tip", #"trigger = { parameter = "level" }, rules = { { parameter = "level", equals = 3 } },"#)])
    #expect(
      try run(folder, "set level 2\nset level 3.0\n") == [
        "0 input set level 2", "0 parameter level → tip: blocked: parameter level: 2, needs 3",
        "0 input set level 3.0", "0 parameter level → tip: shows", "0 start", "0.6 input next", "1.2 end",
      ])
  }

  @Test("the app's display frequency and cooldown hold tours back; ignoresDisplayFrequency does not wait")
  func frequencyAndCooldown() throws {
    let folder = Self.app(
      [
        ("welcome", ""), ("cart_tip", #"trigger = { screen = "cart" },"#),
        ("urgent", #"trigger = { event = "outage" }, ignoresDisplayFrequency = true,"#),
      ], #"displayFrequency = "hourly", cooldown = 90"#)
    #expect(
      try run(folder, "navigate cart\nevent outage\nwait 3600\nnavigate home\nnavigate cart\n") == [
        "0 launch → welcome: shows", "0 start", "0.6 input next", "1.2 end",
        "1.2 input navigate cart", "1.2 screen cart → cart_tip: waiting: displayFrequency hourly: last shown 1 s ago (welcome)",
        "1.2 input event outage", "1.2 event outage → urgent: shows", "1.2 start", "1.8 input next", "2.4 end",
        "2.4 screen cart → cart_tip: waiting: displayFrequency hourly: last shown 1 s ago (urgent)",
        "2.4 input wait 3600", "3602.4 input navigate home",
        "3602.4 input navigate cart", "3602.4 screen cart → cart_tip: shows", "3602.4 start", "3603 input next", "3603.6 end",
      ])
    let cooldown = Self.app([("welcome", ""), ("cart_tip", #"trigger = { screen = "cart" },"#)], "cooldown = 90")
    #expect(
      try run(cooldown, "navigate cart\nwait 89\nnavigate home\nnavigate cart\n") == [
        "0 launch → welcome: shows", "0 start", "0.6 input next", "1.2 end",
        "1.2 input navigate cart", "1.2 screen cart → cart_tip: waiting: cooldown 90 seconds: last shown 1 s ago (welcome)",
        "1.2 input wait 89", "90.2 input navigate home",
        "90.2 input navigate cart", "90.2 screen cart → cart_tip: shows", "90.2 start", "90.8 input next", "91.4 end",
      ])
  }

  @Test("an ordered group: the second waits for the first, and shows when it ends on its screen; never two at once")
  func orderedGroup() throws {
    let tours = [("welcome", ""), ("home_tip", #"trigger = { screen = "home" },"#), ("pro_tip", #"trigger = { parameter = "plan" },"#)]
    let folder = Self.app(tours, #"groups = { { "welcome", "home_tip", "pro_tip", order = "ordered" } }"#)
    #expect(
      try run(folder, "navigate home\nset plan \"pro\"\nnext\nnext\nnext\n", []) == [
        "0 launch → welcome: shows", "0 start",
        "0.6 input navigate home", "0.6 screen home → home_tip: waiting: welcome is first in its ordered group",
        "0.6 input set plan \"pro\"", "0.6 parameter plan → pro_tip: waiting: welcome is first in its ordered group",
        "0.6 input next", "1.2 end",
        "1.2 screen home → home_tip: shows", "1.2 start", "1.8 input next", "2.4 end",
        "2.4 parameter plan → pro_tip: shows", "2.4 start", "3 input next", "3.6 end",
      ])
    let unordered = Self.app(Array(tours.prefix(2)))
    #expect(
      try run(unordered, "navigate home\n", []) == [
        "0 launch → welcome: shows", "0 start",
        "0.6 input navigate home", "0.6 screen home → home_tip: waiting: welcome is showing",
      ])
  }

  @Test("a first-available group shows its first member that may; priority picks among the rest")
  func firstAvailableAndPriority() throws {
    let cart = #"trigger = { screen = "cart" },"#
    let folder = Self.app(
      [("a", cart + " once = true,"), ("b", cart), ("c", cart)],
      #"groups = { { "a", "b", order = "firstAvailable" } }, priority = { "c" }"#)
    #expect(
      try run(folder, "navigate cart\nnavigate home\nnavigate cart\n") == [
        "0 input navigate cart", "0 screen cart → a: waiting: c shows now (it comes first by priority)",
        "0 screen cart → b: waiting: a comes first in its group", "0 screen cart → c: shows", "0 start", "0.6 input next", "1.2 end",
        "1.2 screen cart → a: shows", "1.2 screen cart → b: waiting: a comes first in its group", "1.2 start", "1.8 input next", "2.4 end",
        "2.4 screen cart → b: shows", "2.4 start", "3 input next", "3.6 end",
        "3.6 input navigate home", "3.6 input navigate cart",
        "3.6 screen cart → a: blocked: once: it was completed", "3.6 screen cart → b: waiting: c shows now (it comes first by priority)",
        "3.6 screen cart → c: shows", "3.6 start", "4.2 input next", "4.8 end",
        "4.8 screen cart → b: shows", "4.8 start", "5.4 input next", "6 end",
      ])
  }

  @Test("an invalidated tour is blocked from then on, with its reason")
  func invalidation() throws {
    let folder = Self.app([
      ("cart_tip", #"trigger = { screen = "cart" }, didShow = function() tour.invalidate("seen in Settings") end,"#)
    ])
    #expect(
      try run(folder, "navigate cart\nnavigate home\nnavigate cart\n") == [
        "0 input navigate cart", "0 screen cart → cart_tip: shows", "0 start", "0.6 input next", "1.2 end",
        "1.2 input navigate home", "1.2 input navigate cart", "1.2 screen cart → cart_tip: blocked: invalidated: seen in Settings",
      ])
  }

  @Test("state across runs, --show-all, --only, --hide-all and tourhost state reset")
  func stateAcrossRuns() throws {
    let folder = Self.app([
      ("welcome", "once = true,"), ("ping_tip", #"trigger = { event = "ping" }, rules = { { event = "ping", count = 3 } },"#),
    ])
    let state = ["--autoplay", "--state", "progress.sqlite"]
    #expect(
      try run(folder, "event ping\nevent ping\n", state) == [
        "0 launch → welcome: shows", "0 start", "0.6 input next", "1.2 end",
        "1.2 input event ping", "1.2 event ping → ping_tip: blocked: event ping: 1, needs 3",
        "1.2 input event ping", "1.2 event ping → ping_tip: blocked: event ping: 2, needs 3",
      ])
    #expect(
      try run(folder, "event ping\n", state) == [
        "0 launch → welcome: blocked: once: it was completed",
        "0 input event ping", "0 event ping → ping_tip: shows", "0 start", "0.6 input next", "1.2 end",
      ])
    #expect(
      try run(folder, "", state + ["--show-all"]) == ["0 launch → welcome: shows", "0 start", "0.6 input next", "1.2 end"])
    // Its tour never showed: the run says so and fails.
    let never = "tourhost: --only welcome: the tour never showed in this run; tourhost why app.lua says why each did not"
    #expect(
      try run(folder, "event ping\n", state + ["--only", "welcome"], stderr: never) == [
        "0 launch → welcome: blocked: once: it was completed", "0 input event ping",
      ])
    #expect(
      try run(folder, "event ping\n", state + ["--hide-all"]) == [
        "0 launch → welcome: blocked: every tour is hidden for testing", "0 input event ping",
        "0 event ping → ping_tip: blocked: every tour is hidden for testing",
      ])
    let both = try TourhostBinary.run(["run", "app.lua", "--headless", "--hide-all", "--show-all"], in: folder.url)
    #expect(both.status == 2)
    #expect(both.stderr.contains("--hide-all hides every tour; it goes with neither --show-all nor --only"))
    let reset = try TourhostBinary.run(["state", "reset", "--all", "--state", "progress.sqlite"], in: folder.url)
    #expect(reset.status == 0, "\(reset.stderr)")
    #expect(
      try run(folder, "event ping\n", state) == [
        "0 launch → welcome: shows", "0 start", "0.6 input next", "1.2 end",
        "1.2 input event ping", "1.2 event ping → ping_tip: blocked: event ping: 1, needs 3",
      ])
    let unknown = try TourhostBinary.run(["run", "app.lua", "--headless", "--only", "nope"], in: folder.url)
    #expect(unknown.status == 2)
    #expect(unknown.stderr == "tourhost: app.lua: --only: no tour 'nope'; its tours: welcome, ping_tip\n")
  }

  @Test("app-level commands with no tour showing: a warning each, and an unknown screen names the app's screens")
  func commandsWithoutTour() throws {
    let folder = Self.app([("cart_tip", #"trigger = { screen = "cart" },"#)])
    let none = "tourhost: no tour showed in this run; tourhost why app.lua says why each did not (--hide-all tests a run without tours)"
    #expect(
      try run(folder, "next\nnavigate attic\n", [], stderr: none) == [
        "0 input next", "0 warning next: no tour is showing",
        "0 input navigate attic", "0 warning navigate: no screen 'attic'; screens: cart, home",
      ])
  }

  @Test("saving the app file or a tour reloads the app in place; the events reported before count after")
  func reloadKeepsEvents() throws {
    let folder = Self.app([("ping_tip", #"trigger = { event = "ping" }, rules = { { event = "ping", count = 3 } },"#)])
    let tourhost = try LiveProcess(["run", "app.lua", "--headless", "--watch", "--input", "-", "--autoplay"], in: folder.url)
    defer { tourhost.terminate() }
    tourhost.write("event ping\nevent ping\n")
    _ = try #require(tourhost.waitForLine { $0.contains("2, needs 3") })
    folder.write("app.lua", #"return { tours = { "ping_tip.lua" }, cooldown = 5 }"# + "\n")
    let reload = try #require(tourhost.waitForLine { $0.contains(#""event":"appReload""#) })
    folder.write("ping_tip.lua", "return {")
    let failed = try #require(tourhost.waitForLine(from: reload) { $0.contains(#""event":"reloadFailed""#) })
    folder.write("ping_tip.lua", Self.tour("ping_tip", #"trigger = { event = "ping" }, rules = { { event = "ping", count = 3 } },"#))
    let again = try #require(tourhost.waitForLine(from: failed) { $0.contains(#""event":"appReload""#) })
    tourhost.write("event ping\n")
    _ = try #require(tourhost.waitForLine(from: again) { $0.contains(#""event":"end""#) })
    tourhost.closeInput()
    #expect(tourhost.waitForExit() == 0, "\(tourhost.stderr)")
    #expect(
      Self.story(tourhost.lines.joined(separator: "\n")) == [
        "0 input event ping", "0 event ping → ping_tip: blocked: event ping: 1, needs 3",
        "0 input event ping", "0 event ping → ping_tip: blocked: event ping: 2, needs 3",
        "0 appReload app.lua",
        "0 reloadFailed ping_tip.lua: ping_tip.lua:1: unexpected symbol near <eof>",
        "0 appReload ping_tip.lua",
        "0 input event ping", "0 event ping → ping_tip: shows", "0 start", "0.6 input next", "1.2 end",
      ])
  }

  @Test("a save loads again the tours whose files changed, a module one requires among them, and keeps the others as they were")
  func reloadLoadsWhatChanged() throws {
    let folder = Self.app([
      ("ping_tip", #"trigger = { event = "ping" }, rules = { { event = "ping", count = require("counts").ping } },"#),
      ("pong_tip", #"trigger = { event = "pong" }, rules = { { event = "pong", count = 2 } },"#),
    ])
    folder.write("counts.lua", "return { ping = 3 }")
    let tourhost = try LiveProcess(["run", "app.lua", "--headless", "--watch", "--input", "-", "--autoplay"], in: folder.url)
    defer { tourhost.terminate() }
    tourhost.write("event ping\nevent pong\n")
    let first = try #require(tourhost.waitForLine { $0.contains("pong: 1, needs 2") })
    // The module the first tour requires, then the second tour's own file.
    folder.write("counts.lua", "return { ping = 2 }")
    let modules = try #require(tourhost.waitForLine(from: first) { $0.contains(#""event":"appReload""#) })
    folder.write("pong_tip.lua", Self.tour("pong_tip", #"trigger = { event = "pong" }, rules = { { event = "pong", count = 3 } },"#))
    let tour = try #require(tourhost.waitForLine(from: modules) { $0.contains(#""event":"appReload""#) })
    tourhost.write("event pong\nevent ping\n")
    _ = try #require(tourhost.waitForLine(from: tour) { $0.contains(#""event":"end""#) })
    tourhost.closeInput()
    #expect(tourhost.waitForExit() == 0, "\(tourhost.stderr)")
    #expect(
      Self.story(tourhost.lines.joined(separator: "\n")) == [
        "0 input event ping", "0 event ping → ping_tip: blocked: event ping: 1, needs 3",
        "0 input event pong", "0 event pong → pong_tip: blocked: event pong: 1, needs 2",
        "0 appReload counts.lua", "0 appReload pong_tip.lua",
        "0 input event pong", "0 event pong → pong_tip: blocked: event pong: 2, needs 3",
        "0 input event ping", "0 event ping → ping_tip: shows", "0 start", "0.6 input next", "1.2 end",
      ])
  }

  @Test("the example app's first week: onboarding, the promo, the cart's tip the next day, the reorder tip")
  func exampleApp() throws {
    let result = try TourhostBinary.run([
      "run", "scripts/examples/app/app.lua", "--headless", "--autoplay", "--input", "scripts/examples/app/first_week.input",
      "--start-time", "2026-01-05T09:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      Self.story(result.stdout) == [
        "0 launch → onboarding: shows", "0 start", "0.6 input next", "1.2 input next", "1.8 end",
        "1.8 input navigate cart", "1.8 screen cart → cart_tips: waiting: displayFrequency daily: last shown 1 s ago (onboarding)",
        "1.8 input set plan \"free\"", "1.8 input navigate catalog", "1.8 screen catalog → weekly_promo: shows", "1.8 start",
        "2.4 input next", "3 end",
        "3 input wait 86400", "86403 input navigate cart", "86403 screen cart → cart_tips: shows", "86403 start", "86403.6 input next",
        "86404.2 end",
        "86404.2 input wait 120", "86524.2 input navigate catalog",
        "86524.2 screen catalog → weekly_promo: blocked: its displayFrequency weekly: last shown 1 d ago",
        "86524.2 input wait 86400", "172924.2 input navigate cart", "172924.2 screen cart → cart_tips: blocked: once: it was completed",
        "172924.2 input event orderPlaced", "172924.2 event orderPlaced → reorder_tip: blocked: event orderPlaced: 1 in the last 30 days, needs 3",
        "172924.2 input event orderPlaced", "172924.2 event orderPlaced → reorder_tip: blocked: event orderPlaced: 2 in the last 30 days, needs 3",
        "172924.2 input event orderPlaced", "172924.2 event orderPlaced → reorder_tip: shows", "172924.2 start", "172924.8 input next",
        "172925.4 end",
      ])
  }

  @Test("tourhost check app.lua checks every tour of the app, then the app's own rules, in the file's terms")
  func checkApp() throws {
    let folder = TemporaryDirectory()
    for (id, trigger) in [("a", "cart"), ("b", "cart"), ("c", "attic")] {
      folder.write("\(id).lua", RuleExample.appTour(id, "trigger = { screen = \"\(trigger)\" },"))
    }
    folder.write("app.lua", #"return { tours = { "a.lua", "b.lua", "c.lua" }, groups = { { "c", "a", order = "ordered" } } }"#)
    let result = try TourhostBinary.run(["check", "app.lua", "--devices", "iphone", "--locales", "source", "--text-sizes", "L"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout.split(separator: "\n").filter { !$0.contains(": info: ") }.joined(separator: "\n") == """
        app.lua: warning: 'a' and 'b' both start at screen cart with no order between them ('a' wins only because the app file lists it first); list them in priority or put them in a group [tour-conflict]
            in the app as written
        app.lua: error: 'a' waits for 'c' in their ordered group, and 'c' can never show [tour-unreachable]
            in the app as written
        app.lua: error: 'c' starts at screen attic, but no tour of the app has a screen 'attic' (its screens: cart, home) [tour-unreachable]
            in the app as written
        2 errors, 1 warning in 6 configurations of 3 tours and 1 app file
        """)
  }

  @Test("tourhost render app.lua draws each tour's marks as the run shows them, named by tour; --video is for one tour")
  func renderApp() throws {
    let folder = TemporaryDirectory()
    let result = try TourhostBinary.run([
      "render", "scripts/examples/app/app.lua", "--out", folder.url.path, "--no-png", "--autoplay", "--input",
      "scripts/examples/app/first_week.input",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
        "001-onboarding-mark-1.svg", "002-onboarding-mark-2.svg", "003-weekly_promo-mark-1.svg", "004-cart_tips-mark-1.svg",
        "005-reorder_tip-mark-1.svg", "trace.jsonl",
      ])
    #expect(try String(contentsOf: folder.url.appendingPathComponent("004-cart_tips-mark-1.svg"), encoding: .utf8).contains("Check out in one step"))
    let video = try TourhostBinary.run(["render", "scripts/examples/app/app.lua", "--out", folder.url.path, "--video", "a.mp4"])
    #expect(video.status == 2)
    #expect(video.stderr.contains("--video draws one tour; render an app's tours without it, or one tour with it"))
  }

  @Test("--strict fails a run on a warning (an input typo, a tap with no tour), saying the first; without it the run passes")
  func strict() throws {
    let folder = Self.app([("welcome", "")])
    let input = "navigate catalg\ntap 500 500\n"
    #expect(
      try run(folder, input) == [
        "0 launch → welcome: shows", "0 start", "0.6 input next", "1.2 end", "1.2 input navigate catalg",
        "1.2 warning navigate: no screen 'catalg'; screens: cart, home", "1.2 input tap 500 500", "1.2 warning tap: no tour is showing",
      ])
    _ = try run(
      folder, input, ["--autoplay", "--strict"],
      stderr: "tourhost: --strict: the run had 2 warnings; the first: navigate: no screen 'catalg'; screens: cart, home")
  }
}
