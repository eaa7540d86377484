-- A grocery app's tours as one system: onboarding at launch, then the cart's tip
-- in their ordered group, a tip after the third order in 30 days, and a weekly promotion.
-- At most one tour shows at a time, and at most one a day, with a minute between any two.
--
--   tourhost run scripts/examples/app/app.lua --headless --autoplay --input scripts/examples/app/first_week.input
--   tourhost why scripts/examples/app/app.lua cart_tips
---@type App
return {
  tours = { "onboarding.lua", "cart_tips.lua", "reorder_tip.lua", "weekly_promo.lua" },
  displayFrequency = "daily",
  cooldown = 60,
  groups = { { "onboarding", "cart_tips", order = "ordered" } },
  priority = { "onboarding", "reorder_tip" },
}
