import TestSupport
import Testing
import TourLua

/// Scripts that cannot run at all: one message naming the file, and the line when there is one.
@Suite("Loading a tour")
struct LoadingTests {
  func failure(_ source: String, files: [String: String] = [:]) -> String? {
    do {
      _ = try ScriptRun(source, files: files)
      return nil
    } catch {
      return error.message
    }
  }

  let valid = "numberOfCoachMarks = 1, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark {} end"

  @Test("syntax and runtime errors at load name the line")
  func luaErrors() {
    #expect(failure("return {\n  coachMarkAt = function() en,\n}") == "tour.lua:3: unexpected symbol near '}'")
    #expect(failure("local x = nil\nx.y = 1") == "tour.lua:2: attempt to index a nil value (local 'x')")
    #expect(failure("local t = {}\nfor i = 1, 1e9 do t[i] = i end") == "tour.lua:2: memory limit exceeded (64 MiB)")
    #expect(failure("while true do end") == "tour.lua:1: instruction budget exceeded (10000000 instructions)")
    #expect(failure("tour.wait(1)\nreturn {}") == "tour.lua:1: tour.wait can only be used inside a hook, not while the script loads")
    #expect(failure("\u{1B}Lua") == "tour.lua: attempt to load a binary chunk (mode is 't')")
  }

