-- Waiting for a view the app adds later: a search result that arrives after the network, a
-- banner that may never come. `wait` gives the seconds to wait; `onMissing` says what to do
-- when it does not come: skip the mark, show it centred without a cutout, or stop the tour.
--
--   tourhost run scripts/examples/wait_for_view.lua --headless --input scripts/examples/wait_for_view.input

---@type Tour
return {
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "search", frame = { 16, 60, 358, 44 } },
      { id = "results", frame = { 0, 112, 390, 650 } },
    },
  },
  numberOfCoachMarks = 3,

  coachMarkAt = function(ctl, index)
    if index == 1 then return ctl.helper:makeCoachMark { view = "search" } end
    if index == 2 then
      -- The first result comes from the network.
      return ctl.helper:makeCoachMark { view = "results.first", wait = 5 }
    end
    -- A promotion the app shows only sometimes: without it, the hint shows centred.
    return ctl.helper:makeCoachMark { view = "promo", wait = 2, onMissing = "center" }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Search for anything", "Results show here", "Deals show up here too" }
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "OK" }
  end,
}
