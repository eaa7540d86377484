extension CoachMarksController {
  /// The screen changes size: the current mark is fetched again with `change = .size`.
  public func resize(to size: Size) {
    screen.size = size
    send(.resize(size))
    if machine.isStarted {
      timeline.schedule(at: timeline.now, kind: .task) { [weak self] in self?.placeSkipView() }
    }
  }

  /// Moves a view; marks made from it follow it on their next layout.
  /// - Returns: false when the path no longer leads to a view.
  @discardableResult
  public func setFrame(_ frame: Rect, at path: ViewPath) -> Bool {
    screen.setFrame(frame, at: path)
  }

  /// Replaces the whole screen description (for example after a reload).
  public func replaceScreen(_ screen: Screen) {
    self.screen = screen
    sizing.direction = screen.layoutDirection
  }
}
