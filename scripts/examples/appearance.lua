-- Dark mode, a blurred overlay, and ornaments drawn over the overlay under the marks.
-- With the screen's reduceTransparency set (the iOS accessibility setting), the blur falls
-- back to the overlay's colour, as in Instructions.
--
--   tourhost render scripts/examples/appearance.lua --out pictures

---@type Tour
return {
  appearance = "dark",
  overlay = { blurEffectStyle = "dark" },
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "player", frame = { 16, 120, 358, 358 }, label = "Now playing" },
      { id = "controls", frame = { 16, 500, 358, 80 }, children = {
        { id = "previous", frame = { 40, 12, 56, 56 } },
        { id = "play", frame = { 151, 8, 64, 64 } },
        { id = "next", frame = { 262, 12, 56, 56 } },
      } },
      { id = "lyrics", frame = { 16, 700, 358, 64 } },
    },
  },
  skipView = { title = "Skip" },
  numberOfCoachMarks = 2,

  configureOrnamentsOfOverlay = function(ctl, ornaments)
    ornaments[#ornaments + 1] = {
      kind = "text", text = "What's new", size = 28, weight = "bold", color = "#FFFFFFFF", frame = { 24, 60, 300, 36 },
    }
    ornaments[#ornaments + 1] = { kind = "rect", fill = "#30D158FF", cornerRadius = 2, frame = { 24, 100, 48, 4 } }
  end,

  coachMarkAt = function(ctl, index)
    if index == 1 then
      return ctl.helper:makeCoachMark {
        view = "controls.play",
        cutoutPath = function(f) return tour.path.oval(tour.rect(f.x - 6, f.y - 6, f.width + 12, f.height + 12)) end,
      }
    end
    return ctl.helper:makeCoachMark { view = "lyrics" }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Play and pause from here.", "Lyrics follow the song." }
    return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "OK" }
  end,
}