  @Test("an unclosed '{' is named where it was left open, not only where Lua noticed; a table closed right is not blamed")
  func unclosedBrace() {
    let steps = """
      local steps = {
        { view = "a", hint = "One" },
        { view = "b",
          hint = "Two" },
        -- a comment
        { view = "c", hint = "Three",
        { view = "d", hint = "Four" },
      }
      return { \(valid) }
      """
    #expect(
      failure(steps)
        == "tour.lua:9: '}' expected (to close '{' at line 1) near 'return'; line 6 opens a '{' that is not closed before line 7, "
        + "which is indented no deeper: a '}' missing there?")
    // Every inner table closed; the outer one is not: nothing better to say than Lua.
    #expect(failure("local t = {\n  { 1,\n    2 },\n  x = \"{\"\nreturn t") == "tour.lua:5: '}' expected (to close '{' at line 1) near 'return'")
    // In a module too.
    #expect(
      failure("local m = require('steps')\nreturn { \(valid) }", files: ["steps.lua": "return {\n  { a = 1,\n  { b = 2 },\n}\nlocal x = 1"])
        == "steps.lua:5: '}' expected (to close '{' at line 1) near 'local'; line 2 opens a '{' that is not closed before line 3, "
        + "which is indented no deeper: a '}' missing there?")
  }

  @Test("a script that does not describe a tour")
  func notATour() {
    #expect(failure("return 5") == "tour.lua: the script must return a table, got number")
    #expect(failure("local x = 1") == "tour.lua: the script must return a table, got nothing")
    #expect(failure("return { numberOfCoachMarks = 1 }") == "tour.lua:1: the tour has no coachMarkAt function")
    #expect(failure("return {\n  numberOfCoachMarks = 1,\n  coachMarkAt = 'a',\n}") == "tour.lua:3: coachMarkAt must be a function, got string")
    #expect(
      failure("return { coachMarkAt = function() end }") == "tour.lua:1: the tour has no numberOfCoachMarks (a number, or a function returning one)")
    #expect(
      failure("return {\n  numberOfCoachMarks = -1, coachMarkAt = function() end }")
        == "tour.lua:2: numberOfCoachMarks must be a whole number of marks from 0 to 100000, got -1")
    #expect(
      failure("return {\n  numberOfCoachMarks = 'two', coachMarkAt = function() end }")
        == "tour.lua:2: numberOfCoachMarks must be a number or a function, got string")
    #expect(failure("return { \(valid),\n  willShow = true }") == "tour.lua:2: willShow must be a function, got boolean")
    #expect(failure("return { \(valid),\n  id = 5 }") == "tour.lua:2: id must be a non-empty string, got number")
  }

  @Test("bad screens, overlays and skip views name the field")
  func badDescriptions() {
    #expect(
      failure("return { \(valid),\n  screen = { width = 320 } }") == "tour.lua:2: screen.height: a positive number within 1e9 expected, got nothing")
    #expect(
      failure("return { \(valid),\n  screen = { width = 320, height = 480, views = { { id = 'a.b', frame = { 0, 0, 1, 1 } } } } }")
        == "tour.lua:2: screen.views[1].id: 'a.b' contains a dot, which separates the ids of a key path")
    #expect(
      failure(
        "return { \(valid),\n  screen = { width = 320, height = 480, views = { { id = 'a', frame = { 0, 0, 1, 1 } }, { id = 'a', frame = { 0, 0, 1, 1 } } } } }"
      )
        == "tour.lua:2: screen.views[2].id: 'a' is already the id of a sibling view")
    #expect(
      failure("return { \(valid),\n  screen = { width = 320, height = 480, views = { { id = 'a' } } } }")
        == "tour.lua:2: screen.views[1].frame: a rect is required")
    #expect(
      failure("return { \(valid),\n  screen = { width = 320, hieght = 480 } }")
        == "tour.lua:2: screen: unknown field 'hieght'; did you mean 'height'? valid fields: height, image, layoutDirection, reduceTransparency, safeArea, views, width"
    )
    #expect(
      failure("return { \(valid),\n  screen = { width = 320, height = 480, layoutDirection = 'up' } }")
        == "tour.lua:2: screen.layoutDirection: 'ltr' or 'rtl' expected, got 'up'")
    #expect(
      failure("return { \(valid),\n  overlay = { backgroundColor = 'grey' } }")
        == "tour.lua:2: overlay.backgroundColor: a colour \"#RRGGBBAA\" expected, got 'grey'")
    #expect(
      failure("return { \(valid),\n  skipView = { titel = 'Skip' } }")
        == "tour.lua:2: skipView: unknown field 'titel'; did you mean 'title'? valid fields: borderColor, cornerRadius, height, highlightedBorderColor, highlightedInnerColor, innerColor, kind, textColor, title, titleKey, titleSize, width"
    )
  }

  @Test("screen files: missing, unknown kinds, bad JSON with its line")
  func screenFiles() {
    #expect(failure("return { \(valid), screen = 'none.json' }") == "tour.lua:1: screen: cannot read the screen file 'none.json' (no such file)")
    #expect(
      failure("return { \(valid), screen = 'screen.txt' }", files: ["screen.txt": "x"])
        == "tour.lua:1: screen: 'screen.txt' is not a screen file (.json or .lua) or a capture tourhost reads")
    #expect(
      failure("return { \(valid), screen = 's.json' }", files: ["s.json": "{\n \"width\": 320,\n \"height\" 480 }"])
        == "s.json:3:11: invalid JSON: a colon expected after the key 'height', got '4'")
    #expect(
      failure(
        "return { \(valid), screen = 's.json' }",
        files: ["s.json": "{ \"width\": 320, \"height\": 480, \"views\": [ { \"id\": \"a\", \"frame\": [0, 0, \"x\", 1] } ] }"])
        == "s.json:1:65: views[1].frame: rect expected ({x, y, w, h}) of finite numbers within ±1e9")
    #expect(
      failure("return { \(valid), screen = 's.lua' }", files: ["s.lua": "return 1"]) == "s.lua: the screen file must return a table, got number")
  }

  @Test("unknown fields are warnings, with a close name when there is one; a function named almost as a hook is an error")
  func unknownFields() throws {
    let run = try ScriptRun("return { \(valid), willshow = function() end, skipview = {}, back = function() end, colour = 1 }")
    run.start()
    #expect(
      run.warnings == [
        "tour.lua:1: unknown tour field 'colour' is ignored",
        "tour.lua:1: unknown tour field 'skipview' is ignored; did you mean 'skipView'?",
      ])
    #expect(
      run.errors == [
        "tour.lua:1: tour function 'willshow' is not a hook; did you mean 'willShow'? (a function of the tour's own: list it in own = { ... })"
      ])
    // A tour that says the function is its own: nothing said.
    let own = try ScriptRun("return { \(valid), willshow = function() end, own = { 'willshow' } }")
    own.start()
    #expect(own.warnings == [] && own.errors == [])
  }

  @Test("what a script logs while it loads appears once it has loaded")
  func loadLogs() throws {
    let run = try ScriptRun("tour.log('loading')\nreturn { \(valid) }")
    #expect(run.logs == ["loading"])
  }
}
