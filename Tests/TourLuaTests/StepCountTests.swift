import TestSupport
import Testing
import TourCore

/// The step a screen reader speaks is the step the progress line shows, whatever way the
/// flow came to the mark.
@Suite("Step counts")
struct StepCountTests {
  /// Five marks; with `progress`, each bubble's first line is `{current} of {total}` (which is
  /// then what is spoken).
  static func tour(progress: Bool = false, extra: String = "") -> String {
    ScriptRun.tour(
      marks: 5,
      """
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { \(progress ? "progress = \"{current} of {total}\"," : "") hint = "Mark " .. index, next = "Next" }
      end,
      \(extra)
      jump = function(ctl) ctl.flow:showNext(2) end,
      """)
  }

  @Test("a jump from step 1 to mark 4 is spoken as step 4 of 5, as its progress line reads (it was step 2 of 3)")
  func jump() throws {
    let run = try ScriptRun(Self.tour())
    run.start().input("call jump")
    #expect(
      run.log.lines(["announce"]) == ["0.6 announce 1 Mark 1. Step 1 of 5. Next, button.", "1.2 announce 4 Mark 4. Step 4 of 5. Next, button."])
    let drawn = try ScriptRun(Self.tour(progress: true))
    drawn.start().input("call jump")
    #expect(drawn.log.lines(["announce"]) == ["0.6 announce 1 Mark 1. 1 of 5. Next, button.", "1.2 announce 4 Mark 4. 4 of 5. Next, button."])
  }

  @Test("a mark declined by coachMarkWillLoadAt is not counted, before or after the one on show, from the first mark on")
  func declined() throws {
    let run = try ScriptRun(Self.tour(extra: "coachMarkWillLoadAt = function(ctl, index) return index ~= 2 end,"))
    run.start().input("next").input("next").input("previous")
    let spoken = run.log.lines(["announce"])
    #expect(
      spoken == [
        "0.6 announce 1 Mark 1. Step 1 of 4. Next, button.", "1.2 announce 3 Mark 3. Step 2 of 4. Next, button.",
        "1.8 announce 4 Mark 4. Step 3 of 4. Next, button.", "2.4 announce 3 Mark 3. Step 2 of 4. Next, button.",
      ])
  }

  @Test("two marks of five that do not load: the total is the same from the first mark to the last, with or without a progress line")
  func stableTotal() throws {
    let extra = "coachMarkWillLoadAt = function(ctl, index) return index ~= 2 and index ~= 4 end,"
    let spoken = try ScriptRun(Self.tour(extra: extra)).start().input("next", "next").log.lines(["announce"])
    #expect(
      spoken == [
        "0.6 announce 1 Mark 1. Step 1 of 3. Next, button.", "1.2 announce 3 Mark 3. Step 2 of 3. Next, button.",
        "1.8 announce 5 Mark 5. Step 3 of 3. Next, button.",
      ])
    let drawn = try ScriptRun(Self.tour(progress: true, extra: extra)).start().input("next", "next").log.lines(["announce"])
    #expect(
      drawn == [
        "0.6 announce 1 Mark 1. 1 of 3. Next, button.", "1.2 announce 3 Mark 3. 2 of 3. Next, button.",
        "1.8 announce 5 Mark 5. 3 of 3. Next, button.",
      ])
  }

  @Test("the plan asks coachMarkWillLoadAt quietly: what it logs there is not recorded, only what it logs when the flow asks")
  func quietPlan() throws {
    let extra = #"coachMarkWillLoadAt = function(ctl, index) tour.log("asked", index) return true end,"#
    let run = try ScriptRun(Self.tour(extra: extra)).start().input("next")
    #expect(run.logs == ["asked\t1", "asked\t2"])
  }

  @Test("a mark whose view never comes keeps the total as it was first spoken")
  func missedKeepsTotal() throws {
    let extra = #"coachMarkAt = function(ctl, index) if index == 3 then return nil end return ctl.helper:makeCoachMark { view = "a" } end,"#
    let spoken = try ScriptRun(Self.tour(extra: extra)).start().input("next", "next", "next").log.lines(["announce"])
    #expect(
      spoken == [
        "0.6 announce 1 Mark 1. Step 1 of 5. Next, button.", "1.2 announce 2 Mark 2. Step 2 of 5. Next, button.",
        "1.8 announce 4 Mark 4. Step 3 of 5. Next, button.", "2.4 announce 5 Mark 5. Step 4 of 5. Next, button.",
      ])
  }

  @Test("dots and a progress text together are a warning at the line that gave them, once")
  func dotsAndProgress() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        coachMarkViewsAt = function(ctl, index, mark)
          return ctl.helper:makeDefaultCoachViews { dots = true, progress = "{current} of {total}", hint = "Mark " .. index, next = "Next" }
        end,
        """))
    run.start().input("next")
    #expect(
      run.warnings == [
        "tour.lua:18: dots and progress given together: the dots are drawn, and the progress text only when they do not fit; give one"
      ])
  }

  @Test("a tour of one step says no step; a drawn progress is still spoken")
  func oneStep() throws {
    let run = try ScriptRun(Self.tour().replacingOccurrences(of: "numberOfCoachMarks = 5", with: "numberOfCoachMarks = 1"))
    run.start()
    #expect(run.log.lines(["announce"]) == ["0.6 announce 1 Mark 1. Next, button."])
    let drawn = try ScriptRun(Self.tour(progress: true).replacingOccurrences(of: "numberOfCoachMarks = 5", with: "numberOfCoachMarks = 1"))
    drawn.start()
    #expect(drawn.log.lines(["announce"]) == ["0.6 announce 1 Mark 1. 1 of 1. Next, button."])
  }
}
