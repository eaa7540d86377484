-- Misuse is ignored with a warning; a misspelt hook name is an error at the start (a hook that never runs).
return {
  screen = { width = 320, height = 480, views = { { id = "a", frame = { 30, 30, 70, 20 } } } },
  numberOfCoachMarks = 2,
  coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
  willshow = function() end,
  back = function(ctl, n) ctl.flow:showPrevious(n) end,
  update = function(ctl) ctl.helper:updateCurrentCoachMark { view = "a" } end,
}
