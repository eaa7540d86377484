-- Pause, animate, update, resume: the Instructions pattern for "collapse the table, then point
-- at its header", written straight down because hooks are coroutines.
--
--   tourhost run scripts/examples/pause_resume.lua --headless --autoplay
--
-- Mark 2 opens the filters drawer before pointing at it: willShow pauses the flow, moves the
-- drawer, waits while it "animates", points the current mark at the drawer and resumes.
-- Mark 3 uses the callback style instead: pause, return, and resume later from tour.after.

---@type Tour
return {
  -- tourhost check (docs/CHECKS.md) leaves out, for this example:
  --   mark-covers-target: at AX3 and AX5 the hint of mark 3, over the large list, has no room beside it and covers part of it (Instructions' layout does the same).
  check = { ignore = { "mark-covers-target" } },
  screen = {
    width = 390, height = 844,
    safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "header", frame = { 0, 47, 390, 56 } },
      { id = "filters", frame = { 0, 790, 390, 20 }, children = {
        { id = "price", frame = { 16, 8, 170, 40 } },
      } },
      { id = "results", frame = { 0, 111, 390, 600 } },
    },
  },
  numberOfCoachMarks = 3,

  coachMarkAt = function(ctl, index)
    local views = { "header", "filters", "results" }
    return ctl.helper:makeCoachMark { view = views[index] }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = {
      "Your saved searches live here.",
      "Narrow the results with filters.",
      "Results update as you type.",
    }
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "OK",
    }
  end,

  willShow = function(ctl, mark, index)
    if index == 2 then
      ctl.flow:pause()
      ctl.screen:setFrame("filters", { 0, 560, 390, 250 })  -- open the drawer
      tour.wait(0.4)                                         -- while it slides up
      ctl.helper:updateCurrentCoachMark { view = "filters" }
      ctl.flow:resume()
    elseif index == 3 then
      ctl.flow:pause("hideInstructions")
      ctl.screen:setFrame("filters", { 0, 790, 390, 20 })   -- close it again
      tour.after(0.4, function() ctl.flow:resume() end)
    end
  end,
}
