import Foundation
import TourCore
import TourHostKit
import TourLua

/// Fuzz target `tables`: the checked reader (`ScriptTable`). A generated Lua value
/// (`TableValueWriter`: every Lua type, wild-pointer numbers, lists whose `#` is huge, tables
/// shared in many places, records of the API's field names, nested) is put where the host
/// reads a table (`TableSites`), and the tour is loaded and played headless in a real Lua
/// state. Whatever the value: no crash, the Lua stack as it was, every error `tour.lua:LINE:`,
/// and the run ends.
public enum TablesFuzzer {
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-fuzz-tables-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// The script one input makes.
  public static func script(for bytes: [UInt8]) -> String {
    var writer = TableValueWriter(FuzzedData(bytes))
    let site = writer.data.pick(TableSites.all)
    let value = writer.value(depth: 0)
    return TableSites.tour(site.replacingOccurrences(of: "X", with: value))
  }

  public static func run(_ bytes: [UInt8]) -> [String] {
    let url = folder.appendingPathComponent("tour.lua")
    try? Data(script(for: bytes).utf8).write(to: url)
    let errors = ScriptErrors()
    let session: TourSession
    do {
      session = try TourSession(script: url, recorder: errors, configuration: FuzzedTour.limits, displayName: "tour.lua", progress: .memory)
    } catch {
      let message = error.message
      return message.hasPrefix("tour.lua") && !message.contains("\n") ? [] : ["a load error not naming the script: \(message)"]
    }
    var found: [String] = []
    session.start()
    session.settle()
    for _ in 0..<4 where !session.isFinished {
      session.enter(.next, as: "next")
      session.settle()
    }
    if session.tour.stackHeight != 0 { found.append("the Lua stack holds \(session.tour.stackHeight) values") }
    for message in errors.messages where !message.hasPrefix("tour.lua:") { found.append("an error not at a line: \(message)") }
    return found
  }
}

/// Where the host reads a table from a script, with `X` for the value (a field of the tour,
/// an argument, a hook's answer); the tests' list of table-expected fields, in Lua.
enum TableSites {
  static let all = [
    "coachMarkAt = function() return X end,", "coachMarkAt = function() return { { view = 'a' }, X } end,",
    "coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'a', cutoutPath = function() return X end } end,",
    "coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'a', cutoutPath = function() return tour.path.polygon(X) end } end,",
    "coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'a', cutoutPath = function() return tour.path.union(X) end } end,",
    "coachMarkViewsAt = function() return X end,", "coachMarkViewsAt = function() return { body = X } end,",
    "coachMarkViewsAt = function() return { body = { kind = 'rect', width = 100, height = 50, children = X } } end,",
    "coachMarkViewsAt = function() return { body = { kind = 'rect', width = 100, height = 50, padding = X } } end,",
    "coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = 'h', actions = X } end,",
    "coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = 'h', image = X } end,",
    "coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = 'h', step = X } end,",
    "skipView = X,", "fetchIdleAnimation = function(ctl, v, i, m) m:animate { keyframes = X } end,",
    "fetchAppearanceTransition = function(ctl, v, i, m) m:animate { alpha = 1, fromInitialState = X } end,",
    "configureOrnamentsOfOverlay = function(ctl, o) o[1] = X end,", "pages = X,",
    "screens = { s = { width = 390, height = 844, views = X } }, startScreen = 's',", "didShow = function() tour.state.x = X end,",
    "own = X,", "didShow = function(ctl) ctl.screen:addView(X) end,", "didShow = function(ctl) ctl.screen:setFrame('a', X) end,",
    "willShow = function(ctl) ctl.helper:updateCurrentCoachMark(X) end,", "rules = X,", "trigger = X,", "overlay = X,",
    "strings = X,", "check = X,",
  ]

  /// A one-mark tour with `field` (and the helpers the values use).
  static func tour(_ field: String) -> String {
    """
    local function sparse(k, v) local t = {} for e = k, 0, -1 do t[1 << e] = v end return t end
    local function D(n, leaf) local t = { leaf } for i = 1, n do t = { t, t } end return t end
    local tour_ = { id = "t", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "h", next = "ok" } end }
    local extra = { \(field) }
    for k, v in pairs(extra) do tour_[k] = v end
    return tour_
    """
  }
}

/// Lua expressions of every shape the host must survive where it reads a table.
struct TableValueWriter {
  var data: FuzzedData

  init(_ data: FuzzedData) { self.data = data }

  static let numbers = ["0x4141414141", "2.5", "0", "-1", "1e300", "(0/0)", "math.maxinteger", "2^53", "-0.0", "3"]
  static let names = [
    "view", "frame", "kind", "children", "padding", "text", "width", "height", "points", "paths", "body", "arrow", "id", "hint",
    "marks", "event", "count", "screen", "x", "y", "file", "title",
  ]
  static let kinds = ["'rect'", "'text'", "'image'", "'defaultBody'", "'polygon'", "'union'", "'oval'", "'nope'"]

  mutating func value(depth: Int) -> String {
    let choice = depth > 3 ? data.int(in: 0...5) : data.int(in: 0...13)
    switch choice {
    case 0: return data.pick(Self.numbers)
    case 1: return "'\(data.word())'"
    case 2: return data.bool() ? "true" : "false"
    case 3: return data.bool() ? "function() end" : "nil"
    case 4: return data.pick(Self.kinds)
    case 5: return "{}"
    case 6, 7: return "{ " + (0..<data.int(in: 1...5)).map { _ in value(depth: depth + 1) }.joined(separator: ", ") + " }"
    case 8, 9:
      let fields = (0..<data.int(in: 1...5)).map { _ in "\(data.pick(Self.names)) = \(value(depth: depth + 1))" }
      return "{ " + fields.joined(separator: ", ") + " }"
    case 10: return "sparse(\(data.int(in: 1...62)), \(value(depth: depth + 1)))"
    case 11: return "D(\(data.int(in: 1...45)), \(value(depth: depth + 1)))"
    case 12: return "(function() local s = \(value(depth: depth + 1)) return { s, s, s, s } end)()"
    default: return "{ [\(data.pick(["0", "-1", "1.5", "'1'", "true", "2^40"]))] = \(value(depth: depth + 1)) }"
    }
  }
}
