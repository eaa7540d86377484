import TestSupport
import Testing
import TourCore

/// Where tourhost and Instructions' own tests (written as tours) differed, each made to agree
/// or said: what the hooks after the layout get, Instructions' second argument of stop, a tap
/// no finger can make.
@Suite("Instructions' tests, as tours")
struct InstructionsParityTests {
  @Test("didShow, willHide and didHide get the mark with the arrow's side and the point of interest the layout computed")
  func computedMetadata() throws {
    let run = try ScriptRun(
      """
      local function seen(name, mark)
        local p = mark.pointOfInterest
        tour.log(name, tostring(mark.arrowOrientation), p and (p.x .. "," .. p.y) or "nil")
      end
      return {
        screen = { width = 375, height = 667, views = { { id = "v", frame = { 150, 500, 75, 40 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "v" } end,
        willShow = function(ctl, mark) seen("willShow", mark) end,
        didShow = function(ctl, mark) seen("didShow", mark) end,
        willHide = function(ctl, mark) seen("willHide", mark) end,
        didHide = function(ctl, mark) seen("didHide", mark) end,
      }
      """)
    run.start().input("next")
    #expect(
      run.logs == [
        "willShow\tnil\tnil", "didShow\tbottom\t187.5,520", "willHide\tbottom\t187.5,520", "didHide\tbottom\t187.5,520",
      ])
  }

  @Test("ctl:stop(false, true), Instructions' stop(immediately:emulatingSkip:), is a warning pointing to ctl:skip()")
  func stopEmulatingSkip() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        didEndShowingBySkipping = function(ctl, skipped) tour.log("skipped", tostring(skipped)) end,
        stopEmulating = function(ctl) ctl:stop(false, true) end,
        stopPlain = function(ctl) ctl:stop(false) end,
        """))
    run.start().input("call stopEmulating")
    #expect(
      run.warnings == [
        "tour.lua:18: ctl:stop takes one argument (immediately); to end the tour as skipped, as Instructions' emulatingSkip does, call ctl:skip()"
      ])
    #expect(run.logs == ["skipped\tfalse"])
    let plain = try ScriptRun(ScriptRun.tour(marks: 1, "stopPlain = function(ctl) ctl:stop(false) end,"))
    plain.start().input("call stopPlain")
    #expect(plain.warnings == [])
  }

  @Test("a tap outside the screen taps nothing and says so")
  func tapOutside() throws {
    let run = try ScriptRun(
      """
      return {
        screen = { width = 100, height = 100, views = { { id = "app", frame = { 0, 0, 100, 100 } } } },
        overlay = { isUserInteractionEnabled = true },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark {} end,
        shouldHandleOverlayTap = function() tour.log("overlay tap") return false end,
      }
      """)
    run.start().input("tap 150 150").input("tap 90 90")
    #expect(run.warnings == ["tap 150 150 is outside the 100×100 screen; nothing is tapped"])
    #expect(run.logs == ["overlay tap"])
  }
}

extension InstructionsParityTests {
  @Test("a view of no size and a frame of no size are treated alike: no cutout, the point of interest kept, a warning at the line")
  func targetOfNoSize() throws {
    let run = try ScriptRun(
      """
      return {
        screen = { width = 320, height = 480, views = { { id = "zero", frame = { 0, 0, 0, 0 } } } },
        numberOfCoachMarks = 2,
        coachMarkAt = function(ctl, index)
          if index == 1 then return ctl.helper:makeCoachMark { view = "zero", pointOfInterest = { 10, 20 } } end
          return ctl.helper:makeCoachMark { frame = { 0, 0, 0, 0 }, pointOfInterest = { 10, 20 } }
        end,
        didShow = function(ctl, mark, index)
          local p = mark.pointOfInterest
          tour.log(index, tostring(mark.cutoutPath), p.x .. "," .. p.y)
        end,
      }
      """)
    run.start().input("next")
    #expect(
      run.warnings == [
        "tour.lua:5: makeCoachMark: the view 'zero' has no size (0×0): the mark has no cutout",
        "tour.lua:6: makeCoachMark: the frame has no size (0×0): the mark has no cutout",
      ])
    #expect(run.logs == ["1\tnil\t10,20", "2\tnil\t10,20"])
    let cutouts = run.log.events.compactMap { if case .didShow(_, _, let layout) = $0 { layout.cutout == nil } else { nil } }
    #expect(cutouts == [true, true])
  }
}

extension InstructionsParityTests {
  @Test("overlay taps turned on while a mark shows are registered at once, for that mark")
  func overlayTapsAtOnce() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        shouldHandleOverlayTap = function(ctl, index) tour.log("overlay tap", index) return false end,
        enableTaps = function(ctl) ctl.overlay.isUserInteractionEnabled = true end,
        """))
    run.start().input("overlay", "call enableTaps", "overlay")
    #expect(run.logs == ["overlay tap\t1"])
  }
}
