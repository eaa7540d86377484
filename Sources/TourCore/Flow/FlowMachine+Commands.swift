extension FlowMachine {
  /// `showNext(skip)` and `showPrevious(skip)`: the mark `skip + 1` after or before the one on
  /// screen, when a navigation command can run now (the flow shows a settled mark and is not
  /// paused); otherwise a warning says why (none once the tour is over).
  mutating func show(forward: Bool, skipping skip: Int, _ fx: inout [Effect]) {
    let name = "\(forward ? "showNext" : "showPrevious")(\(skip))"
    guard skip >= 0 else { return fx.warn("\(name) ignored: the number of marks to skip cannot be negative") }
    let showing: Showing
    switch phase {
    case .ended: return
    case .idle, .counting: return fx.warn("\(name) ignored: the tour has not started")
    case .ending: return fx.warn("\(name) ignored: the tour is ending")
    case .showing(let shown) where pause == nil: showing = shown
    case .starting, .loading, .presenting, .showing, .hiding, .changing:
      if pause != nil { return fx.warn("\(name) ignored: the flow is paused; call resume() first") }
      if case .changing = phase { return fx.warn("\(name) ignored: waiting for restoreAfterChangeDidComplete()") }
      return fx.warn("\(name) ignored: a transition is running")
    }
    let index = showing.presentation.index
    guard forward else {
      let target = index - 1 - skip
      guard target >= 1 else { return fx.warn("\(name) ignored: there is no mark \(target) before mark \(index)") }
      return leave(showing.presentation, to: target, .backward(left: index), &fx)
    }
    leave(showing.presentation, to: index + 1 + skip, .forward, &fx)
  }

  mutating func tapNext(_ fx: inout [Effect]) {
    guard pause == nil, case .showing(let showing) = phase else { return }
    leave(showing.presentation, to: showing.presentation.index + 1, .forward, &fx)
  }

  mutating func tapOverlay(_ fx: inout [Effect]) {
    guard pause == nil, case .showing(var showing) = phase, showing.overlayTap == nil else { return }
    let ticket = tickets.next()
    showing.overlayTap = ticket
    phase = .showing(showing)
    fx.append(.invoke(.shouldHandleOverlayTap(index: showing.presentation.index), ticket))
  }

  /// The skip control, or the pages' done control (`done`): a done on the last mark is not
  /// a skip.
  mutating func skip(done: Bool, _ fx: inout [Effect]) {
    guard phase.isStarted else { return }
    let last = done && (phase.currentIndex.map { $0 >= marks.count } ?? false)
    endTour(skipped: !last, &fx)
  }

  mutating func stop(immediately: Bool, _ fx: inout [Effect]) {
    switch phase {
    case .idle, .counting, .ended:
      return
    case .ending:
      fx.append(.emit(.stop(immediately: immediately)))
      if immediately {
        phase = .ended
        fx.append(.finish)
      }
    case .starting, .loading, .presenting, .showing, .hiding, .changing:
      fx.append(.emit(.stop(immediately: immediately)))
      if immediately {
        interruptTransition(&fx)
        phase = .ended
        pause = nil
        fx.append(.finish)
      } else {
        endTour(skipped: false, &fx)
      }
    }
  }

  mutating func pause(_ style: PauseStyle, _ fx: inout [Effect]) {
    switch phase {
    case .ended: return
    case .idle, .counting: return fx.warn("pause ignored: the tour has not started")
    case .ending: return fx.warn("pause ignored: the tour is ending")
    case .starting, .loading, .presenting, .showing, .hiding, .changing:
      // Pausing again in the same way changes nothing; in another way, it changes the style.
      guard pause != style else { return }
      pause = style
      fx.append(.emit(.pause(style: style)))
    }
  }

  mutating func resume(_ fx: inout [Effect]) {
    guard pause != nil, phase.isStarted else { return }
    pause = nil
    fx.append(.emit(.resume))
    switch phase {
    case .loading(let load):
      if case .awaitingResume(let mark) = load.stage { requestViews(load, mark, &fx) }
    case .showing(let showing):
      if let update = showing.update {
        let presentation = showing.presentation
        let load = Load(
          index: presentation.index, travel: .forward, change: presentation.change,
          stage: .views(update), ticket: tickets.next())
        requestViews(load, update, &fx)
      }
    case .idle, .counting, .starting, .presenting, .hiding, .changing, .ending, .ended:
      break
    }
  }

  mutating func update(_ mark: CoachMark, _ fx: inout [Effect]) {
    guard pause != nil else {
      return fx.warn("updateCurrentCoachMark ignored: the flow is not paused")
    }
    switch phase {
    case .loading(var load):
      switch load.stage {
      case .willShow(let passed, _): load.stage = .willShow(passed: passed, current: mark)
      case .awaitingResume: load.stage = .awaitingResume(mark)
      case .recount, .willLoad, .coachMarkAt, .awaitingScreen, .awaitingView, .scrolling, .views, .appearance:
        return fx.warn("updateCurrentCoachMark ignored: there is no current mark yet")
      }
      phase = .loading(load)
    case .showing(var showing):
      showing.update = mark
      phase = .showing(showing)
    case .idle, .counting, .starting, .presenting, .hiding, .changing, .ending, .ended:
      fx.warn("updateCurrentCoachMark ignored: there is no current mark")
    }
  }

  mutating func resize(_ size: Size, _ safeArea: EdgeInsets?, _ fx: inout [Effect]) {
    guard phase != .ended else { return }
    fx.append(.emit(.resize(size, safeArea: safeArea)))
    switch phase {
    case .presenting(let presentation, _, _):
      interruptTransition(&fx)
      load(presentation.index, .forward, presentation.relayout(.size), &fx)
    case .showing(let showing):
      load(showing.presentation.index, .forward, .size, &fx)
    case .loading(let load):
      // Laid out for the old size and waiting for its appearance: lay it out again (its views
      // asked again, so that they fit the new size); the old appearance's answer is stale.
      if case .appearance(let laidOut) = load.stage { requestViews(load, laidOut.mark, &fx) }
    case .idle, .counting, .starting, .hiding, .changing, .ending, .ended:
      break
    }
  }

  mutating func relaidOut(_ laidOut: LaidOutMark) {
    switch phase {
    case .presenting(var presentation, let animation, let ticket):
      presentation.laidOut = laidOut
      phase = .presenting(presentation, animation, ticket)
    case .showing(var showing):
      showing.presentation.laidOut = laidOut
      phase = .showing(showing)
    case .idle, .counting, .starting, .loading, .hiding, .changing, .ending, .ended:
      break
    }
  }

  mutating func prepareForChange(_ fx: inout [Effect]) {
    switch phase {
    case .showing(let showing): phase = .changing(showing.presentation)
    case .presenting(let presentation, _, _):
      interruptTransition(&fx)
      phase = .changing(presentation)
    case .idle, .counting, .starting, .loading, .hiding, .changing, .ending, .ended:
      fx.warn("prepareForChange ignored: no mark is on screen")
    }
  }

  mutating func restoreAfterChange(_ fx: inout [Effect]) {
    guard case .changing(let presentation) = phase else {
      return fx.warn("restoreAfterChangeDidComplete ignored: prepareForChange() was not called")
    }
    load(presentation.index, .forward, presentation.relayout(.frame), &fx)
  }
}
