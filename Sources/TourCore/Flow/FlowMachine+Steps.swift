extension FlowMachine {
  /// Starts fetching mark `index`: `coachMarkWillLoadAt` first.
  mutating func load(_ index: Int, _ travel: Travel, _ change: ConfigurationChange, _ fx: inout [Effect]) {
    let ticket = tickets.next()
    phase = .loading(Load(index: index, travel: travel, change: change, stage: .willLoad, ticket: ticket))
    fx.append(.invoke(.willLoad(index: index), ticket))
  }

  /// Moves past a mark that will not load (or whose `coachMarkAt` failed), in the direction
  /// of travel: forward past the last mark ends the tour; backward past the first mark shows
  /// again the mark that was left.
  mutating func skipPast(_ load: Load, _ fx: inout [Effect]) {
    // The mark a reload brings is still the reload's (the step on show, renumbered or skipped).
    let change: ConfigurationChange = load.change == .reload ? .reload : .none
    switch load.travel {
    case .forward:
      if load.index >= marks.count {
        beginEnding(skipped: false, &fx)
      } else {
        self.load(load.index + 1, .forward, change, &fx)
      }
    case .backward(let left):
      if load.index <= 1 {
        self.load(left, .forward, change, &fx)
      } else {
        self.load(load.index - 1, load.travel, change, &fx)
      }
    }
  }

  /// Asks for the views of a mark that `willShow` has let through.
  mutating func requestViews(_ load: Load, _ mark: CoachMark, _ fx: inout [Effect]) {
    var load = load
    load.stage = .views(mark)
    load.ticket = tickets.next()
    phase = .loading(load)
    fx.append(.invoke(.coachMarkViews(mark, index: load.index), load.ticket))
  }

  /// Hides the mark on screen, then goes to `target` (ending the tour past the last mark).
  mutating func leave(_ presentation: Presentation, to target: Int, _ travel: Travel, _ fx: inout [Effect]) {
    let then: After = target > marks.count ? .end(skipped: false) : .load(target, travel)
    let ticket = tickets.next()
    phase = .hiding(Hiding(presentation: presentation, then: then, stage: .willHide, ticket: ticket))
    fx.append(.invoke(.willHide(presentation.computedMark, index: presentation.index), ticket))
  }

  /// Ends the tour early (a skip, a stop, a done control). A mark whose `willHide` has been
  /// sent gets its `didHide` first, at once, without the rest of its disappearance: the two
  /// always come in pairs (a stop during a disappearance once sent `end` between them; found by
  /// the flow's property tests).
  mutating func endTour(skipped: Bool, _ fx: inout [Effect]) {
    interruptTransition(&fx)
    guard case .hiding(var hiding) = phase, hiding.stage != .didHide else { return beginEnding(skipped: skipped, &fx) }
    hiding.stage = .didHide
    hiding.then = .end(skipped: skipped)
    hiding.animation = nil  // a cut-short completion has run (interruptTransition); it does not run again
    hiding.ticket = tickets.next()
    phase = .hiding(hiding)
    fx.append(.invoke(.didHide(hiding.presentation.computedMark, index: hiding.presentation.index), hiding.ticket))
  }

  /// Fades the overlay (and whatever is on it) out; `end` follows.
  mutating func beginEnding(skipped: Bool, _ fx: inout [Effect]) {
    let ticket = tickets.next()
    phase = .ending(skipped: skipped, ticket)
    pause = nil
    fx.append(.beginTransition(.overlayFadeOut, ticket))
  }

  /// Before the flow leaves a mark's transition half way (a skip, a stop, a size change,
  /// `prepareForChange`): the script's completion runs with `finished` false, as UIKit calls
  /// a completion whose animation was cut short.
  mutating func interruptTransition(_ fx: inout [Effect]) {
    let animation: MarkAnimation? =
      switch phase {
      case .presenting(_, let animation, _): animation
      case .hiding(let hiding): hiding.stage == .transition ? hiding.animation : nil
      case .idle, .counting, .starting, .loading, .showing, .changing, .ending, .ended: nil
      }
    if let completion = animation?.completion {
      fx.append(.invoke(.animationCompleted(completion, finished: false), tickets.next()))
    }
  }

  /// Records a warning about misuse that was ignored.
}

extension [FlowMachine.Effect] {
  /// Adds a warning (a command the flow ignores, and why).
  mutating func warn(_ message: String) {
    append(.emit(.warning(message: message)))
  }
}
