-- One tour on every device and text size: the screen is made for the device it is seen on
-- (a tab bar on phones, a sidebar on tablets), its views follow the device's size by UIKit's
-- autoresizing masks, and the marks' text follows the user's text size (Dynamic Type).
--
--   tourhost devices
--   tourhost render scripts/examples/devices.lua --out pictures --device iphone-se --text-size AX3
--   tourhost render scripts/examples/devices.lua --out pictures --device ipad-13 --orientation landscape

---@type Tour
return {
  -- tourhost check (docs/CHECKS.md) leaves out, for this example:
  --   mark-covers-target: on the smallest phones held sideways, at the accessibility text sizes, a hint has no room beside its target and covers it (Instructions' layout does the same).
  --   text-clipped: at AX5 on a phone held sideways (360 points high) a hint is taller than the screen and is cut with an ellipsis.
  check = { ignore = { "mark-covers-target", "text-clipped" } },
  -- Designed on a 390×844 phone; the device resizes it, the masks say how each view follows.
  screen = function(device)
    if device.isTablet then
      return {
        width = 1032, height = 1376, safeArea = device.safeArea,
        views = {
          { id = "sidebar", frame = { 0, 0, 320, 1376 }, label = "Library", autoresizing = { "flexibleHeight" }, children = {
            { id = "search", frame = { 16, 40, 288, 44 }, label = "Search" },
            { id = "favorites", frame = { 16, 100, 288, 44 }, label = "Favorites" },
          } },
          { id = "content", frame = { 320, 0, 712, 1376 }, label = "Recipes", autoresizing = { "flexibleWidth", "flexibleHeight" } },
        },
      }
    end
    return {
      width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
      views = {
        { id = "search", frame = { 16, 60, 358, 44 }, label = "Search", autoresizing = { "flexibleWidth" } },
        { id = "content", frame = { 0, 116, 390, 679 }, label = "Recipes", autoresizing = { "flexibleWidth", "flexibleHeight" } },
        { id = "tabBar", frame = { 0, 795, 390, 49 }, label = "Tabs", autoresizing = { "flexibleWidth", "flexibleTopMargin" }, children = {
          { id = "favorites", frame = { 292, 4, 90, 41 }, label = "Favorites", autoresizing = { "flexibleLeftMargin" } },
        } },
      },
    }
  end,
  numberOfCoachMarks = 2,

  coachMarkAt = function(ctl, index)
    return ctl.helper:makeCoachMark { view = ({ "search", "favorites" })[index] }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = {
      "Find any recipe by name or ingredient.",
      "Your favorite recipes wait here, even offline.",
    }
    -- At the accessibility text sizes the label goes under the hint, where it has room.
    local big = ctl.screen.textSize:sub(1, 2) == "AX"
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "Next",
      nextLabelPosition = big and "bottomTrailing" or "trailing",
    }
  end,
}
