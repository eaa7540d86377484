-- Skipping marks: coachMarkWillLoadAt returns false for marks that do not apply, and the
-- flow moves past them in the direction of travel, forward and backward.
--
--   tourhost run scripts/examples/skip_mark.lua --headless --input scripts/examples/skip_mark.input

local device = { hasCamera = false, hasWallet = true }

local marks = {
  { view = "search", hint = "Search by name." },
  { view = "scan", hint = "Scan a barcode.", needs = "hasCamera" },
  { view = "wallet", hint = "Pay with your wallet.", needs = "hasWallet" },
  { view = "history", hint = "See what you bought." },
}

---@type Tour
return {
  screen = {
    width = 390, height = 844,
    views = {
      { id = "search", frame = { 16, 60, 300, 40 } },
      { id = "scan", frame = { 326, 60, 48, 40 } },
      { id = "wallet", frame = { 16, 400, 358, 120 } },
      { id = "history", frame = { 16, 700, 358, 80 } },
    },
  },
  numberOfCoachMarks = #marks,

  coachMarkWillLoadAt = function(ctl, index)
    local needs = marks[index].needs
    return needs == nil or device[needs]
  end,

  coachMarkAt = function(ctl, index)
    return ctl.helper:makeCoachMark { view = marks[index].view }
  end,

  -- "{current} of {total}" counts only the marks that will load: with no camera, 1 of 3.
  coachMarkViewsAt = function(ctl, index, mark)
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, hint = marks[index].hint, next = "Next", progress = "{current} of {total}",
    }
  end,

  didEndShowingBySkipping = function(ctl, skipped)
    tour.log("done, skipped: " .. tostring(skipped))
  end,
}
