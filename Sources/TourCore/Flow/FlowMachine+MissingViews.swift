extension FlowMachine {
  /// The mark's view does not exist yet: wait for the app to add it (a declared policy says
  /// so first: `targetMissing`).
  mutating func awaitView(_ load: Load, _ mark: CoachMark, _ pending: PendingView, _ fx: inout [Effect]) {
    var load = load
    load.stage = .awaitingView(mark)
    load.ticket = tickets.next()
    phase = .loading(load)
    if pending.isDeclared {
      let policy = PendingView.Policy(wait: pending.wait.seconds, then: pending.onMissing)
      let reason = pending.problem ?? "it is not on the screen"
      fx.append(.emit(.targetMissing(index: load.index, view: pending.name, reason: reason, policy: policy)))
    }
    fx.append(.emit(.waitForView(index: load.index, view: pending.name, timeout: pending.wait.seconds)))
    fx.append(.watchView(pending, screen: mark.screenName, pending.wait, load.ticket))
  }

  /// The view came (`came`): the mark is asked for again, now that `makeCoachMark` finds its
  /// view. It did not come in time: skip the mark, show it centred without a cutout, stop the
  /// tour, or hold (the overlay stays, and the view is watched for without end), as its
  /// `onMissing` says.
  mutating func viewWatchEnded(_ ticket: Ticket, came: Bool, _ fx: inout [Effect]) {
    guard case .loading(var load) = phase, load.ticket == ticket, case .awaitingView(var mark) = load.stage else { return }
    if came {
      if let pending = mark.pendingView, pending.isDeclared { fx.append(.emit(.targetRecovered(index: load.index, view: pending.name))) }
      load.stage = .coachMarkAt
      load.ticket = self.tickets.next()
      phase = .loading(load)
      fx.append(.invoke(.coachMarkAt(index: load.index), load.ticket))
      return
    }
    guard let pending = mark.pendingView else { return }
    fx.append(.emit(.missingView(index: load.index, view: pending.name, onMissing: pending.onMissing)))
    switch pending.onMissing {
    case .skip:
      marks.missed.insert(load.index)
      skipPast(load, &fx)
    case .center:
      mark.pendingView = nil
      mark.clearView()
      proceedToWillShow(load, mark, &fx)
    case .stop:
      stop(immediately: false, &fx)
    case .hold:
      load.ticket = tickets.next()
      phase = .loading(load)
      fx.append(.watchView(pending, screen: mark.screenName, nil, load.ticket))
    }
  }
}
