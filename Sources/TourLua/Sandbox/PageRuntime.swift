/// The hooks of a tour made of pages (Tutorializer's pages), written in Lua: each page is a
/// group of marks shown together, each with its hint in a default body without a next label.
/// It is run once, with the tour table and where `pages` is written (`tour.lua:12`), and sets
/// the table's `numberOfCoachMarks`, `coachMarkAt` and `coachMarkViewsAt`.
enum PageRuntime {
  static let chunkName = "=pages"

  static let source = #"""
    local tourTable, where = ...
    local pages = tourTable.pages
    tourTable.numberOfCoachMarks = #pages
    tourTable.coachMarkAt = function(ctl, index)
      local marks = {}
      for part, spec in ipairs(pages[index].marks) do
        local options = {}
        for key, value in pairs(spec) do
          if key == "position" then
            options.arrowOrientation = value == "above" and "bottom" or "top"
          elseif key == "width" then
            options.maxWidth = value
          elseif key ~= "hint" then
            options[key] = value
          end
        end
        local ok, mark = pcall(ctl.helper.makeCoachMark, ctl.helper, options)
        if not ok then
          local reason = tostring(mark):match("%((.*)%)$") or tostring(mark)
          error(string.format("%s: pages[%d].marks[%d]: %s", where, index, part, reason), 0)
        end
        marks[part] = mark
      end
      return marks
    end
    tourTable.coachMarkViewsAt = function(ctl, index, mark, part)
      return ctl.helper:makeDefaultCoachViews {
        arrowOrientation = mark.arrowOrientation, hint = pages[index].marks[part].hint, withNextText = false,
      }
    end
    """#
}
