-- Waiting for a target: a view that comes in time, one that does not (skip, center, stop),
-- and views the app adds and removes from a script too.
return {
  screen = { width = 390, height = 844, views = { { id = "list", frame = { 0, 100, 390, 600 } } } },
  numberOfCoachMarks = 4,
  coachMarkAt = function(ctl, index)
    if index == 1 then return ctl.helper:makeCoachMark { view = "list.first", wait = 3 } end
    if index == 2 then return ctl.helper:makeCoachMark { view = "banner", wait = 1 } end
    if index == 3 then return ctl.helper:makeCoachMark { view = "promo", wait = 1, onMissing = "center" } end
    return ctl.helper:makeCoachMark { view = "gone", wait = 1, onMissing = "stop" }
  end,
  willShow = function(ctl, mark, index) tour.log("willShow", index, mark.cutoutPath and "cutout" or "centred") end,
  addFromScript = function(ctl) tour.log(ctl.screen:addView({ id = "first", frame = { 16, 8, 358, 72 } }, "list")) end,
}
