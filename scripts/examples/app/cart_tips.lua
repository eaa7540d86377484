-- A feature tip for the cart: it waits for onboarding (their ordered group), then shows the
-- first time the cart screen is shown.
---@type Tour
return {
  id = "cart_tips",
  once = true,
  trigger = { screen = "cart" },
  screens = require("screens"),
  startScreen = "cart",
  numberOfCoachMarks = 1,

  coachMarkAt = function(ctl)
    return ctl.helper:makeCoachMark { view = "checkout" }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, next = "Got it", hint = "Check out in one step" }
  end,
}
