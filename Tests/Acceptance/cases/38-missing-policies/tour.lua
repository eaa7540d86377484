-- Declared policies for a missing target: the tour's default (wait 1 s, then show centred),
-- a mark's own that recovers when its view comes, one that ends the tour at once, and one that
-- holds until the view comes. The trace says targetMissing with the policy, and targetRecovered.
return {
  screen = { width = 390, height = 844, views = { { id = "list", frame = { 0, 100, 390, 600 } } } },
  numberOfCoachMarks = 5,
  onMissing = { wait = 1, ["then"] = "centre" },
  skipView = { title = "Skip" },
  coachMarkAt = function(ctl, index)
    if index == 1 then return ctl.helper:makeCoachMark { view = "promo" } end
    if index == 2 then return ctl.helper:makeCoachMark { view = "list.first", onMissing = { wait = 2, ["then"] = "skip" } } end
    if index == 3 then return ctl.helper:makeCoachMark { view = "banner", onMissing = { ["then"] = "hold" } } end
    if index == 4 then return ctl.helper:makeCoachMark { view = "list" } end
    return ctl.helper:makeCoachMark { view = "gone", onMissing = { wait = 0, ["then"] = "end" } }
  end,
  coachMarkViewsAt = function(ctl, index) return ctl.helper:makeDefaultCoachViews { hint = "Step " .. index, next = "Next" } end,
  willShow = function(ctl, mark, index) tour.log("willShow", index, mark.cutoutPath and "cutout" or "centred") end,
}
