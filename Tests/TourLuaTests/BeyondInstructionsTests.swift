import TestSupport
import Testing
import TourCore
import TourLua

/// What tourhost adds to Instructions, through a real Lua state: groups, pages, screens,
/// guided steps, waiting for views, rules, and their messages word for word.
@Suite("Beyond Instructions, from scripts")
struct BeyondInstructionsTests {
  static let screen =
    #"screen = { width = 390, height = 844, views = { { id = "a", frame = { 16, 100, 100, 40 } }, { id = "b", frame = { 16, 600, 100, 40 } } } },"#

  func failure(_ source: String) -> String? {
    do {
      _ = try ScriptRun(source)
      return nil
    } catch {
      return error.message
    }
  }

  func errors(_ fields: String, input: String...) throws -> [String] {
    let run = try ScriptRun("return {\n" + Self.screen + "\n" + fields + "\n}")
    run.start()
    for line in input { run.input(line) }
    return run.errors
  }

  @Test("a list of marks is a group: hooks get the list, coachMarkViewsAt gets each part")
  func groups() throws {
    let run = try ScriptRun(
      "return {\n" + Self.screen + #"""
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return { ctl.helper:makeCoachMark { view = "a" }, ctl.helper:makeCoachMark { view = "b" } } end,
          coachMarkViewsAt = function(ctl, index, mark, part)
            tour.log("views", index, part, mark.cutoutPath.rect.y)
            return { body = { width = 100, height = 40 } }
          end,
          willShow = function(ctl, marks, index)
            tour.log("willShow", #marks)
            marks[2].maxWidth = 90
          end,
          didShow = function(ctl, marks) tour.log("didShow", marks[2].maxWidth) end,
        }
        """#)
    run.start()
    #expect(run.errors == [])
    #expect(run.logs == ["willShow\t2", "views\t1\t1\t96", "views\t1\t2\t596", "didShow\t90"])
    guard case .didShow(_, _, let layout) = run.log.events.last(where: { $0.name == "didShow" }) else {
      Issue.record("no didShow")
      return
    }
    // Without arrows: part 1 below its view, part 2 (90 wide now) above its own.
    #expect(layout.parts.map(\.body) == [Rect(x: 20, y: 146, width: 100, height: 40), Rect(x: 21, y: 554, width: 90, height: 40)])
  }

  @Test("pages: checked at load, with the line of pages")
  func pagesErrors() {
    #expect(
      failure("return {\n" + Self.screen + "\n  pages = { { marks = { { view = 'a' } } } },\n}")
        == "tour.lua:3: pages[1].marks[1].hint: every mark of a page needs its text")
    #expect(
      failure("return {\n" + Self.screen + "\n  pages = { { marks = { { view = 'a', hint = 'x', position = 'left' } } } },\n}")
        == "tour.lua:3: pages[1].marks[1].position: one of 'above', 'below' expected, got 'left'")
    #expect(
      failure("return {\n" + Self.screen + "\n  pages = { { id = 'p', markz = {} } },\n}")
        == "tour.lua:3: pages[1]: unknown field 'markz'; did you mean 'marks'? valid fields: id, marks")
    #expect(failure("return {\n" + Self.screen + "\n  pages = {},\n}") == "tour.lua:3: a list of pages expected, got an empty table")
    #expect(
      failure("return {\n" + Self.screen + "\n  pages = { { marks = { { view = 'a', hint = 'x' } } } },\n  numberOfCoachMarks = 2,\n}")
        == "tour.lua:4: a tour of pages makes its own numberOfCoachMarks: remove it, or remove pages")
  }

  @Test("a page's view that does not exist: an error naming the page and the mark")
  func pageUnknownView() throws {
    #expect(
      try errors("pages = { { marks = { { view = 'a', hint = 'x' }, { view = 'zz', hint = 'y' } } } },")
        == ["tour.lua:3: pages[1].marks[2]: unknown view 'zz'"])
  }

  @Test("screens: checked at load; makeCoachMark and navigate name the screens there are")
  func screensErrors() throws {
    let two = "screens = { home = { width = 320, height = 480 }, cart = { width = 320, height = 480 } },"
    #expect(
      failure("return {\n  " + two + "\n  numberOfCoachMarks = 1, coachMarkAt = function() end,\n}")
        == "tour.lua:2: with several screens, startScreen must say which one the app shows first (one of: cart, home)")
    #expect(
      failure("return {\n  " + two + "\n  startScreen = 'shop',\n  numberOfCoachMarks = 1, coachMarkAt = function() end,\n}")
        == "tour.lua:3: startScreen: no screen 'shop'; screens: cart, home")
    #expect(
      failure("return {\n  screen = { width = 10, height = 10 },\n  " + two + "\n  numberOfCoachMarks = 1, coachMarkAt = function() end,\n}")
        == "tour.lua:3: give either screen or screens, not both")
    let run = try ScriptRun(
      "return {\n  " + two + #"""
          startScreen = "home",
          numberOfCoachMarks = 2,
          coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { screen = index == 1 and "shop" or "home" } end,
          go = function(ctl) ctl.screen:navigate("shop") end,
        }
        """#)
    run.start().input("call go")
    #expect(
      run.errors == [
        "tour.lua:4: bad argument #1 to 'makeCoachMark' (unknown screen 'shop'; screens: cart, home)",
        "tour.lua:5: bad argument #1 to 'navigate' (unknown screen 'shop'; screens: cart, home)",
      ])
  }

  @Test("makeCoachMark's new options, checked word for word")
  func markOptions() throws {
    #expect(
      try errors("numberOfCoachMarks = 1, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'a', onMissing = 'stop' } end,")
        == ["tour.lua:3: bad argument #1 to 'makeCoachMark' (onMissing needs wait (the seconds to wait for the view))"])
    #expect(
      try errors("numberOfCoachMarks = 1, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'zz', wait = -1 } end,")
        == ["tour.lua:3: bad argument #1 to 'makeCoachMark' (wait: a positive number of seconds expected)"])
    #expect(
      try errors("numberOfCoachMarks = 1, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'a', advanceOn = 'swipe' } end,")
        == [#"tour.lua:3: bad argument #1 to 'makeCoachMark' (advanceOn: 'tap' or { event = "NAME" } expected, got 'swipe')"#])
    #expect(
      try errors(
        "numberOfCoachMarks = 1, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'a', advanceOn = { event = '' } } end,")
        == ["tour.lua:3: bad argument #1 to 'makeCoachMark' (advanceOn.event: the name of an event expected)"])
  }

  @Test("a mark waiting for a view carries what it waits for; addView and removeView from scripts")
  func waiting() throws {
    let run = try ScriptRun(
      "return {\n" + Self.screen + #"""
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl)
            local mark = ctl.helper:makeCoachMark { view = "later", wait = 2, onMissing = "center" }
            if mark.waitFor then
              tour.log(mark.waitFor.view, mark.waitFor.seconds, mark.waitFor.onMissing, mark.cutoutPath)
            else
              tour.log("found", mark.cutoutPath.rect.y)
            end
            return mark
          end,
          add = function(ctl) tour.log(ctl.screen:addView({ id = "later", frame = { 0, 0, 50, 50 } }, "a")) end,
          again = function(ctl) ctl.screen:addView({ id = "later", frame = { 0, 0, 50, 50 } }, "a") end,
          drop = function(ctl) ctl.screen:removeView("a.later") end,
        }
        """#)
    run.start().input("call add", "call again", "call drop", "call drop")
    // Once the view is there, coachMarkAt is asked again and finds it.
    #expect(run.logs == ["later\t2\tcenter\tnil", "a.later", "found\t96"])
    #expect(
      run.errors == [
        "tour.lua:13: bad argument #1 to 'addView' (a view 'later' is already there)",
        "tour.lua:14: bad argument #1 to 'removeView' (unknown view 'a.later')",
      ])
  }

  @Test("rules are checked at load")
  func rulesErrors() {
    let rest = "\n  numberOfCoachMarks = 1, coachMarkAt = function() end,\n}"
    #expect(failure("return {\n  once = 1," + rest) == "tour.lua:2: once must be true or false, got number")
    #expect(failure("return {\n  resume = 'yes'," + rest) == "tour.lua:2: resume must be true or false, got string")
    #expect(failure("return {\n  maxDisplayCount = 0," + rest) == "tour.lua:2: maxDisplayCount must be a whole number of starts (1 or more), got 0")
    #expect(
      failure("return {\n  displayFrequency = 'yearly'," + rest)
        == "tour.lua:2: displayFrequency: one of 'immediate', 'hourly', 'daily', 'weekly', 'monthly' expected, got 'yearly'")
  }

  @Test("tour.emit reports an event; a guided step waiting for it moves on")
  func emit() throws {
    let run = try ScriptRun(
      "return {\n" + Self.screen + #"""
          numberOfCoachMarks = 2,
          coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "a", advanceOn = { event = "done" } } end,
          ping = function(ctl, name) tour.emit(name) end,
        }
        """#)
    run.start().input("call ping other", "call ping done")
    #expect(
      run.log.lines(["appEvent", "willHide", "didShow"]) == [
        "0.6 didShow 1 none", "0.6 appEvent other", "0.6 appEvent done", "0.6 willHide 1", "1.2 didShow 2 none",
      ])
  }

  @Test("a guided step draws no next control (it would do nothing), and its bubble's close still closes")
  func guidedWithoutNext() throws {
    let run = try ScriptRun(
      "return {\n" + Self.screen + #"""
          numberOfCoachMarks = 2,
          coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "a", advanceOn = index == 1 and "tap" or nil } end,
          coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Tap it", next = "Next", close = true } end,
        }
        """#)
    run.start()
    let spoken = run.log.events.compactMap { if case .announce(_, let message) = $0 { message } else { nil } }
    #expect(spoken == ["Tap it. Step 1 of 2. Close, button."])
    let close = try #require(run.controller.touchScene.marks.first?.controls.first { $0.kind == .close }?.frame)
    run.input("tap \(close.midX.scriptText) \(close.midY.scriptText)")
    #expect(run.log.lines(["end"]) == ["0.9 end true close"])
  }
}
