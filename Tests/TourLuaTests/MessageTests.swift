import Foundation
import TestSupport
import Testing
import TourLua

/// Messages that are the same on every run and name their line: every unknown key
/// at once in a stable order, screen files by line and column, hooks by where they are
/// defined, view fields by their path.
@Suite("Messages")
struct MessageTests {
  let valid = "numberOfCoachMarks = 1, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark {} end"

  func failure(_ source: String, files: [String: String] = [:]) -> String? {
    ScriptRun.loadFailure(source, files: files)
  }

  @Test("every unknown option in one message, sorted, each with its suggestion, whatever Lua's hash order")
  func unknownOptions() throws {
    let orders = [
      "veiw = 'a', gapBetweenCoachMarkAndCutout = 20, maxwidth = 100",
      "maxwidth = 100, veiw = 'a', gapBetweenCoachMarkAndCutout = 20",
      "gapBetweenCoachMarkAndCutout = 20, maxwidth = 100, veiw = 'a', [7] = nil",
    ]
    var messages: Set<String> = []
    for options in orders {
      for padding in 0..<6 {
        // Tables of different sizes hash their keys into different slots.
        let filler = (0..<padding).map { "t.k\($0) = nil" }.joined(separator: "; ")
        let run = try ScriptRun(
          ScriptRun.tour(
            marks: 1,
            """
            willShow = function(ctl)
              local t = { \(options) }
              \(filler)
              tour.log(select(2, pcall(function() return ctl.helper:makeCoachMark(t) end)))
            end,
            """))
        run.start()
        messages.formUnion(run.logs)
      }
    }
    #expect(
      messages.map { $0.replacingOccurrences(of: #"tour.lua:\d+: "#, with: "", options: .regularExpression) } == [
        "bad argument #1 to 'makeCoachMark' (unknown options 'gapBetweenCoachMarkAndCutout' (did you mean 'gapBetweenCoachMarkAndCutoutPath'?), 'maxwidth' (did you mean 'maxWidth'?), 'veiw' (did you mean 'view'?); valid options: advanceOn, arrowOrientation, check, cutoutCornerRadius, cutoutPadding, cutoutPath, frame, gapBetweenBodyAndArrow, gapBetweenCoachMarkAndCutoutPath, horizontalMargin, id, isDisplayedOverCutoutPath, isOverlayInteractionEnabled, isUserInteractionEnabledInsideCutoutPath, maxWidth, onMissing, pointOfInterest, screen, scroll, transition, view, wait, waitFor, within)"
      ])
  }

