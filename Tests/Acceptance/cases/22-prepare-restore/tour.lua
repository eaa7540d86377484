-- prepareForChange hides the mark and its cutout; restoreAfterChangeDidComplete fetches the
-- mark again with change = "frame". In between, navigation is refused with a warning.
return {
  screen = { width = 320, height = 480, views = { { id = "field", frame = { 20, 300, 280, 40 } } } },
  numberOfCoachMarks = 1,
  coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "field" } end,
  coachMarkViewsAt = function() return { body = { width = 200, height = 60 } } end,
  keyboardWillShow = function(ctl) ctl:prepareForChange() end,
  keyboardDidShow = function(ctl)
    ctl.screen:setFrame("field", { 20, 100, 280, 40 })
    ctl:restoreAfterChangeDidComplete()
  end,
}
