extension SimulatedApp {
  /// Gives the app its screens, by name (a tour of several screens). The app stays on the
  /// screen it shows when that screen is still there (after a reload), else it shows `start`.
  public func configureScreens(_ screens: [String: Screen], start: String) {
    let name = screenName.flatMap { screens[$0] == nil ? nil : $0 } ?? start
    self.screens = screens
    screenName = name
    replaceScreen(screens[name] ?? screen)
    changed(.screensGiven(shown: name))
  }

  /// The app shows another screen: the screen as it was left is kept (views moved stay
  /// moved) and the named one is shown.
  /// - Returns: false when the tour has no screen of that name.
  @discardableResult
  public func navigate(to name: String) -> Bool {
    guard let next = screens[name] else { return false }
    if let current = screenName { screens[current] = screen }
    screenName = name
    replaceScreen(next)
    viewAnimations.removeAll()
    scrollAnimations.removeAll()
    changed(.navigated(name))
    return true
  }

  /// A screen of the tour by name (the one shown as it is now); the shown one for nil.
  public func screen(named name: String?) -> Screen? {
    guard let name, name != screenName else { return screen }
    return screens[name]
  }
}
