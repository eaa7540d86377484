/// Runs a tour: owns the flow machine, the screen and the overlay, calls the data source and
/// delegate, times transitions on the timeline, routes touches and records the events.
///
/// Hooks always run as their own timeline tasks, so a hook that moves the flow (say,
/// `showNext` from `didShow`) never runs the next hook inside itself.
public final class CoachMarksController {
  /// The clock the flow schedules its work, waits and animations on (the host's: virtual or real).
  public let timeline: Timeline
  /// The flow's state machine (read it; events go through `send`).
  public private(set) var machine = FlowMachine()
  /// What the app shows; marks are laid out on it.
  public internal(set) var screen: Screen
  /// Every screen of a tour of several screens, by name (the shown one as it was when the
  /// app left it or was given it); empty for a tour of one screen.
  public internal(set) var screens: [String: Screen] = [:]
  /// The name of the screen the app shows, in a tour of several screens.
  public internal(set) var screenName: String?
  /// The overlay's settings; read when a mark is laid out.
  public var overlay = OverlayConfiguration()
  /// Light or dark: the default colours.
  public var appearance = Appearance.light
  /// The views drawn over the overlay (from `configureOrnamentsOfOverlay`).
  public internal(set) var ornaments: [Ornament] = []
  /// The mark whose body is pressed (drawn highlighted), if any.
  public var highlightedIndex: Int?
  /// The skip view, if the tour has one.
  public var skipView: ViewSpec?
  /// The skip view is a done control (a tour of pages): a tap on it ends the tour, skipped
  /// only when it was not on its last mark.
  public var skipViewIsDone = false
  /// Where the skip view is when no mark is on screen, once the tour has started: where
  /// `constraintsForSkipView` put it, else the top trailing corner.
  public internal(set) var restingSkipViewFrame: Rect?
  /// Whether `constraintsForSkipView` placed the skip view (marks then do not move it).
  var skipViewIsPlacedByScript = false
  /// Where the skip view is now: where the mark on screen put it, else at rest.
  public var skipViewFrame: Rect? { machine.displayed?.layout.skip ?? restingSkipViewFrame }
  /// Sizes views from their text.
  public var sizing: ViewSizing
  /// Gives the marks: how many, and each one and its views (Instructions' data source).
  public weak var dataSource: (any CoachMarksDataSource)?
  /// Hears of and may change each step (Instructions' delegate).
  public weak var delegate: (any CoachMarksDelegate)?
  /// Gives the marks' appearance, disappearance and idle animations.
  public weak var animationDelegate: (any CoachMarksAnimationDelegate)?
  /// The fades and transitions running now, by the ticket the flow waits on.
  public internal(set) var transitions: [Ticket: RunningAnimation] = [:]
  /// The idle animation of the mark on screen, if it has one.
  public internal(set) var idle: RunningAnimation?
  /// The mark that was on screen when the tour began to end (it fades out with the overlay).
  public internal(set) var leaving: FlowMachine.Presentation?
  /// Views moving over time (`ctl.screen:animate`), for pictures.
  public internal(set) var viewAnimations: [ViewAnimation] = []
  /// The view a mark waits for, with the flow's ticket for the wait.
  var viewWatch: (name: String, screen: String?, ticket: Ticket)?
  /// The last pause or resume: the style before and after, and when.
  public internal(set) var pauseChange: (from: PauseStyle?, to: PauseStyle?, at: Instant)?
  /// Where the pause in force began (`willShow of mark 2`), when the one who paused said so.
  public internal(set) var pauseOrigin: String?
  /// Receives every event of the tour, with the time it happened (the trace).
  public weak var recorder: (any TourEventRecorder)?

  /// A controller for an app showing `screen`, on the app's clock `timeline`; `measurer`
  /// measures the marks' text (a real font's metrics, or an approximation).
  public init(screen: Screen, timeline: Timeline, measurer: any TextMeasuring = ApproximateTextMetrics()) {
    self.screen = screen
    self.timeline = timeline
    self.sizing = ViewSizing(measurer: measurer, direction: screen.layoutDirection)
  }

  /// Starts the tour: asks for the number of marks, fades the overlay in, shows mark 1 (or
  /// mark `index`, for a tour that resumes).
  public func start(at index: Int = 1) {
    send(index == 1 ? .start : .startAt(index))
  }

  /// Applies an event to the flow and runs its effects.
  public func send(_ event: FlowMachine.Event) {
    let pauseBefore = machine.pause
    let displayed = machine.displayed
    let effects = machine.handle(event)
    if case .ending = machine.phase, displayed != nil { leaving = displayed }
    perform(effects, pauseBefore: pauseBefore)
  }

  /// Records an event at the current time.
  public func record(_ event: TourEvent) {
    recorder?.record(event, at: timeline.now)
  }

  private func perform(_ effects: [FlowMachine.Effect], pauseBefore: PauseStyle?) {
    if machine.pause != pauseBefore { pauseChange = (pauseBefore, machine.pause, timeline.now) }
    if machine.pause == nil { pauseOrigin = nil }
    for effect in effects {
      switch effect {
      case .emit(let event):
        record(event)
        if case .start = event {
          timeline.schedule(at: timeline.now, kind: .task) { [weak self] in self?.configureOrnaments() }
          timeline.schedule(at: timeline.now, kind: .task) { [weak self] in self?.placeSkipView() }
        }
      case .invoke(let request, let ticket):
        timeline.schedule(at: timeline.now, kind: .task) { [weak self] in self?.invoke(request, ticket) }
      case .beginTransition(let transition, let ticket):
        begin(transition, ticket)
      case .beginIdle(let index, let animation):
        idle = RunningAnimation(subject: .mark(index: index, .idle), start: timeline.now, duration: animation.duration, animation: animation)
        record(.animation(index: index, kind: .idle, duration: animation.duration.seconds, delay: animation.delay.seconds))
      case .watchView(let name, let screen, let wait, let ticket):
        watchView(name, screen: screen, wait: wait, ticket: ticket)
      case .finish:
        timeline.cancelAll(of: [.hookWait, .callback, .animation])
        delegate?.tourDidFinish()
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
      running = RunningAnimation(
        subject: transition == .overlayFadeIn ? .overlayFadeIn : .overlayFadeOut, start: timeline.now,
        duration: TimeSpan(seconds: overlay.fadeAnimationDuration))
    case .markAppearance(let index, let animation), .markDisappearance(let index, let animation):
      let kind: MarkAnimation.Kind = if case .markAppearance = transition { .appearance } else { .disappearance }
      running = RunningAnimation(subject: .mark(index: index, kind), start: timeline.now, duration: animation.total, animation: animation)
      record(.animation(index: index, kind: kind, duration: animation.duration.seconds, delay: animation.delay.seconds))
    }
    transitions[ticket] = running
    timeline.schedule(after: running.duration, kind: .transition) { [weak self] in
      self?.transitions[ticket] = nil
      self?.send(.transitionEnded(ticket))
    }
  }
}
