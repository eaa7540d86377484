-- The tour `tourhost drift` follows between two builds of the grocery app: captures of one
-- screen in version 1.4 and 1.5, where the search field was renamed, the apples row moved,
-- the tab bar got a second "cart" and the profile button went.
--
--   tourhost drift scripts/examples/drift/drift.lua --from scripts/examples/drift/1.4 --to scripts/examples/drift/1.5

local marks = {
  { view = "search", hint = "Search every aisle at once." },
  { view = "products.apples.add", hint = "Add apples to your basket with one tap." },
  { view = "tabBar.cart", hint = "Your basket waits here." },
  { view = "profile", hint = "Your orders and addresses.", next = "Done" },
}

---@type Tour
return {
  id = "drift",
  screen = "1.4/shop.json",
  numberOfCoachMarks = #marks,
  skipView = { title = "Skip" },
  coachMarkAt = function(ctl, index)
    return ctl.helper:makeCoachMark { view = marks[index].view }
  end,
  coachMarkViewsAt = function(ctl, index, mark)
    return ctl.helper:makeDefaultCoachViews { hint = marks[index].hint, next = marks[index].next or "Next" }
  end,
}
