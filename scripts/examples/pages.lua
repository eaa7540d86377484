-- A tour of pages, as Tutorializer makes them: each page describes several views at once,
-- a tap anywhere turns the page, and the skip view is a done control (ending on the last page
-- completes the tour; before it, skips the rest).
--
--   tourhost run scripts/examples/pages.lua --headless --autoplay
--   tourhost render scripts/examples/pages.lua --out pictures

---@type Tour
return {
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "radar", frame = { 45, 140, 300, 300 } },
      { id = "scan", frame = { 135, 470, 120, 44 } },
      { id = "devices", frame = { 16, 540, 358, 200 }, children = {
        { id = "first", frame = { 0, 0, 358, 64 } },
      } },
      { id = "settings", frame = { 330, 60, 44, 44 } },
    },
  },
  pages = {
    { id = "radar", marks = {
      { view = "radar", hint = "Devices near you show on the radar", position = "above", width = 240, isDisplayedOverCutoutPath = true },
      { view = "scan", hint = "Scan again", position = "below" },
    } },
    { id = "devices", marks = {
      { view = "devices.first", hint = "Tap a device to see its signal", position = "above", width = 220 },
      { view = "settings", hint = "Filters and units", position = "below", width = 160 },
    } },
  },
  didEndShowingBySkipping = function(ctl, skipped) tour.log("done, skipped:", skipped) end,
}
