-- A rich bubble on every mark: a title, a picture (icons/tip.png, with its alt text), the hint
-- with markup (a bold word, an italic one, code and a link that the tour answers in
-- didSelectLink), back and next, a close control, step dots, and an action that the tour
-- answers in didSelectAction. The marks move from one to the next (transition = "move"), and
-- the honey, further down the product list, is scrolled into sight first.
--
--   tourhost run scripts/examples/rich_bubble.lua --headless --input scripts/examples/rich_bubble.input
--   tourhost render scripts/examples/rich_bubble.lua --out pictures --locale ar
--
-- Only the controls take taps: next and back move through the marks, the cross ends the tour
-- as skip does (the trace says reason "close"), "Show me" calls didSelectAction, and the
-- underlined words of a link call didSelectLink.

local marks = {
  { view = "search", title = "Search", hint = "Search **every aisle** at once.",
    image = { file = "icons/tip.png", size = { 32, 32 }, alt = "Tip" } },
  { view = "aisles", title = "Aisles", hint = "Or browse [one aisle](aisles) at a time." },
  { view = "products.apples.add", title = "Add to cart", hint = "One tap adds a bag of *apples*.",
    actions = { { id = "demo", title = "Show me" } } },
  { view = "products.honey", title = "Honey", hint = "Further down the list: it scrolls to it." },
  { view = "tabBar.cart", title = "Your cart", hint = "Everything you add waits here." },
  { view = "tabBar.profile", title = "Pickup", hint = "Choose a pickup time under `Profile`." },
}

---@type Tour
return {
  id = "rich_bubble",
  screen = "screens/shop-scrolling.json",
  transition = "move",
  numberOfCoachMarks = #marks,

  coachMarkAt = function(ctl, index)
    return ctl.helper:makeCoachMark { view = marks[index].view }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local m = marks[index]
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation,
      title = m.title,
      hint = m.hint,
      back = true,
      next = index == #marks and "Done" or "Next",
      close = true,
      dots = true,
      actions = m.actions,
      image = m.image,
    }
  end,

  didSelectAction = function(ctl, index, id)
    tour.log("action " .. id .. " on mark " .. index)
    -- A demo: the app's own animation would run here; the tour waits, then moves on.
    tour.wait(0.5)
    ctl.flow:showNext()
  end,

  didSelectLink = function(ctl, index, id)
    tour.log("link " .. id .. " on mark " .. index)
  end,

  didEndShowingBySkipping = function(ctl, skipped)
    tour.log(skipped and "closed" or "finished")
  end,
}
