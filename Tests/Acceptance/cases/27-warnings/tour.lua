-- Misuse is ignored with a warning, and misspelt hook names are pointed out at the start.
return {
  screen = { width = 320, height = 480, views = { { id = "a", frame = { 30, 30, 70, 20 } } } },
  numberOfCoachMarks = 2,
  coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
  willshow = function() end,
  back = function(ctl, n) ctl.flow:showPrevious(n) end,
  update = function(ctl) ctl.helper:updateCurrentCoachMark { view = "a" } end,
}
