extension CoachMarksController {
  /// The app adds a view, on top of its siblings, under `parent` (or at the top level) of
  /// the named screen (or the shown one). A mark waiting for it goes on.
  /// - Returns: the view's key path, or nil when the parent or the screen is unknown, or a
  ///   sibling has the same id.
  @discardableResult
  public func addView(_ view: ScreenView, under parent: String?, screen name: String? = nil) throws(ScreenError) -> String? {
    let onShown = name == nil || name == screenName
    var target = onShown ? screen : (screens[name!] ?? screen)
    let parentPath = try parent.map { name throws(ScreenError) in try target.resolve(name) }
    guard let path = target.add(view, under: parentPath) else { return nil }
    if onShown { screen = target } else { screens[name!] = target }
    record(.viewAdded(view: path.keyPath))
    checkWatchedView()
    return path.keyPath
  }

  /// The app removes a view (and its children) from the shown screen.
  /// - Returns: the removed view's key path.
  @discardableResult
  public func removeView(_ name: String) throws(ScreenError) -> String {
    let path = try screen.resolve(name)
    screen.remove(at: path)
    viewAnimations.removeAll { $0.keyPath == path.keyPath || $0.keyPath.hasPrefix(path.keyPath + ".") }
    record(.viewRemoved(view: path.keyPath))
    return path.keyPath
  }

  /// The flow waits for a view: it goes on when the view is there, or times out.
  func watchView(_ name: String, screen: String?, wait: TimeSpan, ticket: Ticket) {
    viewWatch = (name, screen, ticket)
    timeline.schedule(after: wait, kind: .callback) { [weak self] in
      guard let self, self.viewWatch?.ticket == ticket else { return }
      self.viewWatch = nil
      self.send(.viewTimedOut(ticket))
    }
    checkWatchedView()
  }

  private func checkWatchedView() {
    guard let watch = viewWatch, let target = self.screen(named: watch.screen), target.has(watch.name) else { return }
    viewWatch = nil
    send(.viewAppeared(watch.ticket))
  }
}
