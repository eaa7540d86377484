/// Runs what the flow decides (`FlowMachine.Effect`): records events, calls hooks as their own
/// timeline tasks, times fades and transitions, lays marks out, waits for views, and follows the
/// app's changes. It keeps what moves now, for the scene and for hosts that ask whether the
/// picture changes by itself.
package final class FlowEffects {
  unowned let controller: CoachMarksController
  /// How timeline tasks and hook replies reach these effects while the controller lives.
  let link: EffectsLink
  /// The fades and transitions running now, by the ticket the flow waits on.
  package internal(set) var transitions: [Ticket: RunningAnimation] = [:]
  /// The idle animation of the mark on screen, if it has one.
  package internal(set) var idle: RunningAnimation?
  /// The mark that was on screen when the tour began to end (it fades out with the overlay).
  package internal(set) var leaving: FlowMachine.Presentation?
  /// The mark that left by moving, until the next one has appeared (`transition = "move"`).
  package internal(set) var departure: Departure?
  /// The last pause or resume: the style before and after, and when.
  package internal(set) var pauseChange: (from: PauseStyle?, to: PauseStyle?, at: Instant)?
  /// The view a mark waits for, with the flow's ticket for the wait.
  var viewWatch: (pending: PendingView, screen: String?, ticket: Ticket)?
  /// The views drawn over the overlay (from `configureOrnamentsOfOverlay`).
  package internal(set) var ornaments: [Ornament] = []
  /// Where the pause in force began (`willShow of mark 2`), when the one who paused said so.
  var pauseOrigin: String?
  /// What ended the tour when a rich bubble's close control did (the `end` event says so).
  var endReason: EndReason?

  init(controller: CoachMarksController, link: EffectsLink) {
    self.controller = controller
    self.link = link
  }

  var machine: FlowMachine { controller.machine }
  var timeline: Timeline { controller.timeline }
  var screen: Screen { controller.simulatedApp.screen }
  var sizing: ViewSizing { controller.sizing }

  func perform(_ effects: [FlowMachine.Effect], pauseBefore: PauseStyle?) {
    let pause = machine.pause
    if pause != pauseBefore { pauseChange = (pauseBefore, pause, timeline.now) }
    if pause == nil, pauseOrigin != nil { pauseOrigin = nil }
    let timeline = timeline
    for effect in effects {
      switch effect {
      case .emit(var event):
        if case .start(let count, nil) = event, let fonts = controller.sizing.fonts?.name, fonts != "DejaVu Sans" {
          event = .start(count: count, fonts: fonts)
        }
        controller.record(event)
        if case .start = event {
          timeline.schedule(at: timeline.now, kind: .task) { [link] in link.effects?.configureOrnaments() }
          timeline.schedule(at: timeline.now, kind: .task) { [link] in link.effects?.placeSkipView() }
        }
      case .invoke(let request, let ticket):
        timeline.schedule(at: timeline.now, kind: .task) { [link] in link.effects?.invoke(request, ticket) }
      case .beginTransition(let transition, let ticket):
        begin(transition, ticket)
      case .beginIdle(let index, let animation):
        idle = RunningAnimation(subject: .mark(index: index, .idle), start: timeline.now, duration: animation.duration, animation: animation)
        controller.record(.animation(index: index, kind: .idle, duration: animation.duration.seconds, delay: animation.delay.seconds))
      case .scrollIntoView(let mark, let index, let ticket):
        scrollIntoView(mark, index: index, ticket: ticket)
      case .watchView(let pending, let screen, let wait, let ticket):
        watchView(pending, screen: screen, wait: wait, ticket: ticket)
      case .finish:
        departure = nil
        timeline.cancelAll(of: [.hookWait, .callback, .animation])
        controller.delegate?.tourDidFinish()
      }
    }
    // An idle animation loops until its mark starts to hide (or is gone).
    if let running = idle, case .mark(let index, _) = running.subject {
      guard case .showing(let showing) = machine.phase, showing.presentation.index == index else {
        idle = nil
        return
      }
    }
  }

  /// Starts a fade or a mark transition on the timeline and records it.
  private func begin(_ transition: FlowMachine.Transition, _ ticket: Ticket) {
    let running: RunningAnimation
    switch transition {
    case .overlayFadeIn, .overlayFadeOut:
      // A mark that left by moving fades with the overlay when no mark comes after it.
      if transition == .overlayFadeOut, let departure {
        leaving = departure.presentation
        self.departure = nil
      }
      running = RunningAnimation(
        subject: transition == .overlayFadeIn ? .overlayFadeIn : .overlayFadeOut, start: timeline.now,
        duration: TimeSpan(seconds: controller.overlay.fadeAnimationDuration))
    case .markAppearance(let index, let animation), .markDisappearance(let index, let animation):
      let kind: MarkAnimation.Kind = if case .markAppearance = transition { .appearance } else { .disappearance }
      var animation = animation
      if kind == .disappearance, let leaving = departing(with: animation) {
        // It stays as it is until the next mark comes from it.
        departure = Departure(presentation: leaving)
        animation = MarkAnimation(duration: .zero)
      }
      if kind == .appearance { arrive(index, animation) }
      running = RunningAnimation(subject: .mark(index: index, kind), start: timeline.now, duration: animation.total, animation: animation)
      controller.record(.animation(index: index, kind: kind, duration: animation.duration.seconds, delay: animation.delay.seconds))
    }
    transitions[ticket] = running
    timeline.schedule(after: running.duration, kind: .transition) { [link] in
      guard let effects = link.effects else { return }
      effects.transitions[ticket] = nil
      if case .markAppearance = transition { effects.departure = nil }
      effects.controller.send(.transitionEnded(ticket))
    }
  }
}
