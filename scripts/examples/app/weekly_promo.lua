-- A weekly promotion on the catalog for users on the free plan. It ignores the app's display
-- frequency (it has its own: weekly) but not its order: it never shows over another tour.
---@type Tour
return {
  id = "weekly_promo",
  displayFrequency = "weekly",
  ignoresDisplayFrequency = true,
  trigger = { screen = "catalog" },
  rules = { { parameter = "plan", equals = "free" } },
  screens = require("screens"),
  startScreen = "catalog",
  numberOfCoachMarks = 1,

  coachMarkAt = function(ctl)
    return ctl.helper:makeCoachMark { view = "banner" }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, next = "Maybe later", hint = "Go Pro: free delivery on every order",
    }
  end,
}
