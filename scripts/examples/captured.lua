-- A tour over a captured screen: a web page of a grocery app, captured with its screenshot by
--
--   (cd scripts/examples/captures && python3 -m http.server 8000 --bind 127.0.0.1) &
--   tourhost capture http://127.0.0.1:8000/shop.html --width 390 --height 844 --scale 3 \
--     --out scripts/examples/captures/shop.json
--
-- The page's elements with a data-tour, id or data-testid became views, named by it and nested
-- as in the page: "products.apples.add" is the apples row's "+" button. `tourhost screen
-- scripts/examples/captures/shop.json` lists them. A capture of an app (uiautomator, Appium,
-- WebDriverAgent, XCUITest) works the same way: screen = "captures/home.xml".
--
--   tourhost run scripts/examples/captured.lua --headless --autoplay

local marks = {
  { view = "search", hint = "Search every aisle at once." },
  { view = "products.apples.add", hint = "Add apples to your basket with one tap." },
  { view = "tabBar.cart", hint = "Your basket waits here.", next = "Done" },
}

---@type Tour
return {
  id = "captured",
  screen = "captures/shop.json",
  numberOfCoachMarks = #marks,
  coachMarkAt = function(ctl, index)
    return ctl.helper:makeCoachMark { view = marks[index].view }
  end,
  coachMarkViewsAt = function(ctl, index, mark)
    return ctl.helper:makeDefaultCoachViews { hint = marks[index].hint, next = marks[index].next or "Next" }
  end,
}
