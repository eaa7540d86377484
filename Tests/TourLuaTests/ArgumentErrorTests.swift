import TestSupport
import Testing
import TourLua

/// Every message a script can get from a bad call, word for word, worded like Lua's own.
@Suite("Argument errors")
struct ArgumentErrorTests {
  /// Runs each statement under pcall in willShow and returns the error messages.
  func messages(_ statements: [String]) throws -> [String] {
    let body = statements.map { "tour.log(select(2, pcall(function() \($0) end)))" }.joined(separator: "\n")
    let run = try ScriptRun(ScriptRun.tour(marks: 1, "willShow = function(ctl, mark, index)\n\(body)\nend,"))
    run.start()
    #expect(run.tour.stackHeight == 0)
    return run.logs.map { $0.replacingOccurrences(of: #"tour.lua:\d+: "#, with: "", options: .regularExpression) }
  }

  @Test("makeCoachMark")
  func makeCoachMark() throws {
    #expect(
      try messages([
        "ctl.helper:makeCoachMark { view = 'nope' }",
        "ctl.helper:makeCoachMark { view = 'b', frame = { 0, 0, 1, 1 } }",
        "ctl.helper:makeCoachMark { veiw = 'a' }",
        "ctl.helper:makeCoachMark { colour = 'red' }",
        "ctl.helper:makeCoachMark { [1] = 'a' }",
        "ctl.helper:makeCoachMark { frame = { 1, 2, 3 } }",
        "ctl.helper:makeCoachMark { frame = { x = 1, y = 2, width = 3 } }",
        "ctl.helper:makeCoachMark { frame = 'a' }",
        "ctl.helper:makeCoachMark { view = 'a', maxWidth = -1 }",
        "ctl.helper:makeCoachMark { view = 'a', arrowOrientation = 'up' }",
        "ctl.helper:makeCoachMark { view = 'a', isDisplayedOverCutoutPath = 1 }",
        "ctl.helper:makeCoachMark { view = 'a', cutoutPath = 5 }",
        "ctl.helper:makeCoachMark { cutoutPath = function(frame) return tour.path.rect(frame) end }",
        "ctl.helper:makeCoachMark { within = 'a' }",
        "ctl.helper:makeCoachMark 'a'",
        "ctl.helper.makeCoachMark { view = 'a' }",
      ]) == [
        "bad argument #1 to 'makeCoachMark' (unknown view 'nope')",
        "bad argument #1 to 'makeCoachMark' (give either view, or frame (with an optional within), not both)",
        "bad argument #1 to 'makeCoachMark' (unknown option 'veiw'; did you mean 'view'? valid options: advanceOn, arrowOrientation, check, cutoutCornerRadius, cutoutPadding, cutoutPath, frame, gapBetweenBodyAndArrow, gapBetweenCoachMarkAndCutoutPath, horizontalMargin, id, isDisplayedOverCutoutPath, isOverlayInteractionEnabled, isUserInteractionEnabledInsideCutoutPath, maxWidth, onMissing, pointOfInterest, screen, scroll, transition, view, wait, waitFor, within)",
        "bad argument #1 to 'makeCoachMark' (unknown option 'colour'; valid options: advanceOn, arrowOrientation, check, cutoutCornerRadius, cutoutPadding, cutoutPath, frame, gapBetweenBodyAndArrow, gapBetweenCoachMarkAndCutoutPath, horizontalMargin, id, isDisplayedOverCutoutPath, isOverlayInteractionEnabled, isUserInteractionEnabledInsideCutoutPath, maxWidth, onMissing, pointOfInterest, screen, scroll, transition, view, wait, waitFor, within)",
        "bad argument #1 to 'makeCoachMark' (options must be named, got a number key)",
        "bad argument #1 to 'makeCoachMark' (frame: rect {x, y, w, h} needs a number at [4], got nothing)",
        "bad argument #1 to 'makeCoachMark' (frame: rect {x, y, w, h} needs a number at height, got nothing)",
        "bad argument #1 to 'makeCoachMark' (frame: rect expected ({x, y, w, h}), got string)",
        "bad argument #1 to 'makeCoachMark' (maxWidth: must not be negative, got -1)",
        "bad argument #1 to 'makeCoachMark' (arrowOrientation: one of 'top', 'bottom', 'left', 'right' expected, got 'up')",
        "bad argument #1 to 'makeCoachMark' (isDisplayedOverCutoutPath: boolean expected, got number)",
        "bad argument #1 to 'makeCoachMark' (cutoutPath: path expected (made with tour.path), got number)",
        "bad argument #1 to 'makeCoachMark' (cutoutPath: a function needs a view or a frame to be given)",
        "bad argument #1 to 'makeCoachMark' (within needs a frame (in that view's coordinates))",
        "bad argument #1 to 'makeCoachMark' (table expected, got string)",
        "bad argument #1 to 'makeCoachMark' (ctl.helper expected; call it as ctl.helper:makeCoachMark(...))",
      ])
  }

  @Test("the flow, the screen and the overlay")
  func controller() throws {
    #expect(
      try messages([
        "ctl.flow:showNext(1.5)",
        "ctl.flow:showPrevious('one')",
        "ctl.flow:pause('hideEverything')",
        "ctl.flow.showNext()",
        "return ctl.flow.curentIndex",
        "ctl.flow.currentIndex = 2",
        "ctl.flow.extra = 1",
        "ctl:stop('now')",
        "return ctl.screen:frame('nope')",
        "ctl.screen:setFrame('a', { 1, 2 })",
        "ctl.overlay.backgroundColor = 'red'",
        "ctl.overlay.blurEffectStyle = 'heavy'",
        "ctl.overlay.fadeAnimationDuration = -1",
        "ctl.overlay.fadeAnimationDuration = 0/0",
        "ctl.overlay.isUserInteractionEnabled = 'yes'",
        "ctl.overlay.color = '#FFFFFFFF'",
        "return ctl.overlay.opacity",
        "return ctl.helpr",
      ]) == [
        "bad argument #1 to 'showNext' (number has no integer representation)",
        "bad argument #1 to 'showPrevious' (number expected, got string)",
        "bad argument #1 to 'pause' (one of 'hideNothing', 'hideInstructions', 'hideOverlay' expected, got 'hideEverything')",
        "bad argument #1 to 'showNext' (ctl.flow expected; call it as ctl.flow:showNext(...))",
        "ctl.flow has no member 'curentIndex' (did you mean 'currentIndex'?)",
        "ctl.flow.currentIndex is read-only",
        "ctl.flow has no member 'extra'; scripts cannot add members to it",
        "bad argument #1 to 'stop' (boolean expected, got string)",
        "bad argument #1 to 'frame' (unknown view 'nope')",
        "bad argument #2 to 'setFrame' (rect {x, y, w, h} needs a number at [3], got nothing)",
        "ctl.overlay.backgroundColor: a colour \"#RRGGBBAA\" expected, got 'red'",
        "ctl.overlay.blurEffectStyle: one of 'light', 'dark', 'extraLight', 'regular', 'prominent' expected, got 'heavy'",
        "ctl.overlay.fadeAnimationDuration: seconds must not be negative, got -1",
        "ctl.overlay.fadeAnimationDuration: number must be finite, got nan",
        "ctl.overlay.isUserInteractionEnabled: boolean expected, got string",
        "ctl.overlay.color is Instructions 1.x's name; it is now ctl.overlay.backgroundColor",
        "ctl.overlay has no member 'opacity'",
        "ctl has no member 'helpr' (did you mean 'helper'?)",
      ])
  }

