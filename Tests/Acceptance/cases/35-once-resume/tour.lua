-- Remembered across runs: resume at the mark where the user stopped; once completed, never
-- again. (Each run-N folder is a run, in order, with the same progress database.)
return {
  id = "tips",
  once = true,
  skipView = { title = "Skip" },
  resume = true,
  screen = { width = 390, height = 844, views = { { id = "a", frame = { 16, 100, 100, 40 } } } },
  numberOfCoachMarks = 3,
  leave = function(ctl) ctl:stop(true) end,
  coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "a" } end,
}
