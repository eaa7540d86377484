/// The scripts of the throughput benchmark: a long tour over a small screen, with every hook
/// written in Lua, or with only the one hook a tour must have (`coachMarkAt`).
enum ThroughputTour {
  static let screen = """
    { width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
        views = { { id = "search", frame = { 16, 60, 358, 44 } }, { id = "cart", frame = { 310, 760, 64, 48 } } } }
    """

  /// Every hook of API.md section 1 in Lua, each doing a little of what real hooks do.
  static func everyHook(marks: Int) -> String {
    """
    local shown = 0
    return {
      id = "throughput",
      screen = \(screen),
      numberOfCoachMarks = \(marks),
      coachMarkAt = function(ctl, index)
        return ctl.helper:makeCoachMark { view = index % 2 == 0 and "search" or "cart" }
      end,
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews {
          arrowOrientation = mark.arrowOrientation, hint = "Step " .. index .. " of the tour", next = "Next" }
      end,
      coachMarkWillLoadAt = function(ctl, index) return true end,
      willShow = function(ctl, mark, index, change) shown = shown + 1 end,
      didShow = function(ctl, mark, index, change) end,
      willHide = function(ctl, mark, index) end,
      didHide = function(ctl, mark, index) end,
      didEndShowingBySkipping = function(ctl, skipped) end,
      shouldHandleOverlayTap = function(ctl, index) return true end,
      configureOrnamentsOfOverlay = function(ctl, ornaments) end,
      skipView = { title = "Skip" },
      constraintsForSkipView = function(ctl, skipView, parentFrame) return nil end,
      fetchAppearanceTransition = function(ctl, markView, index, manager) manager:animate { alpha = 1 } end,
      fetchDisappearanceTransition = function(ctl, markView, index, manager) manager:animate { alpha = 0 } end,
    }
    """
  }

  /// Only `coachMarkAt`: default views with empty texts, default animations.
  static func onlyCoachMarkAt(marks: Int) -> String {
    """
    return {
      id = "throughput",
      screen = \(screen),
      numberOfCoachMarks = \(marks),
      coachMarkAt = function(ctl, index)
        return ctl.helper:makeCoachMark { view = index % 2 == 0 and "search" or "cart" }
      end,
    }
    """
  }
}
