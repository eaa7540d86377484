-- Custom cutouts: an oval, a rectangle without padding, a polygon, a cutout made by a
-- function of the view's frame, and a union of two shapes. Paths are in screen coordinates;
-- points inside a path count with the non-zero winding rule.
--
--   tourhost run scripts/examples/custom_cutouts.lua --headless --autoplay

local function grow(r, by)
  return tour.rect(r.x - by, r.y - by, r.width + 2 * by, r.height + 2 * by)
end

---@type Tour
return {
  screen = {
    width = 390, height = 844,
    views = {
      { id = "avatar", frame = { 20, 70, 64, 64 } },
      { id = "toolbar", frame = { 0, 150, 390, 44 } },
      { id = "badge", frame = { 300, 300, 60, 60 } },
      { id = "play", frame = { 155, 420, 80, 80 } },
      { id = "likes", frame = { 40, 620, 80, 32 } },
      { id = "shares", frame = { 270, 620, 80, 32 } },
    },
  },
  numberOfCoachMarks = 5,

  coachMarkAt = function(ctl, index)
    local helper = ctl.helper
    if index == 1 then
      local frame = ctl.screen:frame("avatar")
      return helper:makeCoachMark { view = "avatar", cutoutPath = tour.path.oval(grow(frame, 4)) }
    elseif index == 2 then
      -- Exactly the toolbar, no padding, no rounding.
      return helper:makeCoachMark { view = "toolbar", cutoutPath = function(frame) return tour.path.rect(frame) end }
    elseif index == 3 then
      -- A diamond around the badge.
      local f = ctl.screen:frame("badge")
      local cx, cy = f.x + f.width / 2, f.y + f.height / 2
      return helper:makeCoachMark {
        view = "badge",
        cutoutPath = tour.path.polygon { { cx, f.y - 10 }, { f.x + f.width + 10, cy }, { cx, f.y + f.height + 10 }, { f.x - 10, cy } },
      }
    elseif index == 4 then
      return helper:makeCoachMark {
        view = "play",
        cutoutPath = function(frame) return tour.path.roundedRect(grow(frame, 8), 20) end,
        pointOfInterest = { 195, 420 },   -- the top of the button, in screen coordinates
      }
    end
    -- Two buttons at once: one cutout made of two shapes.
    local likes, shares = ctl.screen:frame("likes"), ctl.screen:frame("shares")
    return helper:makeCoachMark {
      frame = tour.rect(likes.x, likes.y, shares.x + shares.width - likes.x, likes.height),
      cutoutPath = tour.path.union { tour.path.roundedRect(grow(likes, 4), 8), tour.path.roundedRect(grow(shares, 4), 8) },
    }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Your photo.", "Tools for this page.", "New badges appear here.", "Play the lesson.", "Like it or share it." }
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "Next",
    }
  end,
}
