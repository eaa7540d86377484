-- Touches that reach the app: through the cutout of a mark that allows it, or everywhere
-- when the overlay forwards touches; and a mark made from a frame inside a view.
--
--   tourhost run scripts/examples/touch_forwarding.lua --headless --input scripts/examples/touch_forwarding.input

---@type Tour
return {
  screen = {
    width = 390, height = 844,
    views = {
      { id = "list", frame = { 0, 100, 390, 400 }, children = {
        { id = "row1", frame = { 0, 0, 390, 60 } },
        { id = "row2", frame = { 0, 60, 390, 60 }, children = { { id = "toggle", frame = { 320, 14, 52, 32 } } } },
      } },
      { id = "compose", frame = { 310, 740, 64, 64 } },
    },
  },
  numberOfCoachMarks = 3,

  coachMarkAt = function(ctl, index)
    if index == 1 then
      -- The user can flip the real toggle through the cutout.
      return ctl.helper:makeCoachMark { view = "list.row2.toggle", isUserInteractionEnabledInsideCutoutPath = true }
    elseif index == 2 then
      -- A frame given in the list's coordinates: the start of the second row.
      return ctl.helper:makeCoachMark { frame = { 8, 68, 200, 44 }, within = "list" }
    end
    return ctl.helper:makeCoachMark { view = "compose" }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Try the toggle: it works.", "Each row is a setting.", "Everything works while this shows." }
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "OK" }
  end,

  willShow = function(ctl, mark, index)
    -- On the last mark the app stays usable: every touch goes through.
    ctl.overlay.areTouchEventsForwarded = index == 3
  end,
}
