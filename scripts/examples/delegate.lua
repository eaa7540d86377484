-- The delegate, hook by hook: willShow, didShow, willHide and didHide log as they go; a mark
-- drawn in its highlighted colours while a finger is on it (the `press` input command); a
-- pause that hides only the overlay while the app scrolls; a mark updated through the
-- converter; and a skip that comes from the app's own button.
--
--   tourhost run scripts/examples/delegate.lua --headless --input scripts/examples/delegate.input
--   tourhost render scripts/examples/delegate.lua --out pictures --input scripts/examples/delegate.input --at 1

---@type PilotedTour
return {
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "search", frame = { 16, 56, 358, 40 } },
      -- The list shows its content through a 640-point window; scrolling moves the content.
      { id = "list", frame = { 0, 104, 390, 640 }, children = {
        { id = "content", frame = { 0, 0, 390, 960 }, children = {
          { id = "row1", frame = { 0, 0, 390, 96 }, label = "Ada" },
          { id = "row2", frame = { 0, 96, 390, 96 }, label = "Grace" },
          { id = "row3", frame = { 0, 192, 390, 96 }, label = "Linus" },
          { id = "row4", frame = { 0, 288, 390, 96 }, label = "Barbara" },
          { id = "row5", frame = { 0, 384, 390, 96 }, label = "Ken" },
          { id = "row6", frame = { 0, 480, 390, 96 }, label = "Margaret" },
          { id = "row7", frame = { 0, 576, 390, 96 }, label = "Dennis" },
          { id = "row8", frame = { 0, 672, 390, 96 }, label = "Frances" },
          { id = "row9", frame = { 0, 768, 390, 96 }, label = "John" },
          { id = "row10", frame = { 0, 864, 390, 96 }, label = "Radia" },
        } },
      } },
      { id = "compose", frame = { 310, 760, 64, 48 } },
    },
  },
  numberOfCoachMarks = 3,

  coachMarkAt = function(ctl, index)
    local views = { "search", "row8", "compose" }
    return ctl.helper:makeCoachMark { view = views[index] }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Find any conversation.", "Swipe left to archive.", "Start a new message." }
    local views = ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "Next" }
    -- Instructions' background.highlightedInnerColor and highlightedBorderColor, shown while
    -- the mark is pressed; the arrow takes the body's highlight.
    for _, view in pairs { views.body, views.arrow } do
      view.highlightedInnerColor = "#DCEBFFFF"
      view.highlightedBorderColor = "#0A84FFFF"
    end
    return views
  end,

  willShow = function(ctl, mark, index, change)
    tour.log("willShow", index)
    if index == 2 then
      -- Row 8 is half hidden below the list's bottom edge: scroll it up first, with the
      -- overlay out of the way meanwhile (the marks hide too, and touches stay blocked).
      ctl.flow:pause("hideOverlay")
      ctl.screen:animate("content", { 0, -400, 390, 960 }, 0.4)
      ctl.helper:updateCurrentCoachMark(function(mark, converter)
        -- Point at the row's trailing end, given in the row's own coordinates.
        mark.pointOfInterest = converter:convert({ 362, 48 }, "row8")
        mark.gapBetweenCoachMarkAndCutoutPath = 6
      end)
      ctl.flow:resume()
    end
  end,
  didShow = function(ctl, mark, index) tour.log("didShow", index) end,
  willHide = function(ctl, mark, index) tour.log("willHide", index) end,
  didHide = function(ctl, mark, index) tour.log("didHide", index) end,
  didEndShowingBySkipping = function(ctl, skipped) tour.log("ended, skipped:", skipped) end,

  -- Called by the app: its own "skip the tour" button.
  skipFromApp = function(ctl) ctl:skip() end,
}
