-- Runaway hooks are stopped with an error naming the line, and the tour goes on.
return {
  screen = { width = 320, height = 480, views = { { id = "a", frame = { 30, 30, 70, 20 } } } },
  numberOfCoachMarks = 3,
  coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
  willShow = function(ctl, mark, index)
    if index == 1 then while true do end end
    if index == 2 then local t = {} for i = 1, 1e9 do t[i] = {} end end
    if index == 3 then local f = function() while true do end end while true do pcall(f) end end
  end,
}
