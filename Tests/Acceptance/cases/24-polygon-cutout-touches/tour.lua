-- Touches go through only inside the cutout's shape, not its bounds: a diamond around a badge.
return {
  screen = { width = 320, height = 480, views = { { id = "badge", frame = { 140, 200, 40, 40 } } } },
  numberOfCoachMarks = 1,
  coachMarkAt = function(ctl)
    return ctl.helper:makeCoachMark {
      view = "badge",
      cutoutPath = tour.path.polygon { { 160, 180 }, { 200, 220 }, { 160, 260 }, { 120, 220 } },
      isUserInteractionEnabledInsideCutoutPath = true,
    }
  end,
  coachMarkViewsAt = function() return { body = { width = 200, height = 60 } } end,
}
