import Foundation
import TestSupport
import Testing

/// The flow's own steps at one instant are counted as `tour.after` calls are: hooks that send
/// the flow back and forth with no time between end the run with one error at the hook's line.
@Suite("The flow's budget at one instant")
struct FlowBudgetTests {
  static let twoMarks = """
    return { id = "t", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } }, { id = "b", frame = { 10, 300, 100, 40 } } } },
    numberOfCoachMarks = 2, coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = i == 1 and "a" or "b" } end,
    coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "h" .. i, next = "ok" } end,
    """

  @Test("marks that send the flow back and forth with zero-length transitions end the run: one error, exit 1")
  func pingPong() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      Self.twoMarks + """
        overlay = { fadeAnimationDuration = 0 },
        fetchAppearanceTransition = function(ctl, v, i, m) m.parameters.duration = 0 m:animate { alpha = 1 } end,
        fetchDisappearanceTransition = function(ctl, v, i, m) m.parameters.duration = 0 m:animate { alpha = 0 } end,
        didShow = function(ctl, m, i)
          if i == 1 then ctl.flow:showNext() else ctl.flow:showPrevious() end
        end }
        """)
    for command in [["run", "tour.lua", "--headless", "--autoplay"], ["run", "tour.lua", "--headless", "--input", "steps.input"]] {
      folder.write("steps.input", "next\nnext\n")
      let result = try TourhostBinary.run(command, in: folder.url)
      #expect(result.status == 1)
      let found = result.errorMessages
      #expect(found.count == 1)
      #expect(
        found.first?.hasSuffix(
          ": the tour's functions were called 10020 times at t=0 without the clock moving (hooks that move the flow back and forth at once never end); the run stops here"
        ) == true)
      #expect(found.first?.hasPrefix("tour.lua:") == true)
      #expect(!result.stdout.contains(#""event":"input""#))
    }
    let check = try TourhostBinary.run(
      ["check", "tour.lua", "--devices", "iphone-se", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source"],
      in: folder.url)
    #expect(check.status == 1)
    let render = try TourhostBinary.run(["render", "tour.lua", "--out", "pictures", "--no-png"], in: folder.url)
    #expect([0, 1].contains(render.status))
  }
}

extension FlowBudgetTests {
  @Test("a tour that skips 20,000 marks at one instant is not stopped: the count grows with the marks")
  func manySkipped() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      """
      return { id = "t", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } },
        numberOfCoachMarks = 20000,
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkWillLoadAt = function(ctl, i) return i == 20000 end,
        coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "h", next = "ok" } end }
      """)
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.errorMessages.isEmpty)
    #expect(result.lines.filter { $0.contains(#""event":"didShow""#) }.count == 1)
  }
}
