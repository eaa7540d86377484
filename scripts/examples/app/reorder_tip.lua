-- An event-counted tip: once the third order in 30 days is placed, show how to order again.
---@type Tour
return {
  id = "reorder_tip",
  once = true,
  trigger = { event = "orderPlaced" },
  rules = { { event = "orderPlaced", count = 3, within = "30d" } },
  screens = require("screens"),
  startScreen = "cart",
  numberOfCoachMarks = 1,

  coachMarkAt = function(ctl)
    return ctl.helper:makeCoachMark { screen = "cart", view = "reorder" }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, next = "Got it", hint = "Order the same basket again with one tap",
    }
  end,
}
