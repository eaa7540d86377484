-- The screen comes from a JSON file and the hints from a module beside the script.
local hints = require "hints"
return {
  screen = "phone.json",
  numberOfCoachMarks = #hints,
  coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = hints[index].view } end,
  coachMarkViewsAt = function(ctl, index, mark)
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index].text }
  end,
  willShow = function(ctl, mark, index) tour.log(hints[index].text) end,
}
