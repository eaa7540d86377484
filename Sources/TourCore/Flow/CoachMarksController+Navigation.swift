extension CoachMarksController {
  /// Gives the controller the app's screens, by name (a tour of several screens). The app
  /// stays on the screen it shows when that screen is still there (after a reload), else it
  /// shows `start`.
  public func configureScreens(_ screens: [String: Screen], start: String) {
    let name = screenName.flatMap { screens[$0] == nil ? nil : $0 } ?? start
    self.screens = screens
    screenName = name
    replaceScreen(screens[name] ?? screen)
    machineNavigated(name)
  }

  /// The app shows another screen: the screen as it was left is kept (views moved stay
  /// moved), the named one is shown, the skip view is placed again, and the flow is told (a
  /// mark waiting for the screen goes on; a mark of another screen waits).
  /// - Returns: false when the tour has no screen of that name.
  @discardableResult
  public func navigate(to name: String) -> Bool {
    guard let next = screens[name] else { return false }
    if let current = screenName { screens[current] = screen }
    screenName = name
    replaceScreen(next)
    viewAnimations.removeAll()
    record(.navigate(screen: name))
    machineNavigated(name)
    if machine.isStarted {
      timeline.schedule(at: timeline.now, kind: .task) { [weak self] in self?.placeSkipView() }
    }
    return true
  }

  /// A screen of the tour by name (the one shown as it is now); the shown one for nil.
  public func screen(named name: String?) -> Screen? {
    guard let name, name != screenName else { return screen }
    return screens[name]
  }

  /// Whether the flow waits for the app to show a mark's screen (the tour is hidden).
  public var isWaitingForScreen: Bool {
    if case .loading(let load) = machine.phase, case .awaitingScreen = load.stage { return true }
    return false
  }

  private func machineNavigated(_ name: String) {
    send(.navigated(name))
  }
}
