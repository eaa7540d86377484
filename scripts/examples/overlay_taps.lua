-- Overlay taps: with overlay.isUserInteractionEnabled, a tap anywhere on the overlay moves the
-- tour on, unless shouldHandleOverlayTap says no, or the mark turns overlay taps off.
--
--   tourhost run scripts/examples/overlay_taps.lua --headless --input scripts/examples/overlay_taps.input

---@type Tour
return {
  screen = {
    width = 390, height = 844,
    views = {
      { id = "inbox", frame = { 16, 100, 358, 60 } },
      { id = "compose", frame = { 310, 720, 64, 64 } },
      { id = "archive", frame = { 16, 180, 358, 60 } },
    },
  },
  overlay = { isUserInteractionEnabled = true, backgroundColor = "#1C1C1E99" },
  numberOfCoachMarks = 3,

  coachMarkAt = function(ctl, index)
    local mark = ctl.helper:makeCoachMark { view = ({ "inbox", "compose", "archive" })[index] }
    -- The last mark must be read: only its next control moves on.
    mark.isOverlayInteractionEnabled = index ~= 3
    return mark
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Your inbox. Tap anywhere.", "Write a message. Tap the button.", "Archived mail. Tap Got it." }
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "Got it",
    }
  end,

  -- On mark 2 the user must tap the compose button itself, so overlay taps do not count.
  shouldHandleOverlayTap = function(ctl, index)
    return index ~= 2
  end,

  willShow = function(ctl, mark, index)
    -- Let the compose button itself be tapped through the cutout.
    ctl.overlay.isUserInteractionEnabledInsideCutoutPath = index == 2
  end,
}
