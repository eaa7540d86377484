import Foundation
import TestSupport
import Testing
import TourCore
import TourHostKit

/// Input that plays the app's side: rotating with a new safe area, progress that
/// counts what was and will be shown, and a `cutout` tap that reaches the cutout.
@Suite("Rotation, progress and cutout taps")
struct FlowInputTests {
  @Test("resize takes a new safe area, from input and from scripts; the trace says it")
  func resizeWithSafeArea() throws {
    #expect(
      try InputParser.parse("resize 844 390 0 47 21 47", line: 1, source: "in")
        == .resize(Size(width: 844, height: 390), safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)))
    func error(_ line: String) -> String? {
      do {
        _ = try InputParser.parse(line, line: 2, source: "in")
        return nil
      } catch { return error.description }
    }
    #expect(error("resize 844 390 0 47") == "in:2: resize takes 2 or 6 numbers (resize WIDTH HEIGHT [TOP LEFT BOTTOM RIGHT]), got 4")
    #expect(error("resize 844 390 0 -1 0 0") == "in:2: resize: the safe area's insets must not be negative")
    #expect(error("resize 844 390 200 0 200 0") == "in:2: resize: the safe area leaves no room on a 844×390 screen")

    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      """
      return {
        screen = { width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
                   views = { { id = "top", frame = { 0, 100, 40, 40 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "top" } end,
        coachMarkViewsAt = function(ctl, index, mark)
          return { body = { width = 200, height = 60 }, arrow = { width = 15, height = 9 } }
        end,
        turn = function(ctl) ctl.screen:resize(390, 844, { top = 47, bottom = 34 }) end,
      }
      """)
    let result = try TourhostBinary.run(
      ["run", "tour.lua", "--headless", "--input", "-"], in: folder.url, input: "resize 844 390 0 47 21 47\ncall turn\n")
    #expect(result.status == 0)
    let resizes = result.lines.filter { $0.contains(#""event":"resize""#) }
    #expect(
      resizes == [
        #"{"t":0.6,"event":"resize","width":844,"height":390,"safeArea":[0,47,21,47]}"#,
        #"{"t":0.9,"event":"resize","width":390,"height":844,"safeArea":[47,0,34,0]}"#,
      ])
    // In landscape the mark's body keeps out of the side insets: its x is at least 47 + 20.
    let landscape = try #require(result.lines.first { $0.contains(#""event":"didShow","index":1,"change":"size""#) })
    #expect(landscape.contains(#""body":[67,"#))
  }

  @Test("a quarter turn gives the other orientation's insets, and turning back restores them")
  func rotation() {
    var rotation = ScreenRotation()
    let portrait = (Size(width: 393, height: 852), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let landscape = rotation.turn(portrait.0, portrait.1)
    #expect(landscape.0 == Size(width: 852, height: 393))
    #expect(landscape.1 == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    let back = rotation.turn(landscape.0, landscape.1)
    #expect(back.0 == portrait.0 && back.1 == portrait.1)
    var classic = ScreenRotation()
    #expect(classic.turn(Size(width: 375, height: 667), EdgeInsets(top: 20)).1 == .zero)
    var fromLandscape = ScreenRotation()
    #expect(
      fromLandscape.turn(Size(width: 844, height: 390), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)).1
        == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }

  @Test("progress counts what was and will be shown, with one total from the first mark: after a mark whose view never came, 3 of 5")
  func progressAfterMissedMark() throws {
    let source = """
      return {
        screen = { width = 390, height = 844, views = { { id = "a", frame = { 20, 100, 100, 40 } } } },
        numberOfCoachMarks = 5,
        coachMarkAt = function(ctl, index)
          if index == 3 then return ctl.helper:makeCoachMark { view = "late", wait = 1 } end
          return ctl.helper:makeCoachMark { view = "a" }
        end,
        coachMarkViewsAt = function(ctl, index, mark)
          local views = ctl.helper:makeDefaultCoachViews { progress = "Step {current} of {total}", hint = "Hi" }
          tour.log(index, (views.body.hint:gsub("\\n.*", "")))
          return views
        end,
      }
      """
    let run = try ScriptRun(source).start().input("next", "next", "wait 2", "next")
    #expect(run.logs == ["1\tStep 1 of 5", "2\tStep 2 of 5", "4\tStep 3 of 5", "5\tStep 4 of 5"])
    // Going back past the missed mark counts the marks that were shown and will be.
    let back = try ScriptRun(source).start().input("next", "next", "wait 2", "previous", "wait 2")
    #expect(back.logs == ["1\tStep 1 of 5", "2\tStep 2 of 5", "4\tStep 3 of 5", "2\tStep 2 of 5"])
  }

  @Test("cutout taps a point of the cutout that no mark covers, or says there is none")
  func cutoutTap() throws {
    func run(view: String = "page", body: String) throws -> ScriptRun {
      try ScriptRun(
        """
        return {
          screen = { width = 320, height = 480, views = {
            { id = "page", frame = { 0, 0, 320, 480 } }, { id = "box", frame = { 110, 190, 100, 100 } } } },
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl)
            return ctl.helper:makeCoachMark { view = "\(view)", advanceOn = "tap", isDisplayedOverCutoutPath = true }
          end,
          coachMarkViewsAt = function(ctl, index, mark)
            return { body = \(body) }
          end,
        }
        """
      ).start()
    }
    // The body covers the centre of the full-screen cutout: the tap goes just above it.
    let covered = try run(body: "{ width = 200, height = 100 }").input("cutout")
    #expect(covered.log.lines(["appTap", "end", "warning"]) == ["0.6 appTap page 160 188", "1.2 end false"])
    // A body bigger than the cutout, laid over it, leaves no point of it to tap.
    let whole = try run(view: "box", body: "{ width = 200, height = 300 }").input("cutout")
    #expect(
      whole.log.lines(["appTap", "end", "warning"]) == [
        "0.6 warning cutout: marks or the skip view cover the whole cutout; nothing was tapped"
      ])
  }
}
