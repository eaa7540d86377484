-- A size transition fetches the current mark again with change = "size" and lays it out on
-- the new screen; willShow can move views for the new size.
return {
  screen = { width = 320, height = 480, views = { { id = "bar", frame = { 0, 430, 320, 50 } } } },
  numberOfCoachMarks = 1,
  coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "bar" } end,
  coachMarkViewsAt = function() return { body = { width = 200, height = 60 }, arrow = { width = 15, height = 9 } } end,
  willShow = function(ctl, mark, index, change)
    if change == "size" then ctl.screen:setFrame("bar", { 0, 270, ctl.screen.width, 50 }) end
  end,
}