  @Test("a style given to makeDefaultCoachViews is refused with where it goes; another unknown option is not told so")
  func styleOption() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl)
          tour.log(select(2, pcall(function() return ctl.helper:makeDefaultCoachViews { hint = "Hi", colour = "#FF0000" } end)))
          tour.log(select(2, pcall(function() return ctl.helper:makeDefaultCoachViews { hnit = "Hi" } end)))
        end,
        """))
    run.start()
    let valid =
      "valid options: actions, arrowOrientation, back, backOnFirst, close, dots, hint, image, next, nextLabelPosition, progress, title, withArrow, withNextText"
    #expect(
      run.logs == [
        "tour.lua:18: bad argument #1 to 'makeDefaultCoachViews' (unknown option 'colour'; \(valid); the default views' colours, corner radius and "
          + "text sizes are fields of the views it returns, not options: local views = ctl.helper:makeDefaultCoachViews { hint = \"...\" }; "
          + "views.body.innerColor = \"#0B6E4F\"; views.arrow.innerColor = \"#0B6E4F\" (API.md, \"Styling the default views\"))",
        "tour.lua:19: bad argument #1 to 'makeDefaultCoachViews' (unknown option 'hnit'; did you mean 'hint'? \(valid))",
      ])
  }

  @Test("a sourceLanguage that is not a tag names its own type (it named the tour table's before)")
  func sourceLanguageType() {
    #expect(failure("return { \(valid), sourceLanguage = 5 }") == #"tour.lua:1: sourceLanguage must be a language tag such as "en", got number"#)
  }

  @Test("of several bad values in tour.state or a screen table, the first by key is reported")
  func firstBadValueByKey() throws {
    var messages: Set<String> = []
    for order in ["b = print, a = print, c = coroutine.create(print)", "c = coroutine.create(print), a = print, b = print"] {
      messages.insert(
        failure("return { \(valid), screen = { width = 100, height = 100, views = { { id = 'x', frame = { 0, 0, 1, 1 }, \(order) } } } }") ?? "")
    }
    #expect(messages == ["tour.lua:1: screen.views[1].a: function values cannot be stored here"])
  }

  @Test("a screen file's mistakes name their line and column, with a close name for an unknown field")
  func screenFilePositions() {
    let file = """
      {
        "width": 390, "height": 844,
        "views": [
          { "id": "bar", "frame": [0, 0, 390, 44],
            "childs": [] }
        ]
      }
      """
    #expect(
      failure("return { \(valid), screen = 'phone.json' }", files: ["phone.json": file])
        == "phone.json:5:7: views[1]: unknown field 'childs'; did you mean 'children'? valid fields: autoresizing, children, fill, frame, id, label, scroll, type"
    )
    #expect(
      failure("return { \(valid), screen = 'phone.json' }", files: ["phone.json": "{\n  \"width\": 390,\n  \"height\": \"tall\"\n}"])
        == "phone.json:3:13: height: a positive number within 1e9 expected, got 'tall'")
    #expect(
      failure("return { \(valid), screen = 'phone.json' }", files: ["phone.json": "{ \"width\": 390, \"width\": 2 }"])
        == "phone.json:1:17: invalid JSON: the key 'width' appears twice in one object")
    #expect(
      failure("return { \(valid), screen = 'phone.json' }", files: ["phone.json": String(repeating: "[", count: 300)])
        == "phone.json:1:257: invalid JSON: nested deeper than 256 levels")
  }

  @Test("misspelt hooks, Instructions' Swift names and unknown fields are named at their line")
  func fieldLines() throws {
    let run = try ScriptRun(
      """
      return {
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark {} end,
        coachMarkViewAt = function(ctl, index)
          return nil
        end,
        willShowCoachMark = function() end,
        coachMarksForIndex = function() end,
        coachMarksControllerDidShow = function() end,
        scren = { width = 3 },
        pilot = function() end,
      }
      """)
    run.start()
    #expect(run.warnings == ["tour.lua:10: unknown tour field 'scren' is ignored; did you mean 'screen'?"])
    let own = " (a function of the tour's own: list it in own = { ... })"
    #expect(
      run.errors == [
        "tour.lua:4: tour function 'coachMarkViewAt' is not a hook; did you mean 'coachMarkViewsAt'?" + own,
        "tour.lua:7: tour function 'willShowCoachMark' is not a hook; it looks like Instructions' Swift name for the hook 'willShow'" + own,
        "tour.lua:8: tour function 'coachMarksForIndex' is not a hook; it looks like Instructions' Swift name for the hook 'coachMarkAt'" + own,
        "tour.lua:9: tour function 'coachMarksControllerDidShow' is not a hook; it looks like Instructions' Swift name for the hook 'didShow'" + own,
      ])
  }

  @Test("a missing coachMarkAt or count suggests the field that looks like it, at its line")
  func missingHooks() {
    #expect(
      failure("return {\n  numberOfCoachMarks = 1,\n  coachMarkAT = function(ctl) end,\n}")
        == "tour.lua:3: the tour has no coachMarkAt function; did you mean 'coachMarkAT'?")
    #expect(
      failure("return {\n  numberOfCoachMarks = 1,\n  coachMarkForIndex = function(ctl) end,\n}")
        == "tour.lua:3: the tour has no coachMarkAt function; did you mean 'coachMarkForIndex'?")
    #expect(
      failure("return {\n  coachMarkAt = function(ctl) end,\n  numberOfCoachmarks = 2,\n}")
        == "tour.lua:3: the tour has no numberOfCoachMarks (a number, or a function returning one); did you mean 'numberOfCoachmarks'?")
    #expect(failure("local x = 1\n\nreturn {\n  numberOfCoachMarks = 1,\n}") == "tour.lua:3: the tour has no coachMarkAt function")
  }

  @Test("a bad field in the views coachMarkViewsAt returns is named by its path")
  func viewFieldPaths() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        coachMarkViewsAt = function(ctl, index, mark)
          return { body = { kind = "defaultBody", hint = "hi" }, arrow = { kind = "rect", width = 10, height = 10, children = { { kind = "text", size = 3 } } } }
        end,
        """))
    run.start()
    #expect(run.errors == ["tour.lua:17: coachMarkViewsAt returned bad views for mark 1: arrow.children[1].text: a string is required"])
  }
}
