extension FlowMachine {
  /// Asks `willShow` about the mark: the step after `coachMarkAt` (and after waiting for the
  /// mark's screen), once its views are scrolled into sight (`scrolled`).
  mutating func proceedToWillShow(_ load: Load, _ mark: CoachMark, scrolled: Bool = false, _ fx: inout [Effect]) {
    var load = load
    // First its views' scroll containers bring them into sight (the mark then comes back here).
    guard scrolled || !mark.parts.contains(where: { $0.anchor != nil }) else {
      load.ticket = tickets.next()
      load.stage = .scrolling(mark)
      phase = .loading(load)
      return fx.append(.scrollIntoView(mark, index: load.index, load.ticket))
    }
    load.stage = .willShow(passed: mark, current: mark)
    load.ticket = tickets.next()
    phase = .loading(load)
    fx.append(.invoke(.willShow(mark, index: load.index, change: load.change), load.ticket))
  }

  /// The mark belongs to a screen the app does not show: the tour hides until it does.
  mutating func awaitScreen(_ load: Load, _ mark: CoachMark, _ fx: inout [Effect]) {
    var load = load
    load.stage = .awaitingScreen(mark)
    load.ticket = tickets.next()
    phase = .loading(load)
    fx.append(.emit(.waitForScreen(index: load.index, screen: mark.screenName ?? "")))
  }

  /// The app shows another screen. A mark waiting for it goes on; the mark on screen, when it
  /// belongs to another screen, is taken away at once (without willHide) and waits for its
  /// screen to come back, then is shown again with `change = .screen`.
  mutating func navigated(_ screen: String, _ fx: inout [Effect]) {
    screenName = screen
    let onScreen: Presentation
    switch phase {
    case .loading(let load):
      guard case .awaitingScreen(let mark) = load.stage, mark.screenName == screen else { return }
      if let pending = mark.pendingView { return awaitView(load, mark, pending, &fx) }
      return proceedToWillShow(load, mark, &fx)
    case .presenting(let presentation, _, _), .changing(let presentation): onScreen = presentation
    case .showing(let showing): onScreen = showing.presentation
    case .idle, .counting, .starting, .hiding, .ending, .ended: return
    }
    // The mark on screen belongs to another screen: it is taken away at once and waits.
    guard let wanted = onScreen.mark.screenName, wanted != screen else { return }
    interruptTransition(&fx)
    let load = Load(index: onScreen.index, travel: .forward, change: .screen, stage: .coachMarkAt, ticket: tickets.next())
    awaitScreen(load, onScreen.mark, &fx)
  }
}
