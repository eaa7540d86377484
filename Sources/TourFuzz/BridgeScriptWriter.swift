/// Writes a tour script from fuzzer bytes: a tour table with a screen (or several, or pages),
/// every hook of API.md sections 1, 2 and 5, and functions the input can `call`. Hook bodies
/// call every function of the API (`ctl.flow`, `ctl.helper`, `ctl.screen`, `ctl.overlay`,
/// `ctl.pages`, `tour.*`, the sandboxed globals) with arguments of every kind: wrong types,
/// huge, negative and non-finite numbers, deep and cyclic tables, tables with hostile
/// metatables, unknown keys, functions that fail or loop, and nil.
///
/// Most calls are wrapped in `pcall` so that one failure does not end the hook; some are not,
/// so that errors reach the host too.
struct BridgeScriptWriter {
  var data: FuzzedData

  init(_ data: FuzzedData) {
    self.data = data
  }

  /// The names of the pilot functions the tour has (`call pilot1 ...`).
  static let pilots = ["pilot1", "pilot2"]
  static let viewNames = ["search", "tabBar", "tabBar.profile", "profile", "list", "list.row", "banner", "nope", ""]
  static let screenNames = ["home", "cart", "nowhere"]
  static let words = [
    "top", "bottom", "hideNothing", "hideInstructions", "hideOverlay", "linear", "easeIn", "easeOut", "easeInOut",
    "cubic", "discrete", "tap", "skip", "center", "stop", "leading", "trailing", "topLeading", "bottomTrailing", "ltr",
    "rtl", "light", "dark", "count", "collect", "#FF000080", "#12", "done", "tourhost", "util", "../etc/passwd",
    "/etc/passwd", "%d%s", "\\0", "\\u{202E}",
  ]
  static let markFields = [
    "view", "frame", "within", "pointOfInterest", "cutoutPath", "screen", "wait", "onMissing", "advanceOn",
    "arrowOrientation", "gapBetweenBodyAndArrow", "gapBetweenCoachMarkAndCutoutPath", "maxWidth", "horizontalMargin",
    "isDisplayedOverCutoutPath", "isOverlayInteractionEnabled", "isUserInteractionEnabledInsideCutoutPath", "waitFor",
    "hint", "position", "width", "scroll", "transition", "bogus",
  ]
  static let viewFields = [
    "withArrow", "arrowOrientation", "hint", "next", "nextLabelPosition", "withNextText", "progress", "innerColor",
    "borderColor", "cornerRadius", "textColor", "hintSize", "nextSize", "kind", "width", "height", "text", "children",
    "fill", "padding", "axis", "spacing", "size", "weight", "frame", "title", "back", "close", "dots", "actions", "image",
    "backOnFirst", "bogus",
  ]
  static let overlayFields = [
    "backgroundColor", "blurEffectStyle", "isUserInteractionEnabled", "isUserInteractionEnabledInsideCutoutPath",
    "areTouchEventsForwarded", "fadeAnimationDuration", "bogus",
  ]
  static let numbers = [
    "0", "-1", "1", "2", "3", "0.5", "1e308", "-1e308", "math.huge", "-math.huge", "(0/0)", "math.mininteger",
    "math.maxinteger", "-0.0", "2^53", "1e-320", "100", "390", "844", "0.3",
  ]

  // MARK: - The tour

