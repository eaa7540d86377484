-- Animations: how marks appear, idle and disappear (Instructions' animation delegate), and
-- animating the app before a mark ("collapse the table, then point at its header").
--
--   tourhost run scripts/examples/animations.lua --headless --autoplay
--   tourhost render scripts/examples/animations.lua --out pictures --at 0.45 2.1

---@type Tour
return {
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "header", frame = { 0, 47, 390, 56 }, label = "Recipes" },
      { id = "table", frame = { 0, 103, 390, 600 }, children = {
        { id = "sectionHeader", frame = { 0, 0, 390, 36 }, label = "Breakfast" },
        { id = "row1", frame = { 0, 36, 390, 88 }, label = "Pancakes" },
        { id = "row2", frame = { 0, 124, 390, 88 }, label = "Omelette" },
      } },
      { id = "favorite", frame = { 318, 730, 56, 56 } },
    },
  },
  numberOfCoachMarks = 3,

  coachMarkAt = function(ctl, index)
    local views = { "header", "favorite", "table.sectionHeader" }
    return ctl.helper:makeCoachMark { view = views[index] }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Recipes you saved.", "Tap the heart to keep a recipe.", "Sections fold to their header." }
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "OK" }
  end,

  -- Slide up from 30 points below while fading in, a little late and easing out.
  fetchAppearanceTransition = function(ctl, view, index, manager)
    manager.parameters.duration = 0.5
    manager.parameters.delay = 0.1
    manager.parameters.curve = "easeOut"
    manager:animate {
      alpha = 1, translation = { 0, 0 },
      fromInitialState = { alpha = 0, translation = { 0, 30 } },
      completion = function(finished) tour.log("mark " .. index .. " appeared") end,
    }
  end,

  -- The heart's mark pulses while it waits.
  fetchIdleAnimation = function(ctl, view, index, manager)
    if index ~= 2 then return end
    manager.parameters.duration = 1.2
    manager:animate {
      keyframes = {
        { start = 0, duration = 0.5, scale = 1.06 },
        { start = 0.5, duration = 0.5, scale = 1 },
      },
    }
  end,

  -- Shrink away.
  fetchDisappearanceTransition = function(ctl, view, index, manager)
    manager.parameters.duration = 0.25
    manager.parameters.curve = "easeIn"
    manager:animate { alpha = 0, scale = 0.8 }
  end,

  -- Before the last mark, fold the table to its header, then point at it.
  willShow = function(ctl, mark, index)
    if index == 3 then
      ctl.flow:pause()
      ctl.screen:animate("table", { 0, 103, 390, 36 }, 0.4, "easeInOut")
      ctl.helper:updateCurrentCoachMark { view = "table.sectionHeader" }
      ctl.flow:resume()
    end
  end,
}
