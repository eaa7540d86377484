import TestSupport
import Testing

@testable import TourLua

/// The bindings' shared rules: the registration table checks `self` for every method, and
/// every function keeps its stack promise.
@Suite("Bindings")
struct BindingTests {
  /// (Lua names a function called through a local '?', as it does its own.)
  @Test("every method of every host object refuses a call without its object, naming both")
  func selfCheck() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl, mark, index)
          local objects = { ctl = ctl, ["ctl.flow"] = ctl.flow, ["ctl.pages"] = ctl.pages,
                            ["ctl.helper"] = ctl.helper, ["ctl.screen"] = ctl.screen }
          local names = {}
          for name in pairs(objects) do names[#names + 1] = name end
          table.sort(names)
          for _, name in ipairs(names) do
            local methods = {}
            for method, value in pairs(objects[name]) do
              if type(value) == "function" then methods[#methods + 1] = method end
            end
            table.sort(methods)
            for _, method in ipairs(methods) do
              tour.log(select(2, pcall(objects[name][method], {})))
            end
          end
        end,
        """))
    run.start()
    #expect(
      run.logs == [
        "bad argument #1 to '?' (ctl expected; call it as ctl:prepareForChange(...))",
        "bad argument #1 to '?' (ctl expected; call it as ctl:restoreAfterChangeDidComplete(...))",
        "bad argument #1 to '?' (ctl expected; call it as ctl:skip(...))",
        "bad argument #1 to '?' (ctl expected; call it as ctl:stop(...))",
        "bad argument #1 to '?' (ctl.flow expected; call it as ctl.flow:pause(...))",
        "bad argument #1 to '?' (ctl.flow expected; call it as ctl.flow:resume(...))",
        "bad argument #1 to '?' (ctl.flow expected; call it as ctl.flow:showNext(...))",
        "bad argument #1 to '?' (ctl.flow expected; call it as ctl.flow:showPrevious(...))",
        "bad argument #1 to '?' (ctl.helper expected; call it as ctl.helper:makeCoachMark(...))",
        "bad argument #1 to '?' (ctl.helper expected; call it as ctl.helper:makeDefaultCoachViews(...))",
        "bad argument #1 to '?' (ctl.helper expected; call it as ctl.helper:updateCurrentCoachMark(...))",
        "bad argument #1 to '?' (ctl.pages expected; call it as ctl.pages:next(...))",
        "bad argument #1 to '?' (ctl.pages expected; call it as ctl.pages:previous(...))",
        "bad argument #1 to '?' (ctl.screen expected; call it as ctl.screen:addView(...))",
        "bad argument #1 to '?' (ctl.screen expected; call it as ctl.screen:animate(...))",
        "bad argument #1 to '?' (ctl.screen expected; call it as ctl.screen:frame(...))",
        "bad argument #1 to '?' (ctl.screen expected; call it as ctl.screen:navigate(...))",
        "bad argument #1 to '?' (ctl.screen expected; call it as ctl.screen:removeView(...))",
        "bad argument #1 to '?' (ctl.screen expected; call it as ctl.screen:resize(...))",
        "bad argument #1 to '?' (ctl.screen expected; call it as ctl.screen:setFrame(...))",
      ])
    #expect(run.tour.stackHeight == 0)
  }

  @Test("a function that leaves more or fewer values than it returns is named")
  func stackPromise() {
    #expect(StackPromise.problem("ctl.screen:frame", arguments: 2, top: 3, results: 1) == nil)
    #expect(StackPromise.problem("ctl.screen:frame", arguments: 2, top: 2, results: 0) == nil)
    #expect(
      StackPromise.problem("ctl.screen:frame", arguments: 2, top: 4, results: 1)
        == "ctl.screen:frame returned 1 results but left the stack 2 values above its 2 arguments")
    #expect(
      StackPromise.problem("tour.rect", arguments: 4, top: 3, results: 1)
        == "tour.rect returned 1 results but left the stack -1 values above its 4 arguments")
  }

  @Test("the hooks' names are their cases' names, and the tour's function fields are the hooks")
  func hookNames() {
    #expect(
      Hook.allCases.map(\.name) == [
        "numberOfCoachMarks", "coachMarkAt", "coachMarkViewsAt", "coachMarkWillLoadAt", "willShow", "didShow", "willHide",
        "didHide", "didEndShowingBySkipping", "shouldHandleOverlayTap", "configureOrnamentsOfOverlay",
        "constraintsForSkipView", "fetchAppearanceTransition", "fetchDisappearanceTransition", "fetchIdleAnimation",
        "isEligible", "didSelectAction", "didSelectLink",
      ])
    #expect(TourFields.hooks == Array(Hook.allCases.dropFirst().map(\.name)))
    #expect(Hook.allCases.map(\.index) == Array(0..<18))
  }

  @Test("a message quotes at most 80 characters of a script's text, with its length (the fuzzer made megabyte messages)")
  func longTextInMessages() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl, mark, index)
          tour.log(select(2, pcall(function() ctl.helper:makeCoachMark { view = string.rep("x", 1000) } end)))
          tour.log(select(2, pcall(function() ctl.flow:pause(string.rep("y", 100)) end)))
        end,
        """))
    run.start()
    let x = String(repeating: "x", count: 80)
    let y = String(repeating: "y", count: 80)
    #expect(
      run.logs.map { $0.replacingOccurrences(of: #"tour.lua:\d+: "#, with: "", options: .regularExpression) } == [
        "bad argument #1 to 'makeCoachMark' (unknown view '\(x)… (1000 characters)')",
        "bad argument #1 to 'pause' (one of 'hideNothing', 'hideInstructions', 'hideOverlay' expected, got '\(y)… (100 characters)')",
      ])
  }
}
