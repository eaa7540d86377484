-- Right to left: with layoutDirection = "rtl" the next label sits on the leading (left) side
-- of the default body and the skip view in the top-left corner; the marks still point at the
-- same places. Texts in Hebrew, measured and drawn in DejaVu Sans.
--
--   tourhost render scripts/examples/rtl.lua --out pictures

---@type Tour
return {
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 }, layoutDirection = "rtl",
    views = {
      { id = "search", frame = { 16, 100, 358, 44 }, label = "חיפוש" },
      { id = "cart", frame = { 16, 160, 56, 56 }, label = "סל" },
      { id = "checkout", frame = { 16, 740, 358, 52 }, label = "לתשלום" },
    },
  },
  skipView = { title = "דלג" },
  numberOfCoachMarks = 3,

  coachMarkAt = function(ctl, index)
    local views = { "search", "cart", "checkout" }
    return ctl.helper:makeCoachMark { view = views[index] }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "חפשו כל מוצר בחנות.", "הסל שלכם כאן.", "מכאן משלמים." }
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "הבא" }
  end,
}
