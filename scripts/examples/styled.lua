-- Where each colour, radius and text size of the default views goes: the overlay's colour is
-- the tour's `overlay` table (or ctl.overlay); the bubble's and the arrow's are fields of the
-- views makeDefaultCoachViews returns (views.body, views.arrow); the skip button's are fields
-- of skipView. makeDefaultCoachViews' own options are the texts and the layout, not the look.
--
--   tourhost render scripts/examples/styled.lua --out pictures

---@type Tour
return {
  id = "styled",
  overlay = { backgroundColor = "#0B1F17B3" },
  skipView = { title = "Skip", innerColor = "#0B6E4F", borderColor = "#0B6E4F", textColor = "#FFFFFF", cornerRadius = 14, titleSize = 15 },
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "header", frame = { 0, 47, 390, 56 }, fill = "#0B6E4F" },
      { id = "plan", frame = { 16, 140, 358, 120 }, label = "Your plan" },
      { id = "upgrade", frame = { 16, 280, 358, 52 }, label = "Upgrade" },
    },
  },
  numberOfCoachMarks = 1,
  coachMarkAt = function(ctl, index)
    return ctl.helper:makeCoachMark { view = "upgrade" }
  end,
  coachMarkViewsAt = function(ctl, index, mark)
    local views = ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation,
      hint = "Upgrade to keep every list in sync.",
      next = "Got it",
    }
    views.body.innerColor = "#0B6E4F"        -- the bubble's fill
    views.body.borderColor = "#4FD1A5"       -- its 1-point border
    views.body.textColor = "#FFFFFF"         -- the hint and the next label
    views.body.cornerRadius = 14
    views.body.hintSize = 17                 -- points, before the user's text size scales them
    views.body.nextSize = 17
    views.body.highlightedInnerColor = "#0E8A63"  -- while it is pressed
    views.arrow.innerColor = "#0B6E4F"       -- the arrow matches the bubble
    views.arrow.borderColor = "#4FD1A5"
    return views
  end,
}
