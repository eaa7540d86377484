/// Tours that tests of several kinds share.
public enum SampleTours {
  /// A guided step that waits for an app event (`basketOpened`), then a mark on the left edge.
  public static let basketEvent = """
    return {
      screen = { width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
                 views = { { id = "basket", frame = { 300, 60, 80, 40 } }, { id = "side", frame = { 0, 300, 40, 40 } } } },
      numberOfCoachMarks = 2,
      coachMarkAt = function(ctl, index)
        if index == 1 then return ctl.helper:makeCoachMark { view = "basket", advanceOn = { event = "basketOpened" } } end
        return ctl.helper:makeCoachMark { view = "side" }
      end,
    }
    """
}
