-- Remembered progress, the pattern of the blog post built in: shown once (never again after
-- it was completed or skipped), resumed where the user stopped, at most daily, and only after
-- the user opened the cart twice (TipKit-style rules on the app's events and parameters).
--
--   tourhost run scripts/examples/remembered.lua --headless --state /tmp/progress.sqlite --input scripts/examples/remembered.input
--   tourhost state list --state /tmp/progress.sqlite
--
-- Run it again: it resumes at the mark where it stopped, once a day has passed
-- (--start-time 2026-01-06T09:00:00Z); once completed, it is not shown again.

---@type Tour
return {
  id = "cartTips",
  once = true,
  resume = true,
  displayFrequency = "daily",
  maxDisplayCount = 3,
  isEligible = function(ctl, progress)
    tour.log("cart opened", progress.events.cartOpened or 0, "times; plan:", progress.parameters.plan)
    return (progress.events.cartOpened or 0) >= 2 and progress.parameters.plan ~= "business"
  end,
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "row", frame = { 0, 120, 390, 88 }, label = "Sourdough" },
      { id = "total", frame = { 16, 640, 358, 44 } },
      { id = "checkout", frame = { 16, 700, 358, 56 } },
    },
  },
  numberOfCoachMarks = 3,
  coachMarkAt = function(ctl, index)
    return ctl.helper:makeCoachMark { view = ({ "row", "total", "checkout" })[index] }
  end,
  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Swipe left to remove an item", "Delivery is included", "Pay in one tap" }
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "OK" }
  end,
}
