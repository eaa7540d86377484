extension FlowEffects {
  /// Moves the flow on after a change of the app: records it, tells the flow, and lays the
  /// mark on screen out again when its views moved.
  func appChanged(_ change: AppChange) {
    switch change {
    case .screenReplaced:
      controller.sizing.direction = screen.layoutDirection
    case .screensGiven(let name):
      controller.send(.navigated(name))
    case .navigated(let name):
      controller.record(.navigate(screen: name))
      controller.send(.navigated(name))
      placeSkipViewAgain()
    case .resized(let size, let safeArea):
      controller.send(.resize(size, safeArea: safeArea))
      placeSkipViewAgain()
    case .viewsMoved:
      followMovedViews()
    case .viewAdded(let keyPath):
      controller.record(.viewAdded(view: keyPath))
      checkWatchedView()
    case .viewRemoved(let keyPath):
      controller.record(.viewRemoved(view: keyPath))
    }
  }

  /// The skip view finds its place again once the screen changed (another screen, a new size).
  private func placeSkipViewAgain() {
    guard machine.phase.isStarted else { return }
    timeline.schedule(at: timeline.now, kind: .task) { [link] in link.effects?.placeSkipView() }
  }

  /// Lays the mark on screen out again when a view one of its parts follows has moved.
  private func followMovedViews() {
    guard let shown = machine.phase.displayed else { return }
    let moved = shown.mark.parts.contains { part in
      guard let anchor = part.anchor, let path = screen.path(forKeyPath: anchor.keyPath) else { return false }
      return screen.frameOnScreen(path) != anchor.frameAtCreation
    }
    guard moved else { return }
    let mark = shown.mark.following(screen)
    var laidOut = shown.laidOut
    laidOut.mark = mark
    (laidOut.layout, laidOut.bodyTexts) = relayout(mark, laidOut)
    controller.send(.relaidOut(laidOut))
  }

  /// The layout of a mark (alone or with its companions) with the views it already has, and
  /// each part's default body as the layout sized it.
  func relayout(_ mark: CoachMark, _ laidOut: LaidOutMark) -> (MarkLayout, [DefaultBodyLayout?]) {
    guard !mark.companions.isEmpty else {
      let (layout, text) = layout(mark, laidOut.views)
      return (layout, [text])
    }
    let parts = zip(mark.parts, [laidOut.views] + laidOut.companionViews).map {
      GroupLayout.Part(mark: $0, views: $1, sizing: sizing)
    }
    let layouts = GroupLayout.layout(parts, on: screen).layouts
    var layout = layouts[0]
    layout.companions = Array(layouts.dropFirst())
    return (layout, zip(parts, layouts).map { $0.sizes.laidOutBody($1.body.size) })
  }

  /// The flow waits for a view: it goes on when the view is there, or times out (never,
  /// without a `wait`: a mark that holds).
  func watchView(_ pending: PendingView, screen: String?, wait: TimeSpan?, ticket: Ticket) {
    viewWatch = (pending, screen, ticket)
    if let wait {
      timeline.schedule(after: wait, kind: .callback) { [link] in
        guard let effects = link.effects, effects.viewWatch?.ticket == ticket else { return }
        effects.viewWatch = nil
        effects.controller.send(.viewTimedOut(ticket))
      }
    }
    checkWatchedView()
  }

  private func checkWatchedView() {
    // A declared policy's target must be in sight, not only there.
    guard let watch = viewWatch, let target = controller.simulatedApp.screen(named: watch.screen),
      watch.pending.isDeclared ? target.sightProblem(watch.pending.name) == nil : target.has(watch.pending.name)
    else { return }
    viewWatch = nil
    controller.send(.viewAppeared(watch.ticket))
  }
}
