import Foundation
import TourCore
import TourHostKit

/// The files of an app the `app` fuzz target plays, made from fuzzed choices: a few tours over
/// the screens home and cart, with triggers, TipKit's rules and display rules that are right
/// or wrong, and an app file that relates them (or is raw bytes).
enum AppFuzzScript {
  static let screens = ["home", "cart", "attic"]
  static let events = ["ping", "pong"]

  /// Writes `app.lua` and its tours in `folder`; returns the tours' ids.
  static func write(_ data: inout FuzzedData, in folder: URL) -> [String] {
    let count = data.int(in: 1...4)
    let ids = (0..<count).map { data.int(in: 0...9) < 8 ? "t\($0)" : data.word(maxLength: 4) }
    for (index, id) in ids.enumerated() {
      try? Data(tour(&data, id: id).utf8).write(to: folder.appendingPathComponent("t\(index).lua"))
    }
    let app = data.int(in: 0...15) == 0 ? data.text(maxLength: 120) : appFile(&data, ids: ids, count: count)
    try? Data(app.utf8).write(to: folder.appendingPathComponent("app.lua"))
    return ids
  }

  /// One tour: a mark on `a`, a trigger, rules, display rules, perhaps an invalidation.
  static func tour(_ data: inout FuzzedData, id: String) -> String {
    let view = #"{ width = 390, height = 844, views = { { id = "a", frame = { 20, 100, 200, 44 } } } }"#
    var fields = ["id = \(lua(id))"]
    fields.append("trigger = " + trigger(&data))
    if data.bool() { fields.append("rules = { " + (0..<data.int(in: 1...2)).map { _ in rule(&data) }.joined(separator: ", ") + " }") }
    if data.bool() { fields.append("once = \(data.bool())") }
    if data.int(in: 0...3) == 0 { fields.append("maxDisplayCount = \(data.int(in: 0...3))") }
    if data.int(in: 0...3) == 0 { fields.append("displayFrequency = \(lua(data.pick(["daily", "weekly", "sometimes"])))") }
    if data.int(in: 0...3) == 0 { fields.append("ignoresDisplayFrequency = \(data.pick(["true", "false", "1"]))") }
    if data.int(in: 0...5) == 0 { fields.append(#"didShow = function() tour.invalidate("done") end"#) }
    return """
      return {
        \(fields.joined(separator: ",\n  ")),
        screens = { home = \(view), cart = \(view) }, startScreen = "home",
        numberOfCoachMarks = \(data.int(in: 1...2)),
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
      }
      """
  }

  /// A trigger: a table of each kind, a function that answers, fails, loops or says nonsense,
  /// or a value of the wrong shape.
  static func trigger(_ data: inout FuzzedData) -> String {
    switch data.int(in: 0...9) {
    case 0: "nil"
    case 1, 2: "{ screen = \(lua(data.pick(screens))) }"
    case 3, 4: "{ event = \(lua(data.pick(events))) }"
    case 5: #"{ parameter = "plan" }"#
    case 6: #"function(ctl, o) return o.kind == "screen" and o.name == "cart" end"#
    case 7: data.pick([#"function() error("no") end"#, "function() return 1 end", "function() while true do end end"])
    default: data.pick([#""cart""#, "{ screen = 5 }", #"{ screen = "a", event = "b" }"#, "{}"])
    }
  }

  /// A rule on an event (a count and a window, right or wrong) or on a parameter.
  static func rule(_ data: inout FuzzedData) -> String {
    if data.bool() {
      let count = data.pick(["1", "2", "3", "0", "-1", "1.5", #""x""#])
      let within = data.pick(["nil", #""1m""#, #""7d""#, #""0d""#, #""forever""#, "60"])
      return "{ event = \(lua(data.pick(events))), count = \(count), within = \(within) }"
    }
    return #"{ parameter = "plan", equals = "# + data.pick([#""pro""#, #""free""#, "3", "true", "{}"]) + " }"
  }

  /// The app file: its tours (perhaps one missing or outside the folder), a frequency, a
  /// cooldown, groups and priority naming tours by id (or not).
  static func appFile(_ data: inout FuzzedData, ids: [String], count: Int) -> String {
    var files = (0..<count).map { lua("t\($0).lua") }
    if data.int(in: 0...15) == 0 { files.append(lua(data.pick(["missing.lua", "../t0.lua", "t0.lua"]))) }
    var fields = ["tours = { \(files.joined(separator: ", ")) }"]
    if data.bool() { fields.append("displayFrequency = \(lua(data.pick(["hourly", "daily", "immediate", "often"])))") }
    if data.bool() { fields.append("cooldown = \(data.pick(["0", "60", "3600", "-5", #""x""#]))") }
    if data.bool(), ids.count >= 2 {
      let members = (0..<data.int(in: 1...3)).map { _ in lua(data.pick(ids + ["nobody"])) }
      fields.append("groups = { { \(members.joined(separator: ", ")), order = \(lua(data.pick(["ordered", "firstAvailable", "random"]))) } }")
    }
    if data.bool() { fields.append("priority = { \(lua(data.pick(ids + ["nobody"]))) }") }
    return "return {\n  " + fields.joined(separator: ",\n  ") + "\n}\n"
  }

  /// A command of the app's: a screen, an event, a parameter, a tap, a wait.
  static func command(_ data: inout FuzzedData, _ ids: [String]) -> (InputCommand, String) {
    switch data.int(in: 0...7) {
    case 0, 1:
      let screen = data.pick(screens)
      return (.navigate(screen), "navigate \(screen)")
    case 2, 3:
      let event = data.pick(events)
      return (.event(event), "event \(event)")
    case 4:
      let value = data.pick([#""pro""#, #""free""#, "3", "3.0", "true"])
      return (.set("plan", json: value), "set plan \(value)")
    case 5:
      let seconds = data.pick([1.0, 59, 3600, 86_400])
      return (.wait(seconds), "wait \(seconds)")
    case 6: return (.skip, "skip")
    default: return (.next, "next")
    }
  }

  /// A Lua string literal of `text`.
  static func lua(_ text: String) -> String {
    "\"" + text.unicodeScalars.map { $0 == "\"" || $0 == "\\" ? "\\" + String($0) : $0.value < 32 ? "\\\($0.value)" : String($0) }.joined() + "\""
  }
}
