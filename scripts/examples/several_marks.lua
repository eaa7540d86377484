-- Several marks at once: coachMarkAt returns a list, and the marks show together under one
-- overlay with every cutout. None covers another or a cutout: a mark that would goes to the
-- other side of its view, or slides along, or moves away; what finds no free place is a warning.
--
--   tourhost run scripts/examples/several_marks.lua --headless --autoplay
--   tourhost render scripts/examples/several_marks.lua --out pictures

---@type Tour
return {
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "toolbar", frame = { 0, 47, 390, 56 }, children = {
        { id = "back", frame = { 8, 6, 44, 44 } },
        { id = "title", frame = { 120, 6, 150, 44 } },
        { id = "share", frame = { 338, 6, 44, 44 } },
      } },
      { id = "photo", frame = { 0, 103, 390, 390 } },
      { id = "like", frame = { 16, 509, 44, 44 } },
      { id = "comment", frame = { 68, 509, 44, 44 } },
      { id = "save", frame = { 330, 509, 44, 44 } },
    },
  },
  -- A way out for everyone: the skip view (and a screen reader's escape gesture) leaves the tour.
  skipView = { title = "Skip" },
  numberOfCoachMarks = 2,

  coachMarkAt = function(ctl, index)
    local helper = ctl.helper
    if index == 1 then
      return { helper:makeCoachMark { view = "back" }, helper:makeCoachMark { view = "share" } }
    end
    return {
      helper:makeCoachMark { view = "like" }, helper:makeCoachMark { view = "comment" }, helper:makeCoachMark { view = "save" },
    }
  end,

  -- Asked once for each mark of the group: `part` is its place in the list.
  coachMarkViewsAt = function(ctl, index, mark, part)
    local hints = {
      { "Back to the feed", "Send it to a friend" },
      { "Like it", "Say something", "Keep it for later" },
    }
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, hint = hints[index][part], withNextText = false,
    }
  end,

  willShow = function(ctl, marks, index) tour.log("showing", #marks, "marks together") end,
}
