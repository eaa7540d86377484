-- Several marks at once: a list from coachMarkAt shows together; each part has its views;
-- a tap on any body moves on; the hooks get the list; what finds no free place is a warning.
return {
  screen = { width = 320, height = 200, views = {
    { id = "a", frame = { 20, 20, 60, 30 } }, { id = "b", frame = { 130, 20, 60, 30 } }, { id = "c", frame = { 240, 20, 60, 30 } },
    { id = "top", frame = { 10, 60, 300, 40 } }, { id = "bottom", frame = { 10, 110, 300, 40 } },
  } },
  numberOfCoachMarks = 2,
  coachMarkAt = function(ctl, index)
    if index == 1 then
      return { ctl.helper:makeCoachMark { view = "a" }, ctl.helper:makeCoachMark { view = "b" }, ctl.helper:makeCoachMark { view = "c" } }
    end
    return { ctl.helper:makeCoachMark { view = "top" }, ctl.helper:makeCoachMark { view = "bottom" } }
  end,
  coachMarkViewsAt = function(ctl, index, mark, part)
    return { body = { width = index == 1 and 90 or 280, height = 40 }, arrow = { width = 15, height = 9 } }
  end,
  willShow = function(ctl, marks, index) tour.log(index, #marks, marks[2].cutoutPath.rect.x) end,
  didHide = function(ctl, marks, index) tour.log("hid", #marks) end,
}
