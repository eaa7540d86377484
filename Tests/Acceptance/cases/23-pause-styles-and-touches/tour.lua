-- While paused with hideInstructions every touch reaches the app; with hideOverlay the overlay
-- still blocks; a tap on the body does nothing while paused.
return {
  screen = { width = 320, height = 480, views = { { id = "map", frame = { 0, 0, 320, 480 }, children = {
    { id = "pin", frame = { 150, 300, 20, 20 } } } } } },
  numberOfCoachMarks = 1,
  coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "pin" } end,
  coachMarkViewsAt = function() return { body = { width = 200, height = 60 } } end,
  hide = function(ctl, style) ctl.flow:pause(style) end,
  show = function(ctl) ctl.flow:resume() end,
}
