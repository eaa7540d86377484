extension CoachMarksController {
  /// What the flow waits for now.
  public var waitingFor: FlowWait {
    if machine.pause != nil, machine.phase.isStarted { return .pause(origin: effects.pauseOrigin) }
    switch machine.phase {
    case .idle: return .notStarted
    case .counting: return .hook
    case .starting, .presenting, .ending: return .transition
    case .ended: return .ended
    case .showing(let showing): return showing.overlayTap == nil ? .user(mark: showing.presentation.index) : .hook
    case .changing(let presentation): return .change(mark: presentation.index)
    case .hiding(let hiding): return hiding.stage == .transition ? .transition : .hook
    case .loading(let load):
      switch load.stage {
      case .awaitingScreen(let mark): return .screen(mark: load.index, name: mark.screenName ?? "")
      case .awaitingView(let mark): return .view(mark: load.index, name: mark.pendingView?.name ?? "")
      case .awaitingResume: return .pause(origin: effects.pauseOrigin)
      case .scrolling: return .transition
      case .recount, .willLoad, .coachMarkAt, .willShow, .views, .appearance: return .hook
      }
    }
  }

  /// Sends `event` (a pause, typically), remembering where the flow was paused when it pauses
  /// now: `origin` is the script's hook that asked (`willShow of mark 2`).
  public func send(_ event: FlowMachine.Event, pausedIn origin: String?) {
    let wasPaused = machine.pause != nil
    send(event)
    if !wasPaused, machine.pause != nil { effects.pauseOrigin = origin }
  }
}

extension CoachMarksController {
  /// Where the tour is and what it is doing, in words for a status line.
  public var status: FlowStatus { FlowStatus(machine, step: machine.phase.currentIndex.map(step(of:))) }

  /// Whether the picture changes by itself at `time`: a fade, a transition, an idle
  /// animation, a view being animated, or the overlay fading for a pause.
  public func isAnimating(at time: Instant) -> Bool {
    if !effects.transitions.isEmpty || effects.idle != nil { return true }
    if simulatedApp.viewAnimations.contains(where: { $0.isRunning(at: time) }) { return true }
    if simulatedApp.scrollAnimations.contains(where: { $0.isRunning(at: time) }) { return true }
    if let change = effects.pauseChange, time.since(change.at).seconds < overlay.fadeAnimationDuration { return true }
    return false
  }

  /// What the app shows; marks are laid out on it.
  public var screen: Screen { simulatedApp.screen }

  /// Whether the flow waits for the app to show a mark's screen (the tour is hidden).
  public var isWaitingForScreen: Bool {
    if case .loading(let load) = machine.phase, case .awaitingScreen = load.stage { return true }
    return false
  }
}
