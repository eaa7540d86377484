-- Piloting the flow from code: the app calls the tour's own functions (here through `call`
-- input commands), and a timer moves on when the user does nothing.
--
--   tourhost run scripts/examples/pilot_from_code.lua --headless --input scripts/examples/pilot_from_code.input
--
-- The tour waits for the user to open the menu (mark 2 asks them to) instead of offering a
-- next control: the app reports it with `call menuOpened`, and the tour jumps ahead.

local idle -- counts marks shown, so that a late timer does not move a later mark on

---@type PilotedTour
return {
  screen = {
    width = 390, height = 844,
    views = {
      { id = "title", frame = { 16, 60, 240, 40 } },
      { id = "menuButton", frame = { 330, 60, 44, 44 } },
      { id = "menu", frame = { 190, 110, 184, 300 }, children = {
        { id = "settings", frame = { 0, 0, 184, 44 } },
        { id = "help", frame = { 0, 44, 184, 44 } },
      } },
      { id = "footer", frame = { 0, 780, 390, 64 } },
    },
  },
  -- A way out for everyone: the skip view (and a screen reader's escape gesture) leaves the tour.
  skipView = { title = "Skip" },
  numberOfCoachMarks = 5,

  coachMarkAt = function(ctl, index)
    local views = { "title", "menuButton", "menu.settings", "menu.help", "footer" }
    return ctl.helper:makeCoachMark { view = views[index] }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = {
      "Welcome! This tour moves on by itself.",
      "Open the menu to continue.",
      "Settings live in the menu.",
      "So does help.",
      "That's all.",
    }
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, hint = hints[index],
      next = index ~= 2 and "Next" or nil,
    }
  end,

  didShow = function(ctl, mark, index)
    idle = index
    if index == 1 then
      -- Nobody tapped for three seconds: go on.
      tour.after(3, function()
        if ctl.flow.currentIndex == 1 and idle == 1 then ctl.flow:showNext() end
      end)
    end
  end,

  -- Called by the app.
  menuOpened = function(ctl)
    if ctl.flow.currentIndex == 2 then ctl.flow:showNext() end
  end,
  jumpTo = function(ctl, target)
    local current = ctl.flow.currentIndex
    if target > current then
      ctl.flow:showNext(target - current - 1)
    elseif target < current then
      ctl.flow:showPrevious(current - target - 1)
    end
  end,
}
