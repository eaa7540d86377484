-- Guided steps: only the cutout takes touches (they reach the app); a tap there moves on
-- (advanceOn = "tap"), or the app's event does (advanceOn = { event = ... }); the body is not
-- a next control, the overlay is blocked, the skip view still skips.
return {
  screen = { width = 390, height = 844, views = {
    { id = "add", frame = { 300, 760, 60, 60 } }, { id = "list", frame = { 0, 100, 390, 500 } },
  } },
  skipView = { title = "Skip" },
  numberOfCoachMarks = 3,
  coachMarkAt = function(ctl, index)
    if index == 1 then return ctl.helper:makeCoachMark { view = "add", advanceOn = "tap" } end
    if index == 2 then return ctl.helper:makeCoachMark { view = "list", advanceOn = { event = "itemAdded" } } end
    return ctl.helper:makeCoachMark { view = "list" }
  end,
  notify = function(ctl, name) tour.emit(name) end,
}
