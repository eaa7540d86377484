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

  /// A tour `id` of an app, with `fields`: one mark on the view `a` ("Search"), over
  /// the screens home and cart, its hint "Hello from ID" and its next control "Got it".
  public static func appTour(_ id: String, _ fields: String) -> String {
    let screen = #"{ width = 390, height = 844, views = { { id = "a", frame = { 16, 200, 358, 44 }, label = "Search" } } }"#
    return """
      return {
        id = "\(id)", \(fields)
        screens = { home = \(screen), cart = \(screen) }, startScreen = "home",
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl, index, mark)
          return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Hello from \(id)", next = "Got it" }
        end,
      }
      """
  }
}
