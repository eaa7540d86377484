-- A mark of another screen waits (the tour hides) until the app shows that screen; leaving
-- the screen of the mark on show takes it away until the app comes back.
return {
  screens = {
    home = { width = 390, height = 844, views = { { id = "cartButton", frame = { 320, 60, 54, 44 } } } },
    cart = { width = 390, height = 844, views = { { id = "checkout", frame = { 16, 760, 358, 52 } } } },
  },
  startScreen = "home",
  numberOfCoachMarks = 2,
  coachMarkAt = function(ctl, index)
    if index == 1 then return ctl.helper:makeCoachMark { view = "cartButton" } end
    return ctl.helper:makeCoachMark { screen = "cart", view = "checkout" }
  end,
  willShow = function(ctl, mark, index, change) tour.log(index, change, ctl.screen.name) end,
}
