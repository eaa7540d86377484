/// Runs a tour: owns the flow machine, the screen and the overlay, calls the data source and
/// delegate, times transitions on the timeline, routes touches and records the events.
///
/// Hooks always run as their own timeline tasks, so a hook that moves the flow (say,
/// `showNext` from `didShow`) never runs the next hook inside itself.
public final class CoachMarksController {
  public let timeline: Timeline
  public private(set) var machine = FlowMachine()
  /// What the app shows; marks are laid out on it.
  public internal(set) var screen: Screen
  /// The overlay's settings; read when a mark is laid out.
  public var overlay = OverlayConfiguration()
  /// The skip view, if the tour has one.
  public var skipView: ViewSpec?
  /// Where the skip view is, once the tour has started.
  public internal(set) var skipViewFrame: Rect?
  /// Sizes views from their text.
  public var sizing: ViewSizing
  public weak var dataSource: (any CoachMarksDataSource)?
  public weak var delegate: (any CoachMarksDelegate)?
  public weak var recorder: (any TourEventRecorder)?

  public init(screen: Screen, timeline: Timeline, measurer: any TextMeasuring = ApproximateTextMetrics()) {
    self.screen = screen
    self.timeline = timeline
    self.sizing = ViewSizing(measurer: measurer, direction: screen.layoutDirection)
  }

  /// Starts the tour: asks for the number of marks, fades the overlay in, shows mark 1.
  public func start() {
    send(.start)
  }

  /// Applies an event to the flow and runs its effects.
  public func send(_ event: FlowMachine.Event) {
    perform(machine.handle(event))
  }

  /// Records an event at the current time.
  public func record(_ event: TourEvent) {
    recorder?.record(event, at: timeline.now)
  }

  private func perform(_ effects: [FlowMachine.Effect]) {
    for effect in effects {
      switch effect {
      case .emit(let event):
        record(event)
        if case .start = event {
          timeline.schedule(at: timeline.now, kind: .task) { [weak self] in self?.placeSkipView() }
        }
      case .invoke(let request, let ticket):
        timeline.schedule(at: timeline.now, kind: .task) { [weak self] in self?.invoke(request, ticket) }
      case .beginTransition(let transition, let ticket):
        timeline.schedule(after: duration(of: transition), kind: .transition) { [weak self] in
          self?.send(.transitionEnded(ticket))
        }
      case .finish:
        timeline.cancelAll(of: [.hookWait, .callback, .animation])
        delegate?.tourDidFinish()
      }
    }
  }

  private func duration(of transition: FlowMachine.Transition) -> TimeSpan {
    switch transition {
    case .overlayFadeIn, .overlayFadeOut: TimeSpan(seconds: overlay.fadeAnimationDuration)
    case .markAppearance, .markDisappearance: TimeSpan(seconds: 0.3)
    }
  }
}
