-- The properties of a mark (Instructions' CoachMark): gaps, widths, margins, a preset arrow
-- side, a mark shown over its cutout, a point of interest, and a mark without a cutout.
--
--   tourhost render scripts/examples/mark_properties.lua --out pictures

---@type Tour
return {
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "title", frame = { 16, 60, 358, 44 } },
      { id = "chart", frame = { 16, 120, 358, 500 } },
      { id = "legend", frame = { 16, 640, 358, 40 } },
      { id = "info", frame = { 340, 700, 34, 34 } },
    },
  },
  numberOfCoachMarks = 5,

  coachMarkAt = function(ctl, index)
    local helper = ctl.helper
    if index == 1 then
      -- A narrow mark, well away from the cutout, with the arrow apart from the body.
      return helper:makeCoachMark {
        view = "title", maxWidth = 220, gapBetweenCoachMarkAndCutoutPath = 12, gapBetweenBodyAndArrow = -2,
      }
    elseif index == 2 then
      -- The chart fills the screen: the mark goes over it.
      return helper:makeCoachMark { view = "chart", isDisplayedOverCutoutPath = true }
    elseif index == 3 then
      -- Preset to sit above the legend, pointing at its left end.
      -- The point is in the coordinates of the legend's parent: here, the screen.
      return helper:makeCoachMark { view = "legend", arrowOrientation = "bottom", pointOfInterest = { 40, 660 } }
    elseif index == 4 then
      -- A corner button with wide margins.
      return helper:makeCoachMark { view = "info", horizontalMargin = 40 }
    end
    -- No view and no frame: no cutout; the mark is centred on the screen.
    return helper:makeCoachMark {}
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = {
      "A title, and a narrow hint.", "Your spending, week by week.", "Categories, by colour.", "More about this chart.",
      "That's all: enjoy!",
    }
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "OK" }
  end,
}
