-- Frames and sizes that change while a tour runs: the keyboard moves a text field
-- (prepareForChange / restoreAfterChangeDidComplete, change = "frame"), the device rotates
-- (resize, change = "size"), and the user leaves the screen: the app stops the tour at once, as
-- Instructions asks apps to do in viewWillDisappear (stop(immediately: true): no fade, and no
-- didEndShowingBySkipping).
--
--   tourhost run scripts/examples/frame_changes.lua --headless --input scripts/examples/frame_changes.input

---@type PilotedTour
return {
  screen = {
    width = 390, height = 844,
    views = {
      { id = "comment", frame = { 16, 760, 358, 44 } },
      { id = "send", frame = { 16, 100, 358, 44 } },
    },
  },
  numberOfCoachMarks = 2,

  coachMarkAt = function(ctl, index)
    return ctl.helper:makeCoachMark { view = index == 1 and "comment" or "send" }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Write a comment here.", "Send it when you are done." }
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "OK" }
  end,

  willShow = function(ctl, mark, index, change)
    tour.log("willShow", index, change)
    if change == "size" then
      -- Landscape: the field spans the new width.
      ctl.screen:setFrame("comment", { 16, ctl.screen.height - 84, ctl.screen.width - 32, 44 })
    end
  end,

  -- Called by the app.
  keyboardWillShow = function(ctl) ctl:prepareForChange() end,
  keyboardDidShow = function(ctl)
    ctl.screen:setFrame("comment", { 16, 420, 358, 44 })
    ctl:restoreAfterChangeDidComplete()
  end,
  userLeft = function(ctl) ctl:stop(true) end,

  didEndShowingBySkipping = function(ctl, skipped) tour.log("ended", skipped) end,
}
