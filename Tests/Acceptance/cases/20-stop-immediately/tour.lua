-- ctl:stop(true) ends the tour at once: no willHide, no didHide, no end.
return {
  screen = { width = 320, height = 480, views = { { id = "a", frame = { 30, 30, 70, 20 } } } },
  numberOfCoachMarks = 2,
  coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "a" } end,
  didEndShowingBySkipping = function() tour.log("never") end,
  quit = function(ctl) ctl:stop(true) end,
}