  @Test("the tour global")
  func tourGlobal() throws {
    #expect(
      try messages([
        "tour.rect(1, 2, 'x', 4)",
        "tour.rect(1, 2, 3, 0/0)",
        "tour.point(1)",
        "tour.path.roundedRect(tour.rect(0, 0, 1, 1), -2)",
        "tour.path.polygon { { 0, 0 }, { 1, 1 } }",
        "tour.path.polygon { { 0, 0 }, { 1, 1 }, 'x' }",
        "tour.path.oval(5)",
        "tour.path.union {}",
        "tour.after(-1, print)",
        "tour.after(1)",
        "tour.wait(-1)",
        "tour.wait()",
        "tour.wait('soon')",
      ]) == [
        "bad argument #3 to 'rect' (number expected, got string)",
        "bad argument #4 to 'rect' (number must be finite, got nan)",
        "bad argument #2 to 'point' (number expected, got no value)",
        "bad argument #2 to 'roundedRect' (radius must not be negative)",
        "bad argument #1 to 'polygon' (points: a polygon needs at least 3 points, got 2)",
        "bad argument #1 to 'polygon' (points[3]: point expected ({x, y}), got string)",
        "bad argument #1 to 'oval' (rect expected ({x, y, w, h}), got number)",
        "bad argument #1 to 'union' (paths: a union needs at least one path)",
        "bad argument #1 to 'after' (seconds must not be negative)",
        "bad argument #2 to 'after' (function expected, got no value)",
        "bad argument #1 to 'wait' (seconds must not be negative)",
        "bad argument #1 to 'wait' (number expected, got no value)",
        "bad argument #1 to 'wait' (number expected, got string)",
      ])
  }

  @Test("errors name the line of the call, outside pcall too")
  func position() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl)
          ctl.helper:makeCoachMark { view = "nope" }
        end,
        """))
    run.start()
    #expect(run.errors == ["tour.lua:18: bad argument #1 to 'makeCoachMark' (unknown view 'nope')"])
  }
}
