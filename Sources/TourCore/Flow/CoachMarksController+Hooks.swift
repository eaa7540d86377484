extension CoachMarksController {
  /// Calls the hook behind a request (after recording its announcement) and feeds the answer
  /// back to the flow.
  func invoke(_ request: HookRequest, _ ticket: Ticket) {
    if let announcement = request.announcement { record(announcement) }
    let answer: (HookReply) -> Void = { [weak self] reply in self?.send(.replied(ticket, reply)) }
    let done: () -> Void = { answer(.done) }
    switch request {
    case .numberOfCoachMarks:
      guard let dataSource else { return answer(.count(0)) }
      dataSource.numberOfCoachMarks { answer(.count($0)) }
    case .willLoad(let index):
      guard let delegate else { return answer(.willLoad(true)) }
      delegate.coachMarkWillLoad(at: index) { answer(.willLoad($0)) }
    case .coachMarkAt(let index):
      guard let dataSource else { return answer(.mark(nil)) }
      dataSource.coachMark(at: index) { answer(.mark($0)) }
    case .willShow(let mark, let index, let change):
      guard let delegate else { return answer(.edited(mark)) }
      // The hook sees the mark where its view is now.
      delegate.willShow(mark.following(screen), at: index, change: change) { answer(.edited($0)) }
    case .coachMarkViews(let mark, let index):
      layOut(mark, at: index) { answer(.laidOut($0)) }
    case .didShow(let mark, let index, let change, _):
      guard let delegate else { return done() }
      delegate.didShow(mark, at: index, change: change, reply: done)
    case .willHide(let mark, let index):
      guard let delegate else { return done() }
      delegate.willHide(mark, at: index, reply: done)
    case .didHide(let mark, let index):
      // A finger held on the mark's body no longer holds anything.
      if highlightedIndex == index { highlightedIndex = nil }
      guard let delegate else { return done() }
      delegate.didHide(mark, at: index, reply: done)
    case .didEndShowingBySkipping(let skipped):
      guard let delegate else { return done() }
      delegate.didEndShowingBySkipping(skipped, reply: done)
    case .shouldHandleOverlayTap(let index):
      guard let delegate else { return answer(.handled(true)) }
      delegate.shouldHandleOverlayTap(at: index) { answer(.handled($0)) }
    case .fetchAnimation(let kind, let mark, let index, let layout):
      guard let animationDelegate else { return answer(.animation(nil)) }
      animationDelegate.fetchAnimation(kind, of: mark, at: index, layout: layout) { answer(.animation($0)) }
    case .animationCompleted(let completion, let finished):
      animationDelegate?.animationDidComplete(completion, finished: finished)
    }
  }

  /// Asks for the views of a mark and lays it out on the current screen. When the layout
  /// puts the mark on the other side than the one the views were made for, the views are
  /// asked for once more, for that side. A group's parts are asked for one by one and laid
  /// out together (`GroupLayout`); what cannot be placed freely is reported in a warning.
  private func layOut(_ mark: CoachMark, at index: Int, reply: @escaping (LaidOutMark) -> Void) {
    let mark = mark.following(screen)
    guard !mark.companions.isEmpty else {
      return layOutAlone(mark, at: index, part: 1) { [weak self] views, layout in
        guard let self else { return }
        reply(LaidOutMark(mark: mark, views: views, layout: layout, overlay: self.overlay))
      }
    }
    let parts = mark.parts
    var views: [MarkViews] = []
    func next() {
      guard views.count < parts.count else { return finish() }
      layOutAlone(parts[views.count], at: index, part: views.count + 1) { given, _ in
        views.append(given)
        next()
      }
    }
    func finish() {
      let (layouts, problems) = GroupLayout.layout(
        zip(parts, views).map { GroupLayout.Part(mark: $0, views: $1, sizing: sizing) }, on: screen)
      for problem in problems {
        record(.warning(message: "mark \(index): part \(problem.part) covers \(problem.covers.joined(separator: " and ")); no free place was found"))
      }
      var layout = layouts[0]
      layout.companions = Array(layouts.dropFirst())
      reply(LaidOutMark(mark: mark, views: views[0], layout: layout, overlay: overlay, companionViews: Array(views.dropFirst())))
    }
    next()
  }

  /// Asks for the views of one mark (a part of a group, or the mark alone) and lays it out
  /// alone; asks again when the layout chose the other side.
  private func layOutAlone(
    _ mark: CoachMark, at index: Int, part: Int, reply: @escaping (MarkViews, MarkLayout) -> Void
  ) {
    let given = mark.withComputedMetadata(screenHeight: screen.size.height)
    let views: (CoachMark, @escaping (MarkViews) -> Void) -> Void = { [weak self] shown, next in
      guard let dataSource = self?.dataSource else { return next(.standard) }
      dataSource.coachMarkViews(at: index, part: part, madeFrom: shown, reply: next)
    }
    views(given) { [weak self] first in
      guard let self else { return }
      let layout = self.layout(mark, first)
      guard let side = layout.arrowOrientation, side != given.arrowOrientation else { return reply(first, layout) }
      var flipped = given
      flipped.arrowOrientation = side
      views(flipped) { [weak self] second in
        guard let self else { return }
        reply(second, self.layout(mark, second))
      }
    }
  }

  /// The layout of a mark with the given views on the current screen.
  public func layout(_ mark: CoachMark, _ views: MarkViews) -> MarkLayout {
    let part = GroupLayout.Part(mark: mark, views: views, sizing: sizing)
    return CoachMarkLayout.layout(mark, on: screen, bodySize: part.bodySize, arrowSize: part.arrowSize)
  }

  /// Asks the delegate for the overlay's ornaments.
  func configureOrnaments() {
    guard let delegate else { return }
    delegate.configureOrnamentsOfOverlay { [weak self] ornaments in self?.ornaments = ornaments }
  }

  /// Sizes and places the skip view (asking `constraintsForSkipView`).
  func placeSkipView() {
    guard let skipView else { return }
    let size = sizing.preferredSize(of: skipView, maxWidth: screen.size.width)
    let placed: (Rect?) -> Void = { [weak self] frame in
      guard let self else { return }
      self.skipViewFrame = frame ?? SkipViewPlacement.defaultFrame(size: size, on: self.screen)
    }
    guard let dataSource else { return placed(nil) }
    dataSource.constraintsForSkipView(skipView, parentFrame: screen.bounds, reply: placed)
  }
}
