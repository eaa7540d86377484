import TestSupport
import Testing
import TourCore
import TourLua

@Suite("Hooks run as coroutines")
struct HookTests {
  @Test("a hook that fails is reported with file, line and traceback, and counts as its default")
  func failingHooks() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        coachMarkWillLoadAt = function(ctl, index)
          if index == 2 then error("no decision") end
          return true
        end,
        shouldHandleOverlayTap = function() error({}) end,
        """))
    run.controller.overlay.isUserInteractionEnabled = true
    run.start().input("overlay")
    // The overlay tap comes first: its hook fails, counts as true, and the flow moves on to
    // mark 2, whose willLoad fails and counts as true.
    #expect(run.errors == ["tour.lua:21: (error object is a table value)", "tour.lua:18: no decision"])
    let last = try #require(run.log.records.last(where: { $0.name == "error" }))
    guard case .script(.error(_, let traceback)) = last else {
      Issue.record("the last error record is not a script error: \(last)")
      return
    }
    #expect(traceback == "stack traceback:\n\t[C]: in function 'error'\n\ttour.lua:18: in function <tour.lua:17>")
    #expect(run.log.lines(["willLoad", "overlayTap"]) == ["0.3 willLoad 1 true", "0.6 overlayTap 1 true", "0.9 willLoad 2 true"])
    #expect(run.tour.errorCount == 2)
  }

  @Test("hooks that answer with the wrong type are reported where they are defined")
  func wrongAnswers() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        coachMarkWillLoadAt = function(ctl, index) return "yes" end,
        coachMarkAt = function(ctl, index)
          if index == 1 then return nil end
          return { cutoutPath = 5 }
        end,
        """))
    run.start()
    #expect(
      run.errors == [
        "tour.lua:17: coachMarkWillLoadAt must return a boolean, got string",
        "tour.lua:18: coachMarkAt must return a mark (made with ctl.helper:makeCoachMark), or a list of marks, for mark 1, got nil",
        "tour.lua:17: coachMarkWillLoadAt must return a boolean, got string",
        "tour.lua:18: coachMarkAt returned a bad mark for mark 2: cutoutPath: path expected (made with tour.path), got number",
      ])
    #expect(run.log.lines(["willLoad", "end"]) == ["0.3 willLoad 1 true", "0.3 willLoad 2 true", "0.6 end false"])
  }

  @Test("a mark whose views failed shows the error in an error's colours, never an empty bubble; a missing hook still gets the default")
  func failedViews() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        coachMarkViewsAt = function(ctl, index, mark)
          if index == 1 then return ctl.helper:makeDefaultCoachViews { hint = "Hi", colour = "red" } end
          error("no views today")
        end,
        """))
    run.start().input("next")
    let announced = run.log.lines(["announce"])
    #expect(announced.count == 2)
    #expect(
      announced.first?.hasPrefix("0.6 announce 1 ⚠ tour.lua:18: bad argument #1 to 'makeDefaultCoachViews' (unknown option 'colour'") == true,
      "\(announced)")
    #expect(announced.last?.hasPrefix("1.2 announce 2 ⚠ tour.lua:19: no views today.") == true, "\(announced)")
    let views = try #require(run.controller.readout.shown?.views)
    guard case .defaultBody(let content, let style) = views.body.kind else {
      Issue.record("not a default body: \(views.body.kind)")
      return
    }
    #expect(content.hint == "⚠ tour.lua:19: no views today")
    #expect(style.borderColor?.hex == "#D70015FF" && style.innerColor?.hex == "#FFEBEAFF")
  }

  @Test("a nil answer means the default; a hook may return nothing")
  func nilAnswers() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        coachMarkWillLoadAt = function() end,
        """))
    run.start()
    #expect(run.errors == [])
    #expect(run.log.lines(["willLoad"]) == ["0.3 willLoad 1 true"])
  }

  @Test("a hook waits on the host clock, and tour.wait returns the time waited")
  func waiting() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl)
          tour.log(tour.now(), tour.wait(1.25), tour.now())
          local waited = coroutine.wrap(function() return tour.wait(0.5) end)()
          tour.log(waited, tour.now())
        end,
        """))
    run.start()
    #expect(run.logs == ["0.3\t1.25\t1.55", "0.5\t2.05"])
    #expect(run.log.lines(["didShow"]) == ["2.35 didShow 1 none"])
  }

  @Test("tour.after runs a callback later, given ctl; its errors are reported")
  func after() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        didShow = function(ctl, mark, index)
          if index == 1 then
            tour.after(0.5, function(c) tour.log("after", tour.now(), c == ctl) end)
            tour.after(1, function() ctl.flow:showNext() end)
            tour.after(0.2, function() error("late") end)
          end
        end,
        """))
    run.start().input("wait 2")
    #expect(run.logs == ["after\t1.1\ttrue"])
    #expect(run.errors == ["tour.lua:21: late"])
    #expect(run.log.lines(["willHide"]) == ["1.6 willHide 1"])
  }

  @Test("pending callbacks and waiting hooks are dropped when the tour ends")
  func cancelledAtEnd() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        didShow = function(ctl)
          tour.after(5, function() tour.log("too late") end)
          ctl:stop()
          tour.wait(10)
          tour.log("never")
        end,
        didEndShowingBySkipping = function() tour.log("end hook", tour.now()) end,
        """))
    run.start().input("wait 20")
    #expect(run.logs == ["end hook\t0.9"])
    #expect(!run.tour.hasSuspendedHooks)
  }

  @Test("yielding to the host without tour.wait is an error")
  func strayYield() throws {
    let run = try ScriptRun(ScriptRun.tour(marks: 1, "willShow = function() coroutine.yield(1) end,"))
    run.start()
    #expect(run.errors == ["tour.lua:17: willShow yielded to the host; use tour.wait(seconds) to wait"])
  }

  @Test("each hook call has its own budget, kept across its waits")
  func budgetAcrossWaits() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function()
          for round = 1, 10 do
            for i = 1, 20000 do end
            tour.wait(0.1)
          end
        end,
        didShow = function() for i = 1, 20000 do end end,
        """), configuration: LuaConfiguration(instructionBudget: 200_000))
    run.start()
    #expect(run.errors == ["tour.lua:19: instruction budget exceeded (200000 instructions)"])
  }

  @Test("a hook that loops on tour.wait(0) is stopped too")
  func waitZeroLoop() throws {
    let run = try ScriptRun(ScriptRun.tour(marks: 1, "willShow = function() while true do tour.wait(0) end end,"))
    run.start()
    #expect(run.errors == ["tour.lua:17: instruction budget exceeded (10000000 instructions)"])
  }

  @Test("call runs a tour function with numbers and strings")
  func call() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        greet = function(ctl, who, times) tour.log(who, times, math.type(times), ctl.flow.currentIndex) end,
        """))
    run.start()
    #expect(run.tour.call("greet", arguments: [.string("world"), .number(3)]))
    #expect(!run.tour.call("missing", arguments: []))
    run.session.settle()
    #expect(run.logs == ["world\t3\tinteger\t1"])
  }

  @Test("the stack is balanced after a whole tour with every kind of hook")
  func stackBalance() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 3,
        """
        skipView = { title = "Skip" },
        constraintsForSkipView = function(ctl, view, parent) return { 0, 0, 10, 10 } end,
        coachMarkWillLoadAt = function(ctl, index) return index ~= 2 end,
        willShow = function(ctl, mark) mark.maxWidth = 100 end,
        didShow = function(ctl, mark, index) tour.log(ctl.flow.currentIndex) end,
        willHide = function() error("oops") end,
        shouldHandleOverlayTap = function() return false end,
        """))
    run.controller.overlay.isUserInteractionEnabled = true
    run.start().input("overlay", "tap 300 300", "next", "next")
    #expect(run.tour.stackHeight == 0)
    #expect(run.logs == ["1", "3"])
    #expect(run.controller.skipViewFrame == Rect(x: 0, y: 0, width: 10, height: 10))
  }
}
