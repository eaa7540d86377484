-- The appearance tour with iOS's Reduce Transparency switched on: the blurred overlay falls
-- back to its translucent colour, as Instructions does. The tour is the appearance example,
-- loaded as a module (require finds it beside this script) and changed in one field.
--
--   tourhost render scripts/examples/reduce_transparency.lua --out pictures

---@type Tour
local base = require "appearance"
base.screen.reduceTransparency = true
return base
