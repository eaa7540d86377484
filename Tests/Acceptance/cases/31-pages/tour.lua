-- Pages: each page's marks show together; a tap anywhere turns the page; the done control
-- ends the tour, skipped when it was not on the last page.
return {
  screen = { width = 390, height = 844, views = {
    { id = "radar", frame = { 45, 140, 300, 300 } }, { id = "scan", frame = { 135, 470, 120, 44 } },
    { id = "list", frame = { 16, 560, 358, 180 } },
  } },
  pages = {
    { id = "look", marks = { { view = "radar", hint = "The radar", position = "below" }, { view = "scan", hint = "Scan" } } },
    { id = "pick", marks = { { view = "list", hint = "Your devices", position = "above" } } },
    { id = "last", marks = { { view = "scan", hint = "Again" } } },
  },
  willShow = function(ctl, marks, index) tour.log(ctl.pages.id, ctl.pages.current, ctl.pages.count) end,
  back = function(ctl) ctl.pages:previous() end,
  didEndShowingBySkipping = function(ctl, skipped) tour.log("done", skipped) end,
}
