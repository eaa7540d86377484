import Foundation
import TestSupport
import Testing

/// A script's tables read by the host, through the built binary: values that are not tables
/// where a table is expected (a number once reached liblua as a table pointer), lists whose
/// length `#` is huge though they hold a few entries (the host looped to it), and tables
/// shared in many places (expanded into 2^40 values). Every one is one message naming the
/// field, and the run ends.
@Suite("Hostile tables")
struct HostileTableTests {
  static let head = """
    local function sparse(k, v) local t = {} for e = k, 0, -1 do t[1 << e] = v end return t end
    local function D(n) local t = { 1 } for i = 1, n do t = { t, t } end return t end
    return { id = "t", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } },
    numberOfCoachMarks = 1, coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
    """
  static let views = "coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = 'h', next = 'ok' } end,"

  /// Runs `fields` (the rest of the tour table) headless with autoplay; gives the status, the
  /// trace's error messages and standard error.
  func run(_ fields: String, views: String = views) throws -> (status: Int32, errors: [String], stderr: String) {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.head + "\n" + views + "\n" + fields + "\n}\n")
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    return (result.status, result.errorMessages, result.stderr)
  }

  /// Runs an app file of one tour, `app.lua` being `source`.
  func runApp(_ source: String) throws -> TourhostBinary.Result {
    let folder = TemporaryDirectory()
    folder.write("a.lua", Self.head + Self.views + "}\n")
    folder.write("app.lua", source)
    return try TourhostBinary.run(["run", "app.lua", "--headless", "--autoplay"], in: folder.url)
  }

  func customBody(_ fields: String) -> String {
    "coachMarkViewsAt = function(ctl, i, m) return { body = { kind = 'rect', width = 100, height = 50, \(fields) } } end,"
  }

  @Test("a child that is not a table is a message naming it, never a crash", arguments: ["0x4141414141", "2.5", "'abc'", "true"])
  func childNotATable(value: String) throws {
    let got = ["0x4141414141": "number", "2.5": "number", "'abc'": "string", "true": "boolean"][value]!
    let flat = try run("", views: customBody("children = { \(value) }"))
    #expect(flat.status == 1)
    #expect(flat.errors == ["tour.lua:5: coachMarkViewsAt returned bad views for mark 1: body.children[1]: a view table expected, got \(got)"])
    let nested = try run("", views: customBody("children = { { kind = 'rect', children = { \(value) } } }"))
    #expect(nested.status == 1)
    #expect(
      nested.errors == [
        "tour.lua:5: coachMarkViewsAt returned bad views for mark 1: body.children[1].children[1]: a view table expected, got \(got)"
      ])
    let ornament = try run(
      "configureOrnamentsOfOverlay = function(ctl, o) o[1] = { kind = 'rect', frame = { 0, 0, 10, 10 }, children = { \(value) } } end")
    #expect(ornament.status == 1)
    #expect(
      ornament.errors == ["tour.lua:6: configureOrnamentsOfOverlay added a bad ornament: [1].children[1]: a view table expected, got \(got)"])
  }

  @Test("a list whose length is 2^40 but holds a few entries is walked to its first nil: a hole is one message")
  func sparseLists() throws {
    let padding = try run("", views: customBody("padding = sparse(40, 1)"))
    #expect(padding.status == 1)
    #expect(
      padding.errors == [
        "tour.lua:5: coachMarkViewsAt returned bad views for mark 1: body.padding: insets take 1, 2 or 4 numbers: a list with a hole: [3] is nil but [4] is set"
      ])
    let children = try run("", views: customBody("children = sparse(40, { kind = 'text', text = 'x' })"))
    #expect(
      children.errors == [
        "tour.lua:5: coachMarkViewsAt returned bad views for mark 1: body.children: a list with a hole: [3] is nil but [4] is set"
      ])
    let five = try run("", views: customBody("padding = { 1, 2, 3, 4, 5 }"))
    #expect(
      five.errors == ["tour.lua:5: coachMarkViewsAt returned bad views for mark 1: body.padding: insets take 1, 2 or 4 numbers: more than 4 numbers"]
    )
    // `own` names functions; a list of holes names what it holds before the first.
    let own = try run("own = sparse(40, 'x')")
    #expect(own.status == 0)
    #expect(own.errors.isEmpty)
  }

  @Test("an app's group whose length is 2^33 is one message naming it")
  func sparseGroup() throws {
    let result = try runApp(
      "local function sparse(k, v) local t = {} for e = k, 0, -1 do t[1 << e] = v end return t end\nreturn { tours = { 'a.lua' }, groups = { sparse(33, 't') } }\n"
    )
    #expect(result.status == 2)
    #expect(result.stderr == "tourhost: app.lua: groups[1]: a list with a hole: [3] is nil but [4] is set\n")
  }

  @Test("a table shared in many places is counted each time it is met: 41 tables are not 2^40 values")
  func sharedTables() throws {
    let message = "more than 1000000 values (a table met in several places counts each time it is met)"
    let rules = try run("rules = D(40)")
    #expect(rules.status == 2)
    #expect(rules.stderr == "tourhost: tour.lua:6: rules: \(message)\n")
    let trigger = try run("trigger = { screen = D(40) }")
    #expect(trigger.stderr == "tourhost: tour.lua:6: trigger.screen: \(message)\n")
    let addView = try run("didShow = function(ctl) ctl.screen:addView({ id = 'x', frame = { 0, 0, 1, 1 }, extra = D(40) }) end")
    #expect(addView.status == 1)
    #expect(addView.errors == ["tour.lua:6: bad argument #1 to 'addView' (extra: \(message))"])
    let app = try runApp(
      "local function D(n) local t = { 1 } for i = 1, n do t = { t, t } end return t end\nreturn { tours = { 'a.lua' }, priority = D(40) }\n")
    #expect(app.status == 2)
    #expect(app.stderr == "tourhost: app.lua: priority: \(message)\n")
  }

  @Test("every place the host reads a table, given each other Lua type, a sparse list or a wild number: a message, never a crash")
  func everyTableField() throws {
    let mark = "function(ctl, i) return ctl.helper:makeCoachMark { view = 'a' } end"
    func marks(_ value: String) -> [String] {
      [
        "coachMarkAt = function() return X end,", "coachMarkAt = function() return { { view = 'a' }, X } end,",
        "coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'a', cutoutPath = function() return X end } end,",
        "coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'a', cutoutPath = function() return tour.path.polygon { X, X, X } end } end,",
        "coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'a', cutoutPath = function() return tour.path.union { X, X } end } end,",
      ].map { $0.replacingOccurrences(of: "X", with: value) }
    }
    func fields(_ value: String) -> [String] {
      [
        "coachMarkViewsAt = function() return X end", "coachMarkViewsAt = function() return { body = X } end",
        "coachMarkViewsAt = function(ctl) local v = ctl.helper:makeDefaultCoachViews { hint = 'h', next = 'ok' } v.arrow = X return v end",
        "coachMarkViewsAt = function() return { body = { kind = 'rect', width = 100, height = 50, children = { X } } } end",
        "coachMarkViewsAt = function() return { body = { kind = 'rect', width = 100, height = 50, padding = X } } end",
        "coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = 'h', next = 'ok', actions = X } end",
        "coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = 'h', next = 'ok', image = X } end",
        "coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = 'h', next = 'ok', step = X } end",
        "skipView = X", "skipView = { title = 'S' }, constraintsForSkipView = function() return X end",
        "fetchIdleAnimation = function(ctl, v, i, m) m:animate { keyframes = X } end",
        "fetchAppearanceTransition = function(ctl, v, i, m) m:animate { alpha = 1, fromInitialState = X } end",
        "configureOrnamentsOfOverlay = function(ctl, o) o[1] = X end", "pages = { X }", "pages = { { id = 'p', marks = X } }",
        "screens = { s = { width = 390, height = 844, views = X } }, startScreen = 's'", "didShow = function() tour.state.x = X end",
        "own = X", "didShow = function(ctl) ctl.screen:addView(X) end", "didShow = function(ctl) ctl.screen:setFrame('a', X) end",
        "willShow = function(ctl) ctl.helper:updateCurrentCoachMark(X) end", "rules = X", "rules = { X }", "trigger = X",
        "overlay = X", "overlay = { backgroundColor = X }",
      ].map { $0.replacingOccurrences(of: "X", with: value) }
    }
    let values = ["0x4141414141", "2.5", "'abc'", "true", "function() end", "sparse(40, 1)", "sparse(40, { view = 'a' })", "D(40)"]
    var crashes: [String] = []
    for value in values {
      let cases =
        marks(value).map { ($0, Self.views) }
        + fields(value).map { field -> (String, String) in
          field.hasPrefix("coachMarkViewsAt") ? ("", field + ",") : (field, Self.views)
        }
      for (field, views) in cases {
        let folder = TemporaryDirectory()
        let marksFirst = field.hasPrefix("coachMarkAt")
        let source =
          marksFirst
          ? Self.head.replacingOccurrences(of: "coachMarkAt = \(mark),", with: field) + "\n" + views + "\n}\n"
          : Self.head + "\n" + views + "\n" + field + "\n}\n"
        folder.write("tour.lua", source)
        let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
        // 0: the value is allowed there; 1: a script error in the trace; 2: the tour does not load.
        if ![0, 1, 2].contains(result.status) { crashes.append("\(result.status): \(field) \(views)") }
        if result.status == 2, result.stderr.split(separator: "\n").count != 1 { crashes.append("two lines: \(result.stderr)") }
      }
    }
    #expect(crashes == [])
  }
}
