extension CoachMarksController {
  /// The screen changes size, and safe area when `safeArea` is given (a rotation): the
  /// current mark is fetched again with `change = .size`.
  public func resize(to size: Size, safeArea: EdgeInsets? = nil) {
    screen.size = size
    for name in screens.keys { screens[name]?.size = size }
    if let safeArea {
      screen.safeArea = safeArea
      for name in screens.keys { screens[name]?.safeArea = safeArea }
    }
    send(.resize(size, safeArea: safeArea))
    if machine.isStarted {
      timeline.schedule(at: timeline.now, kind: .task) { [weak self] in self?.placeSkipView() }
    }
  }

  /// Moves a view; marks made from it follow it on their next layout, and the mark on screen
  /// follows at once.
  /// - Returns: false when the path no longer leads to a view.
  @discardableResult
  public func setFrame(_ frame: Rect, at path: ViewPath) -> Bool {
    guard screen.setFrame(frame, at: path) else { return false }
    viewAnimations.removeAll { $0.keyPath == path.keyPath }
    followMovedViews()
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
    followMovedViews()
  }

  /// The frame of a view at `time` in its parent's coordinates, while it animates.
  public func presentationFrame(of path: ViewPath, at time: Instant) -> Rect? {
    if let animation = viewAnimations.last(where: { $0.keyPath == path.keyPath }) { return animation.frame(at: time) }
    return screen.view(at: path)?.frame
  }

  /// Lays the mark on screen out again when a view one of its parts follows has moved.
  private func followMovedViews() {
    guard let shown = machine.displayed else { return }
    let moved = shown.mark.parts.contains { part in
      guard let anchor = part.anchor, let path = screen.path(forKeyPath: anchor.keyPath) else { return false }
      return screen.frameOnScreen(path) != anchor.frameAtCreation
    }
    guard moved else { return }
    let mark = shown.mark.following(screen)
    var laidOut = shown.laidOut
    laidOut.mark = mark
    laidOut.layout = relayout(mark, laidOut)
    send(.relaidOut(laidOut))
  }

  /// The layout of a mark (alone or with its companions) with the views it already has.
  func relayout(_ mark: CoachMark, _ laidOut: LaidOutMark) -> MarkLayout {
    guard !mark.companions.isEmpty else { return layout(mark, laidOut.views) }
    let parts = zip(mark.parts, [laidOut.views] + laidOut.companionViews).map {
      GroupLayout.Part(mark: $0, views: $1, sizing: sizing)
    }
    let layouts = GroupLayout.layout(parts, on: screen).layouts
    var layout = layouts[0]
    layout.companions = Array(layouts.dropFirst())
    return layout
  }

  /// Replaces the whole screen description (for example after a reload).
  public func replaceScreen(_ screen: Screen) {
    self.screen = screen
    sizing.direction = screen.layoutDirection
  }
}
