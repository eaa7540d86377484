-- A guided first order across three screens, as SGUserGuide guides its users: each step lets
-- the user touch one view only (advanceOn), a step can wait for a view the app has not shown
-- yet (wait), and a mark of another screen waits until the app shows that screen.
--
--   tourhost run scripts/examples/cross_screen.lua --headless --input scripts/examples/cross_screen.input
--   tourhost render scripts/examples/cross_screen.lua --out pictures --input scripts/examples/cross_screen.input

---@type Tour
return {
  id = "firstOrder",
  screens = {
    shop = {
      width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
      views = {
        { id = "product", frame = { 16, 120, 358, 240 }, label = "Fresh bread", children = {
          { id = "add", frame = { 250, 180, 92, 44 }, label = "Add" },
        } },
        { id = "tabBar", frame = { 0, 761, 390, 83 }, children = {
          { id = "shopTab", frame = { 0, 0, 195, 49 }, label = "Shop" },
          { id = "cartTab", frame = { 195, 0, 195, 49 }, label = "Cart" },
        } },
      },
    },
    cart = {
      width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
      views = {
        { id = "items", frame = { 16, 100, 358, 300 }, label = "1 item" },
        { id = "checkout", frame = { 16, 680, 358, 56 }, label = "Check out" },
      },
    },
  },
  startScreen = "shop",
  -- A way out for everyone: the skip view (and a screen reader's escape gesture) leaves the tour.
  skipView = { title = "Skip" },
  numberOfCoachMarks = 4,

  coachMarkAt = function(ctl, index)
    local helper = ctl.helper
    if index == 1 then
      -- Only the Add button takes touches; a tap on it moves the tour on.
      return helper:makeCoachMark { view = "product.add", advanceOn = "tap" }
    elseif index == 2 then
      -- The app asks to confirm in a sheet it has not shown yet: wait for it, then let the
      -- user confirm; the app reports the item added.
      return helper:makeCoachMark { view = "sheet.confirm", wait = 3, onMissing = "skip", advanceOn = { event = "itemAdded" } }
    elseif index == 3 then
      return helper:makeCoachMark { view = "tabBar.cartTab", advanceOn = "tap" }
    end
    -- On the cart screen: this mark waits until the app shows it.
    return helper:makeCoachMark { screen = "cart", view = "checkout" }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = { "Add the bread to your cart", "Confirm it", "Now open your cart", "Check out when you are ready" }
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, hint = hints[index], progress = "Step {current} of {total}",
      next = index == 4 and "Done" or nil,
    }
  end,
}
