-- displayFrequency on the host clock: --start-time says what time the virtual clock's 0 is.
return {
  id = "weeklyTip",
  displayFrequency = "weekly",
  screen = { width = 390, height = 844, views = { { id = "a", frame = { 16, 100, 100, 40 } } } },
  numberOfCoachMarks = 1,
  coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "a" } end,
}
