-- The first tour: it shows at launch, once, and comes first in its ordered group.
---@type Tour
return {
  id = "onboarding",
  once = true,
  screens = require("screens"),
  startScreen = "home",
  skipView = { title = "Skip" },
  numberOfCoachMarks = 2,

  coachMarkAt = function(ctl, index)
    return ctl.helper:makeCoachMark { view = index == 1 and "search" or "tabBar.cartTab" }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Search every aisle from here", "Your cart is one tap away" }
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index] }
  end,
}
