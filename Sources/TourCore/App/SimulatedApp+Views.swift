extension SimulatedApp {
  /// The app adds a view, on top of its siblings, under `parent` (or at the top level) of
  /// the named screen (or the shown one).
  /// - Returns: the view's key path, or nil when the parent or the screen is unknown, or a
  ///   sibling has the same id.
  @discardableResult
  public func addView(_ view: ScreenView, under parent: String?, screen name: String? = nil) throws(ScreenError) -> String? {
    let other = name.flatMap { $0 == screenName ? nil : $0 }
    var target = other.flatMap { screens[$0] } ?? screen
    let parentPath = try parent.map { name throws(ScreenError) in try target.resolve(name) }
    guard let path = target.add(view, under: parentPath) else { return nil }
    if let other { screens[other] = target } else { screen = target }
    changed(.viewAdded(path.keyPath))
    return path.keyPath
  }

  /// The app removes a view (and its children) from the shown screen.
  /// - Returns: the removed view's key path.
  @discardableResult
  public func removeView(_ name: String) throws(ScreenError) -> String {
    let path = try screen.resolve(name)
    screen.remove(at: path)
    viewAnimations.removeAll { $0.keyPath == path.keyPath || $0.keyPath.hasPrefix(path.keyPath + ".") }
    changed(.viewRemoved(path.keyPath))
    return path.keyPath
  }

  /// Moves a view; marks made from it follow it on their next layout, and the mark on screen
  /// follows at once.
  /// - Returns: false when the path no longer leads to a view.
  @discardableResult
  public func setFrame(_ frame: Rect, at path: ViewPath) -> Bool {
    guard screen.setFrame(frame, at: path) else { return false }
    viewAnimations.removeAll { $0.keyPath == path.keyPath }
    changed(.viewsMoved)
    return true
  }

  /// Moves a view over `duration` along `curve`: the screen holds the new frame at once (marks
  /// are laid out on it), pictures show the frames in between.
  public func animateView(at path: ViewPath, to frame: Rect, duration: TimeSpan, curve: TimingCurve) {
    let now = timeline.now
    let from = presentationFrame(of: path, at: now) ?? frame
    viewAnimations.removeAll { $0.keyPath == path.keyPath || !$0.isRunning(at: now) }
    viewAnimations.append(ViewAnimation(keyPath: path.keyPath, from: from, to: frame, start: now, duration: duration, curve: curve))
    screen.setFrame(frame, at: path)
    changed(.viewsMoved)
  }

  /// Scrolls the container at `path` to `offset` over `duration` along `curve`: the screen
  /// holds the new offset at once (marks are laid out on it), pictures show the ones between.
  public func scroll(at path: ViewPath, to offset: Point, duration: TimeSpan, curve: TimingCurve) {
    let now = timeline.now
    let from = presentationOffset(of: path, at: now) ?? offset
    scrollAnimations.removeAll { $0.keyPath == path.keyPath || !$0.isRunning(at: now) }
    if duration.microseconds > 0 {
      scrollAnimations.append(ScrollAnimation(keyPath: path.keyPath, from: from, to: offset, start: now, duration: duration, curve: curve))
    }
    screen.setScrollOffset(offset, at: path)
    changed(.viewsMoved)
  }

  /// A scroll container's offset at `time`, while it scrolls.
  public func presentationOffset(of path: ViewPath, at time: Instant) -> Point? {
    if let animation = scrollAnimations.last(where: { $0.keyPath == path.keyPath }) { return animation.offset(at: time) }
    return screen.view(at: path)?.scroll?.offset
  }

  /// The frame of a view at `time` in its parent's coordinates, while it animates.
  public func presentationFrame(of path: ViewPath, at time: Instant) -> Rect? {
    if let animation = viewAnimations.last(where: { $0.keyPath == path.keyPath }) { return animation.frame(at: time) }
    return screen.view(at: path)?.frame
  }
}
