extension FlowEffects {
  /// Calls the hook behind a request (after recording its announcement) and feeds the answer
  /// back to the flow.
  func invoke(_ request: HookRequest, _ ticket: Ticket) {
    if var announcement = request.announcement {
      // A skipped tour that a rich bubble's close control ended says so.
      if case .end(true, nil) = announcement, let endReason { announcement = .end(skipped: true, reason: endReason) }
      controller.record(announcement)
    }
    let answer: (HookReply) -> Void = { [link] reply in link.effects?.controller.send(.replied(ticket, reply)) }
    // Made only for the notifications that hand it on: each closure made is an allocation.
    func done() -> () -> Void { { answer(.done) } }
    switch request {
    case .numberOfCoachMarks:
      guard let dataSource = controller.dataSource else { return answer(.count(0)) }
      dataSource.numberOfCoachMarks { answer(.count($0)) }
    case .willLoad(let index):
      guard let delegate = controller.delegate else { return answer(.willLoad(true)) }
      delegate.coachMarkWillLoad(at: index) { answer(.willLoad($0)) }
    case .coachMarkAt(let index):
      guard let dataSource = controller.dataSource else { return answer(.mark(nil)) }
      dataSource.coachMark(at: index) { answer(.mark($0)) }
    case .willShow(let mark, let index, let change):
      guard let delegate = controller.delegate else { return answer(.edited(mark)) }
      // The hook sees the mark where its view is now.
      delegate.willShow(mark.following(screen), at: index, change: change) { answer(.edited($0)) }
    case .coachMarkViews(let mark, let index):
      layOut(mark, at: index) { answer(.laidOut($0)) }
    case .didShow(let mark, let index, let change, _):
      guard let delegate = controller.delegate else { return answer(.done) }
      delegate.didShow(mark, at: index, change: change, reply: done())
    case .willHide(let mark, let index):
      guard let delegate = controller.delegate else { return answer(.done) }
      delegate.willHide(mark, at: index, reply: done())
    case .didHide(let mark, let index):
      guard let delegate = controller.delegate else { return answer(.done) }
      delegate.didHide(mark, at: index, reply: done())
    case .didEndShowingBySkipping(let skipped):
      guard let delegate = controller.delegate else { return answer(.done) }
      delegate.didEndShowingBySkipping(skipped, reply: done())
    case .didSelectAction(let index, let id):
      guard let delegate = controller.delegate else { return answer(.done) }
      delegate.didSelectAction(id, at: index, reply: done())
    case .didSelectLink(let index, let id):
      guard let delegate = controller.delegate else { return answer(.done) }
      delegate.didSelectLink(id, at: index, reply: done())
    case .shouldHandleOverlayTap(let index):
      guard let delegate = controller.delegate else { return answer(.handled(true)) }
      delegate.shouldHandleOverlayTap(at: index) { answer(.handled($0)) }
    case .fetchAnimation(let kind, let mark, let index, let layout):
      guard let animationDelegate = controller.animationDelegate else { return answer(.animation(nil)) }
      let reduceMotion = controller.environment.reduceMotion
      animationDelegate.fetchAnimation(kind, of: mark, at: index, layout: layout) { animation in
        answer(.animation(reduceMotion ? animation?.reducingMotion(kind) : animation))
      }
    case .animationCompleted(let completion, let finished):
      controller.animationDelegate?.animationDidComplete(completion, finished: finished)
    }
  }

  /// Asks the delegate for the overlay's ornaments.
  func configureOrnaments() {
    guard let delegate = controller.delegate else { return }
    delegate.configureOrnamentsOfOverlay { [link] ornaments in link.effects?.ornaments = ornaments }
  }

  /// Sizes the skip view and asks `constraintsForSkipView` where it goes; without an answer
  /// it rests at the top trailing corner, and each mark moves it to a free corner.
  func placeSkipView() {
    guard let skipView = controller.skip.view else { return }
    let size = controller.skip.size(of: skipView, on: screen, sizing: sizing)
    let placed: (Rect?) -> Void = { [link] frame in
      guard let effects = link.effects else { return }
      effects.controller.skip.isPlacedByScript = frame != nil
      effects.controller.skip.restingFrame = frame ?? SkipViewPlacement.defaultFrame(size: size, on: effects.screen)
    }
    guard let dataSource = controller.dataSource else { return placed(nil) }
    dataSource.constraintsForSkipView(skipView, parentFrame: screen.bounds, reply: placed)
  }
}