  /// The whole script.
  mutating func tour() -> String {
    var fields: [String] = []
    switch data.int(in: 0...9) {
    case 0:
      fields.append("screens = { home = \(screen()), cart = \(screen()) }")
      fields.append("startScreen = \(data.bool() ? "\"home\"" : value(0))")
    case 1:
      fields.append("screen = \(value(1))")
    default:
      fields.append("screen = \(screen())")
    }
    if data.byte() < 40 {
      fields.append("pages = \(pages())")
    } else {
      fields.append("numberOfCoachMarks = \(data.byte() < 200 ? String(data.int(in: 0...5)) : hook(["ctl"], returning: value(0)))")
      fields.append("coachMarkAt = \(hook(["ctl", "index"], returning: data.byte() < 220 ? markExpression() : value(1)))")
      if data.bool() {
        fields.append("coachMarkViewsAt = \(hook(["ctl", "index", "mark", "part"], returning: data.byte() < 200 ? viewsExpression() : value(1)))")
      }
    }
    let hooks: [(String, [String], Bool)] = [
      ("coachMarkWillLoadAt", ["ctl", "index"], true), ("willShow", ["ctl", "mark", "index", "change"], false),
      ("didShow", ["ctl", "mark", "index", "change"], false), ("willHide", ["ctl", "mark", "index"], false),
      ("didHide", ["ctl", "mark", "index"], false), ("didEndShowingBySkipping", ["ctl", "skipped"], false),
      ("shouldHandleOverlayTap", ["ctl", "index"], true), ("configureOrnamentsOfOverlay", ["ctl", "ornaments"], false),
      ("constraintsForSkipView", ["ctl", "skipView", "parentFrame"], true),
      ("fetchAppearanceTransition", ["ctl", "markView", "index", "manager"], false),
      ("fetchDisappearanceTransition", ["ctl", "markView", "index", "manager"], false),
      ("fetchIdleAnimation", ["ctl", "markView", "index", "manager"], false),
      ("isEligible", ["ctl", "progress"], true),
    ]
    for (name, parameters, returns) in hooks where data.byte() < 110 {
      fields.append("\(name) = \(hook(parameters, returning: returns ? value(0) : nil))")
    }
    for pilot in Self.pilots where data.bool() {
      fields.append("\(pilot) = \(hook(["ctl", "a", "b"], returning: nil))")
    }
    if data.byte() < 80 { fields.append("skipView = \(data.bool() ? "{ title = \(string()) }" : value(1))") }
    if data.byte() < 60 { fields.append("overlay = \(record(Self.overlayFields, 1))") }
    if data.byte() < 30 { fields.append("appearance = \(value(0))") }
    for rule in ["once", "resume", "maxDisplayCount", "displayFrequency"] where data.byte() < 12 {
      fields.append("\(rule) = \(value(0))")
    }
    if data.byte() < 20 { fields.append("\(data.pick(["bogus", "willshow", "id"])) = \(value(0))") }
    var prologue = ""
    if data.byte() < 40 { prologue = statements([], count: data.int(in: 1...3)) }
    if data.byte() < 20 { prologue += "\nlocal util = require(\(data.bool() ? "\"util\"" : value(0)))\n" }
    let body = "return {\n  " + fields.joined(separator: ",\n  ") + ",\n}\n"
    return prologue + "\n" + (data.byte() < 8 ? value(1) + "\n" : body)
  }

  /// A module beside the script (`require "util"`).
  mutating func module() -> String {
    statements([], count: data.int(in: 0...2)) + "\nreturn \(value(1))\n"
  }

  mutating func screen() -> String {
    let views = """
      views = {
          { id = "search", frame = { 16, 60, 358, 44 } },
          { id = "list", frame = { 0, 120, 390, 600 }, children = { { id = "row", frame = { 0, 0, 390, 60 } } } },
          { id = "tabBar", frame = { 0, 761, 390, 83 }, children = { { id = "profile", frame = { 292, 0, 98, 49 } } } },
        }
      """
    var fields = ["width = \(data.byte() < 220 ? "390" : number())", "height = \(data.byte() < 220 ? "844" : number())"]
    if data.byte() < 220 { fields.append(views) } else { fields.append("views = \(value(2))") }
    if data.byte() < 60 { fields.append("safeArea = \(data.bool() ? "{ top = 47, bottom = 34 }" : value(1))") }
    if data.byte() < 30 { fields.append("layoutDirection = \(data.bool() ? "\"rtl\"" : value(0))") }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  mutating func pages() -> String {
    let pages = (0..<data.int(in: 0...3)).map { _ -> String in
      let marks = (0..<data.int(in: 0...2)).map { _ in
        "{ view = \(viewName()), hint = \(string()), position = \(data.bool() ? "\"above\"" : value(0)) }"
      }
      return "{ id = \(string()), marks = { \(marks.joined(separator: ", ")) } }"
    }
    return data.byte() < 230 ? "{ " + pages.joined(separator: ", ") + " }" : value(2)
  }

  /// A hook: `function(parameters) statements [return value] end`.
  mutating func hook(_ parameters: [String], returning result: String?) -> String {
    let body = statements(parameters, count: data.int(in: 0...4))
    let ending = result.map { "\n    return \($0)" } ?? ""
    return "function(\(parameters.joined(separator: ", ")))\n\(body)\(ending)\n  end"
  }

  // MARK: - Statements

  mutating func statements(_ scope: [String], count: Int) -> String {
    (0..<count).map { _ in "    " + statement(scope) }.joined(separator: "\n")
  }

  mutating func statement(_ scope: [String]) -> String {
    let call = self.call(scope)
    switch data.byte() {
    case 0..<180: return "pcall(function() \(call) end)"
    case 180..<200: return "if \(value(0)) then \(call) end"
    default: return call
    }
  }

  /// One use of the API, as a statement.
  mutating func call(_ scope: [String]) -> String {
    let hasCtl = scope.contains("ctl")
    var choices = Self.tourCalls
    if hasCtl { choices += Self.ctlCalls }
    if scope.contains("mark") { choices += ["mark.\(data.pick(Self.markFields)) = %", "mark[1] = %", "setmetatable(mark, %)"] }
    if scope.contains("manager") {
      choices += [
        "manager.parameters.\(data.pick(["duration", "delay", "curve", "keyframeMode", "autoreverses", "bogus"])) = %",
        "manager:animate(\(animation()))", "manager:animate(%)", "manager.coachMark = %",
      ]
    }
    if scope.contains("ornaments") { choices += ["ornaments[#ornaments + 1] = \(viewTable())", "ornaments[1] = %"] }
    if scope.contains("progress") { choices += ["local _ = progress.\(data.pick(["seen", "events", "parameters", "bogus"]))"] }
    var template = data.pick(choices)
    while let range = template.range(of: "%") {
      template.replaceSubrange(range, with: value(1))
    }
    return template
  }

  static let tourCalls = [
    "tour.wait(%)", "tour.after(%, function(ctl) pcall(function() ctl.flow:showNext() end) end)", "tour.after(%, %)",
    "tour.log(%, %)", "print(%)", "tour.emit(%)", "local _ = tour.rect(%, %, %, %)", "local _ = tour.point(%, %)",
    "local _ = tour.path.rect(%)", "local _ = tour.path.roundedRect(%, %)", "local _ = tour.path.oval(%)",
    "local _ = tour.path.polygon(%)", "local _ = tour.path.union(%)", "local _ = tour.now(%)", "tour.state.x = %",
    "tour.state = %", "tour.wait = %", "local _ = require(%)", "local _ = load(%)", "local _ = load(%, %, %, %)",
    "collectgarbage(%)", "setmetatable(%, %)", "error(%)", "error(%, %)", "local _ = string.rep(%, %)",
    "local _ = string.format(%, %)", "local _ = string.find(%, %)", "local _ = tostring(%)", "local _ = #%",
    "local _ = % .. %", "local _ = % + %", "local _ = % < %", "local _ = table.concat(%)", "local _ = table.unpack(%)",
    "local _ = coroutine.wrap(%)()", "local _ = coroutine.resume(coroutine.create(%))",
    "local co = coroutine.wrap(function() tour.wait(%) end) co()", "local _ = getmetatable(%)", "local _ = pairs(%)",
    "local _ = next(%)", "local _ = select(%, %)", "local _ = rawget(%, %)", "rawset(%, %, %)", "local _ = rawlen(%)",
    "local _ = utf8.char(%)", "local _ = math.floor(%)", "local _ = os.date(%)", "local _ = pcall(%)",
    "local _ = xpcall(%, %)",
  ]

  static let ctlCalls = [
    "ctl.flow:showNext(%)", "ctl.flow:showPrevious(%)", "ctl.flow:pause(%)", "ctl.flow:resume(%)", "ctl:stop(%)",
    "ctl:skip(%)", "ctl:prepareForChange()", "ctl:restoreAfterChangeDidComplete()", "local _ = ctl.helper:makeCoachMark(%)",
    "local _ = ctl.helper:makeDefaultCoachViews(%)", "ctl.helper:updateCurrentCoachMark(%)",
    "ctl.helper:updateCurrentCoachMark(function(mark, converter) mark.maxWidth = % ; local _ = converter:convert(%, %) end)",
    "local _ = ctl.screen:frame(%)", "ctl.screen:setFrame(%, %)", "ctl.screen:animate(%, %, %, %)",
    "ctl.screen:navigate(%)", "ctl.screen:addView(%, %)", "ctl.screen:removeView(%)", "ctl.pages.next(%)",
    "ctl.pages.previous(%)", "local _ = ctl.pages.current", "local _ = ctl.flow.currentIndex", "ctl.flow.currentIndex = %",
    "local _ = ctl.flow.isPaused", "local _ = ctl.flow.numberOfCoachMarks", "local _ = ctl.screen.name",
    "local _ = ctl.screen.width", "ctl.overlay.backgroundColor = %", "ctl.overlay.isUserInteractionEnabled = %",
    "ctl.overlay.areTouchEventsForwarded = %", "ctl.overlay.fadeAnimationDuration = %", "ctl.overlay.blurEffectStyle = %",
    "ctl.overlay.isUserInteractionEnabledInsideCutoutPath = %", "ctl.overlay.bogus = %", "ctl.flow = %", "ctl.helper = %",
    "local _ = ctl.flow.showNext(%)", "local _ = ctl.screen.frame(%, %)",
  ]

  // MARK: - Values

  /// An expression of any kind; `depth` bounds the nesting of tables and functions.
  mutating func value(_ depth: Int) -> String {
    let kinds = depth > 0 ? 14 : 6
    switch data.int(in: 0...kinds) {
    case 0: return data.pick(["nil", "true", "false"])
    case 1, 2: return number()
    case 3, 4: return string()
    case 5: return viewName()
    case 6: return "{}"
    case 7: return "{ " + (0..<data.int(in: 0...4)).map { _ in value(depth - 1) }.joined(separator: ", ") + " }"
    case 8: return record(data.pick([Self.markFields, Self.viewFields, Self.overlayFields]), depth - 1)
    case 9:
      return data.pick(["{ \(number()), \(number()), \(number()), \(number()) }", "{ x = \(number()), y = \(number()) }", "tour.rect(1, 2, 3, 4)"])
    case 10: return hostile()
    case 11:
      return
        "function(...) \(data.bool() ? "return \(value(depth - 1))" : data.pick(["error(\"boom\")", "while true do end", "tour.wait(0.1)", "error({})"])) end"
    case 12: return markExpression()
    case 13: return viewsExpression()
    default: return data.pick(["ctl", "ctl.flow", "ctl.screen", "tour", "tour.path", "_ENV", "coroutine.create(function() end)", "string"])
    }
  }

  mutating func number() -> String { data.pick(Self.numbers) }

  mutating func string() -> String {
    switch data.int(in: 0...5) {
    case 0: return "\"\""
    case 1: return "string.rep(\"x\", \(data.pick(["100", "10000", "1000000", "1e7"])))"
    case 2: return "\"" + data.word(maxLength: 12) + "\""
    default: return "\"" + data.pick(Self.words) + "\""
    }
  }

  mutating func viewName() -> String { "\"\(data.pick(Self.viewNames))\"" }

  /// Values made to hurt whoever reads them.
  mutating func hostile() -> String {
    data.pick([
      "(function() local t = {} for i = 1, \(data.pick(["10", "63", "64", "65", "300", "100000"])) do t = { t } end return t end)()",
      "(function() local t = {} t[1] = t t.view = t t.frame = t return t end)()",
      "setmetatable({}, { __index = function() error(\"index\") end })",
      "setmetatable({}, { __index = function() while true do end end })",
      "setmetatable({}, { __newindex = function() error(\"newindex\") end })",
      "setmetatable({}, { __len = function() return 1e308 end, __tostring = function() return {} end })",
      "setmetatable({}, { __eq = function() error(\"eq\") end, __lt = function() while true do end end })",
      "setmetatable({ view = \"search\" }, { __pairs = function() error(\"pairs\") end, __metatable = false })",
      "{ [1.5] = 1, [true] = 2, [{}] = 3 }", "{ [1] = 1, [3] = 3 }", "{ [2^40] = 1 }", "{ 1, 2, x = 3 }",
      "{ frame = { 1, 2 } }", "{ frame = { 0/0, 1, 2, 3 } }", "{ cutoutPath = { { 0, 0 }, { 1 } } }",
      // A list whose length Lua gives as 2^40 though it holds 41 entries, and 41 tables that
      // share one another (2^40 values if read as a tree).
      "(function() local t = {} for e = 40, 0, -1 do t[1 << e] = e end return t end)()",
      "(function() local t = {} for i = 1, 40 do t = { t, t } end return t end)()",
    ])
  }

  mutating func record(_ fields: [String], _ depth: Int) -> String {
    let entries = (0..<data.int(in: 0...4)).map { _ in "\(data.pick(fields)) = \(value(depth))" }
    return "{ " + entries.joined(separator: ", ") + " }"
  }

  /// What `coachMarkAt` returns: mostly a real mark, sometimes a group.
  mutating func markExpression() -> String {
    func one() -> String {
      var options = ["view = \(viewName())"]
      if data.byte() < 60 { options = ["frame = \(value(1))"] }
      for _ in 0..<data.int(in: 0...3) { options.append("\(data.pick(Self.markFields)) = \(value(1))") }
      return "ctl.helper:makeCoachMark { \(options.joined(separator: ", ")) }"
    }
    switch data.int(in: 0...7) {
    case 0: return "{ \(one()), \(one()) }"
    case 1: return "{ \(one()), \(value(1)) }"
    default: return one()
    }
  }

  /// What `coachMarkViewsAt` returns.
  mutating func viewsExpression() -> String {
    switch data.int(in: 0...4) {
    case 0: return "{ body = \(viewTable()), arrow = \(data.bool() ? viewTable() : "nil") }"
    case 1: return "{ body = \(value(1)) }"
    default:
      return "ctl.helper:makeDefaultCoachViews \(record(Self.viewFields, 1))"
    }
  }

  mutating func viewTable() -> String {
    switch data.int(in: 0...3) {
    case 0: return "{ width = \(number()), height = \(number()) }"
    case 1:
      return "{ kind = \"rect\", padding = \(number()), children = { { kind = \"text\", text = \(string()), size = \(number()) } } }"
    case 2: return "{ kind = \(string()), frame = \(value(1)), text = \(string()) }"
    default: return record(Self.viewFields, 1)
    }
  }

  mutating func animation() -> String {
    var fields: [String] = []
    for name in ["alpha", "translation", "scale", "rotation", "fromInitialState", "completion", "keyframes"] where data.bool() {
      fields.append("\(name) = \(name == "keyframes" ? "{ { start = \(number()), duration = \(number()), scale = \(number()) } }" : value(1))")
    }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  // MARK: - Input

  /// Input command lines for the headless host.
  mutating func inputLines() -> [String] {
    (0..<data.int(in: 0...12)).map { _ in
      switch data.int(in: 0...17) {
      case 0, 1, 2: return "next"
      case 3: return "previous"
      case 4: return "overlay"
      case 5: return "cutout"
      case 6: return "skip"
      case 7: return "press"
      case 8: return "tap \(data.int(in: -10...400)) \(data.int(in: -10...850))"
      case 9, 10: return "wait \(data.pick(["0", "0.1", "0.3", "1", "2.5", "30", "100"]))"
      case 11: return "resize \(data.pick(["390 844", "844 390", "1 1", "100000 100000", "320 480"]))"
      case 12: return "call \(data.pick(Self.pilots)) \(data.pick(["", "1", "\"x\"", "-5 2", "1e308"]))"
      case 13: return "navigate \(data.pick(Self.screenNames))"
      case 14: return "event \(data.pick(["done", "x"]))"
      case 15: return "add {\"id\": \"banner\", \"frame\": [16, 80, 358, 60]\(data.bool() ? ", \"parent\": \"list\"" : "")}"
      case 16: return "remove \(data.pick(Self.viewNames.filter { !$0.isEmpty }))"
      default: return "set \(data.pick(["level", "x"])) \(data.pick(["3", "true", "\"word\""]))"
      }
    }
  }
}
