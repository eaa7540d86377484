-- Views: the default body in Instructions' six next-label positions and with its colours
-- changed, a custom body made of rects, texts and an image, a custom arrow, and a styled
-- skip view placed by constraintsForSkipView.
--
--   tourhost render scripts/examples/custom_views.lua --out pictures

local positions = { "trailing", "leading", "topTrailing", "topLeading", "bottomTrailing", "bottomLeading" }

---@type Tour
return {
  -- tourhost check (docs/CHECKS.md) leaves out, for this example:
  --   mark-covers-target: at AX5 the hint of mark 8, over the large list, has no room beside it and covers part of it (Instructions' layout does the same).
  --   mark-overlap: at AX3 the hint of mark 8 grows under the skip view.
  check = { ignore = { "mark-covers-target", "mark-overlap" } },
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "search", frame = { 16, 60, 358, 44 } },
      { id = "filters", frame = { 16, 120, 358, 36 } },
      { id = "map", frame = { 0, 172, 390, 420 } },
    },
  },
  skipView = { title = "Skip tour", innerColor = "#1C1C1EFF", borderColor = "#1C1C1EFF", textColor = "#FFFFFFFF", titleSize = 15 },
  constraintsForSkipView = function(ctl, skipView, parent)
    -- Centred at the bottom of the screen, above the home indicator, wide enough for its
    -- title at the largest text sizes and tall enough to tap (44 pt).
    return { 20, parent.height - 34 - 56, parent.width - 40, 48 }
  end,
  numberOfCoachMarks = #positions + 2,

  coachMarkAt = function(ctl, index)
    if index <= #positions then return ctl.helper:makeCoachMark { view = "search" } end
    return ctl.helper:makeCoachMark { view = index == #positions + 1 and "filters" or "map" }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    if index <= #positions then
      local views = ctl.helper:makeDefaultCoachViews {
        arrowOrientation = mark.arrowOrientation, hint = "Next label: " .. positions[index], next = "Next",
        nextLabelPosition = positions[index],
      }
      if index == 2 then
        -- Instructions' background.innerColor, borderColor and friends, and the labels.
        views.body.innerColor = "#FFF4D6FF"
        views.body.borderColor = "#F5C04AFF"
        views.body.textColor = "#5C4400FF"
        views.body.cornerRadius = 14
        views.arrow.innerColor = "#FFF4D6FF"
        views.arrow.borderColor = "#F5C04AFF"
      end
      return views
    elseif index == #positions + 1 then
      -- A custom body: a tree of rects, texts and an image placeholder, in a blue dark enough for
      -- its white text (5.03:1, WCAG 1.4.3; iOS's systemBlue #0A84FF gives the small text 3.24:1).
      return {
        body = {
          kind = "rect", fill = "#0062CCFF", cornerRadius = 14, padding = { 12, 16 }, spacing = 6,
          children = {
            { kind = "rect", axis = "horizontal", spacing = 8, alignment = "center", children = {
              { kind = "image", name = "filter.png", width = 20, height = 20 },
              { kind = "text", text = "Filters", size = 17, weight = "bold", color = "#FFFFFFFF" },
            } },
            { kind = "text", text = "Only what is open now, near you.", size = 14, color = "#FFFFFFE6" },
          },
        },
        arrow = { kind = "defaultArrow", innerColor = "#0062CCFF", borderColor = "#0062CCFF" },
      }
    end
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Drag the map to look around.", next = "Done" }
  end,
}
