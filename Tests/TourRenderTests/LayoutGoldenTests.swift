import TestSupport
import Testing
import TourCore
import TourRender

/// Goldens for the layout's promises (API.md section 3): marks beside their cutouts, the skip
/// view moved off a target, a group whose part had to narrow, a target under the status bar.
@Suite("SVG goldens of the layout's promises")
struct LayoutGoldenTests {
  let goldens = GoldenSceneTests()

  static let views = """
    coachMarkViewsAt = function(ctl, index, mark)
      return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Your folders, always at hand.", next = "Next" }
    end,
    """

  @Test("a sidebar as tall as a landscape phone: the mark goes beside it, the arrow on its left edge")
  func besideLeft() throws {
    goldens.check(
      "side-left",
      try goldens.svg(
        """
        return {
          screen = { width = 844, height = 390, safeArea = { left = 59, right = 59, bottom = 21 }, views = {
            { id = "sidebar", frame = { 59, 0, 280, 390 } }, { id = "content", frame = { 339, 0, 446, 369 } } } },
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "sidebar", pointOfInterest = { 140, 120 } } end,
          \(Self.views)
        }
        """))
  }

  @Test("an inspector on the right, right to left: the mark goes to its left, the arrow on its right edge")
  func besideRight() throws {
    goldens.check(
      "side-right",
      try goldens.svg(
        """
        return {
          screen = { width = 1024, height = 768, safeArea = { top = 24, bottom = 20 }, layoutDirection = "rtl", views = {
            { id = "inspector", frame = { 704, 24, 320, 724 } } } },
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "inspector" } end,
          \(Self.views)
        }
        """))
  }

  @Test("the skip view moves off a target in the top trailing corner")
  func skipMoved() throws {
    goldens.check(
      "skip-moved",
      try goldens.svg(
        """
        return {
          screen = { width = 393, height = 852, safeArea = { top = 59, bottom = 34 }, views = {
            { id = "bar", frame = { 0, 59, 393, 44 }, children = { { id = "add", frame = { 341, 2, 40, 40 } } } } } },
          skipView = { title = "Skip" },
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "bar.add", advanceOn = "tap" } end,
          \(Self.views)
        }
        """))
  }

  @Test("a group: one part goes above, one narrows to stay by its own button")
  func groupNarrowed() throws {
    goldens.check(
      "group-narrowed",
      try goldens.svg(
        """
        return {
          screen = { width = 390, height = 844, safeArea = { top = 47, bottom = 34 }, views = {
            { id = "gallery", frame = { 24, 130, 60, 60 } }, { id = "shutter", frame = { 150, 120, 90, 80 } },
            { id = "flip", frame = { 306, 130, 60, 60 } } } },
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl)
            return { ctl.helper:makeCoachMark { view = "gallery" }, ctl.helper:makeCoachMark { view = "shutter" },
                     ctl.helper:makeCoachMark { view = "flip" } }
          end,
          coachMarkViewsAt = function(ctl, index, mark, part)
            local hints = { "Your last photos", "Take a picture, or hold for a video", "Switch to the front camera" }
            return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[part], withNextText = false }
          end,
        }
        """))
  }

  @Test("a view under the status bar keeps its arrow: the mark sits at the safe area's top")
  func statusBar() throws {
    goldens.check(
      "status-bar",
      try goldens.svg(
        """
        return {
          screen = { width = 393, height = 852, safeArea = { top = 59, bottom = 34 }, views = {
            { id = "clock", frame = { 24, 14, 60, 30 } } } },
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "clock" } end,
          \(Self.views)
        }
        """))
  }
}
