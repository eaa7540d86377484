/// The app a tour runs over, as the engine sees it: its screens and their views, the screen it
/// shows, and views moving over time. A host changes it the way the real app would (a view
/// added, moved, removed; another screen shown; the screen rotated); the controller hears of
/// each change (`AppChange`) and moves the flow on.
public final class SimulatedApp {
  /// What the app shows; marks are laid out on it.
  public internal(set) var screen: Screen
  /// Every screen of a tour of several screens, by name (the shown one as it was when the
  /// app left it or was given it); empty for a tour of one screen.
  public internal(set) var screens: [String: Screen] = [:]
  /// The name of the screen the app shows, in a tour of several screens.
  public internal(set) var screenName: String?
  /// Views moving over time (`ctl.screen:animate`), for pictures.
  public internal(set) var viewAnimations: [ViewAnimation] = []
  /// The scrolls still running (a mark bringing its view into sight).
  public internal(set) var scrollAnimations: [ScrollAnimation] = []
  /// The clock views move on.
  let timeline: Timeline
  /// Told of every change, after it is made.
  var changed: (AppChange) -> Void = { _ in }

  init(screen: Screen, timeline: Timeline) {
    self.screen = screen
    self.timeline = timeline
  }

  /// Replaces the whole screen description (for example after a reload).
  public func replaceScreen(_ screen: Screen) {
    self.screen = screen
    changed(.screenReplaced)
  }

  /// The screen changes size, and safe area when `safeArea` is given (a rotation): every
  /// screen of the tour alike.
  public func resize(to size: Size, safeArea: EdgeInsets? = nil) {
    screen = screen.resized(to: size)
    for name in screens.keys { screens[name] = screens[name]?.resized(to: size) }
    if let safeArea {
      screen.safeArea = safeArea
      for name in screens.keys { screens[name]?.safeArea = safeArea }
    }
    changed(.resized(size, safeArea: safeArea))
  }
}

/// A change of the app that the flow must hear of.
enum AppChange {
  /// The screens were given; the app shows the named one (no `navigate` is recorded).
  case screensGiven(shown: String)
  /// The app shows another screen.
  case navigated(String)
  /// The whole screen was replaced.
  case screenReplaced
  /// The screen changed size (and safe area).
  case resized(Size, safeArea: EdgeInsets?)
  /// Views moved.
  case viewsMoved
  /// A view was added; its key path.
  case viewAdded(String)
  /// A view was removed; its key path.
  case viewRemoved(String)
}
