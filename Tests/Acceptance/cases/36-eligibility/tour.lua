-- Eligibility as in TipKit: isEligible sees the app's event counts, its parameters and the
-- display history; maxDisplayCount caps the starts. The events and parameters an input
-- reports count from the next start on.
return {
  id = "proTips",
  maxDisplayCount = 2,
  isEligible = function(ctl, progress)
    tour.log("opened", progress.events.appOpened or 0, "plan", progress.parameters.plan, "shown", progress.displayCount)
    return (progress.events.appOpened or 0) >= 3 and progress.parameters.plan == "pro"
  end,
  screen = { width = 390, height = 844, views = { { id = "a", frame = { 16, 100, 100, 40 } } } },
  numberOfCoachMarks = 1,
  coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "a" } end,
}
