-- The welcome tour of a grocery app: five marks over a phone screen, with a skip button.
--
--   tourhost run scripts/examples/welcome.lua --headless --autoplay
--
-- The screen lives in screens/shop.json. Views are named by id when the id is unique
-- ("search"), else by the key path of ids from the top ("products.apples.add").

local marks = {
  { view = "search", hint = "Search every aisle at once.", next = "Next" },
  { view = "aisles", hint = "Or browse one aisle at a time.", next = "Next" },
  { view = "products.apples.add", hint = "Add to your cart with one tap.", next = "Next",
    round = true },
  { view = "tabBar.cart", hint = "Your cart is always one tap away.", next = "Next" },
  { view = "tabBar.profile", hint = "Choose a pickup time in your profile.", next = "Done" },
}

---@type Tour
return {
  id = "welcome",
  screen = "screens/shop.json",
  skipView = { title = "Skip" },
  numberOfCoachMarks = #marks,

  coachMarkAt = function(ctl, index)
    local mark = marks[index]
    if mark.round then
      -- A round button gets a round cutout, a little larger than the button.
      return ctl.helper:makeCoachMark {
        view = mark.view,
        cutoutPath = function(frame)
          return tour.path.oval(tour.rect(frame.x - 6, frame.y - 6, frame.width + 12, frame.height + 12))
        end,
      }
    end
    return ctl.helper:makeCoachMark { view = mark.view }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    return ctl.helper:makeDefaultCoachViews {
      withArrow = true,
      arrowOrientation = mark.arrowOrientation,
      hint = marks[index].hint,
      next = marks[index].next,
    }
  end,

  didEndShowingBySkipping = function(ctl, skipped)
    tour.log(skipped and "the user skipped the tour" or "the user finished the tour")
  end,
}
