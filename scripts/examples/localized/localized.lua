-- A tour in the app's own words: its strings come from the app's String Catalog
-- (Localizable.xcstrings) in English, German, Arabic and Japanese. tour.t picks the
-- language --locale asks for (the source language, English, by default), the plural form
-- for the count, and fills the placeholders. Arabic lays the screen out right to left. The
-- views follow the device's size (--device) as UIKit's autoresizing masks say.
--
--   tourhost render scripts/examples/localized/localized.lua --out pictures --locale de
--   tourhost render scripts/examples/localized/localized.lua --out pictures --locale ar
--   tourhost render scripts/examples/localized/localized.lua --out pictures --locale en-XA

---@type Tour
return {
  -- tourhost check (docs/CHECKS.md) leaves out, for this example, which follows the device:
  --   arrow-misses-target: a target at the very edge of a phone held sideways: the body stops at its margin and Instructions keeps the arrow on the body.
  --   mark-covers-target: on the smallest phones held sideways, at the accessibility text sizes, a hint has no room beside its target and covers it (Instructions' layout does the same).
  --   text-clipped: at AX5 on the smallest phones the German and pseudo-locale hints are taller than the whole screen and are cut with an ellipsis (a screen reader reads them whole).
  check = { ignore = { "arrow-misses-target", "mark-covers-target", "text-clipped" } },
  strings = "Localizable.xcstrings",
  screen = {
    width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
    views = {
      { id = "search", frame = { 16, 100, 358, 44 }, label = "Search", autoresizing = { "flexibleWidth" } },
      { id = "cart", frame = { 318, 160, 56, 56 }, label = "Cart", autoresizing = { "flexibleLeftMargin" } },
      { id = "profile", frame = { 16, 740, 358, 52 }, label = "Profile", autoresizing = { "flexibleWidth", "flexibleTopMargin" } },
    },
  },
  numberOfCoachMarks = 3,

  coachMarkAt = function(ctl, index)
    local views = { "search", "cart", "profile" }
    return ctl.helper:makeCoachMark { view = views[index] }
  end,

  coachMarkViewsAt = function(ctl, index, mark)
    local hints = {
      tour.t("search.hint"),
      tour.t("cart.hint", 3),
      tour.t("profile.hint", "Dana"),
    }
    return ctl.helper:makeDefaultCoachViews {
      arrowOrientation = mark.arrowOrientation, hint = hints[index], next = tour.t("next"),
    }
  end,
}
