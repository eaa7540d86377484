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
  /// The app the tour runs over: its screens and views, the screen it shows.
  public let simulatedApp: SimulatedApp
  /// Runs what the flow decides: hook calls, transitions, waits for views; what moves now.
  /// Hosts read what they need of it through `readout`.
  private(set) lazy var effects: FlowEffects = {
    let effects = FlowEffects(controller: self, link: effectsLink)
    effectsLink.effects = effects
    return effects
  }()
  /// How the timeline's tasks and the hooks' replies reach the effects; cut when the
  /// controller goes.
  let effectsLink = EffectsLink()
  /// The overlay's settings; read when a mark is laid out.
  public var overlay = OverlayConfiguration()
  /// Light or dark: the default colours.
  public var appearance = Appearance.light
  /// How marks go from one to the next unless a mark says (the tour's `transition`).
  public var markTransition = MarkTransition.fade
  /// The device, text size, language and settings of the person who sees the tour; the text
  /// size scales every text of the marks (`ViewSizing.textScale`).
  public var environment = TourEnvironment.standard {
    didSet {
      sizing.textScale = environment.textSize.scale
      sizing.platform = environment.device?.platform
    }
  }
  /// The views drawn over the overlay (from `configureOrnamentsOfOverlay`).
  public var ornaments: [Ornament] { effects.ornaments }
  /// The mark whose body is pressed (drawn highlighted), if any.
  public var highlightedIndex: Int?
  /// The skip view (or the pages' done control), and where it rests.
  public var skip = SkipViewSetting()
  /// Where the skip view is now: where the mark on screen put it, else at rest.
  public var skipViewFrame: Rect? { machine.phase.displayed?.layout.skip ?? skip.restingFrame }
  /// Sizes views from their text.
  public var sizing: ViewSizing
  /// How a locale writes numbers (`tour.t`'s `%d` and `%f`): the host's (ICU's, by
  /// `TourRender.LocaleNumbers`), else ASCII digits and a full stop.
  public var numberSymbols: (String) -> NumberSymbols = { _ in .plain }
  /// Gives the marks: how many, and each one and its views (Instructions' data source).
  public weak var dataSource: (any CoachMarksDataSource)?
  /// Hears of and may change each step (Instructions' delegate).
  public weak var delegate: (any CoachMarksDelegate)?
  /// Gives the marks' appearance, disappearance and idle animations.
  public weak var animationDelegate: (any CoachMarksAnimationDelegate)?
  /// Those that receive every event of the tour, with the time it happened (`subscribe`).
  private var subscribers: [WeakRecorder] = []
  /// Called with each event once every subscriber has received it: what the host records
  /// here (an announcement of the mark that appeared) comes after the event for all of them.
  public var afterEachEvent: ((TourEvent) -> Void)?

  /// A controller for an app showing `screen`, on the app's clock `timeline`; `measurer`
  /// measures the marks' text (a real font's metrics, or an approximation).
  public init(screen: Screen, timeline: Timeline, measurer: any TextMeasuring = ApproximateTextMetrics()) {
    self.simulatedApp = SimulatedApp(screen: screen, timeline: timeline)
    self.timeline = timeline
    self.sizing = ViewSizing(measurer: measurer, direction: screen.layoutDirection)
    simulatedApp.changed = { [unowned self] change in effects.appChanged(change) }
  }

  deinit {
    effectsLink.effects = nil
  }

  /// Starts the tour: asks for the number of marks, fades the overlay in, shows mark 1 (or
  /// mark `index`, for a tour that resumes).
  public func start(at index: Int = 1) {
    send(index == 1 ? .start : .startAt(index))
  }

  /// Applies an event to the flow and runs its effects.
  public func send(_ event: FlowMachine.Event) {
    let pauseBefore = machine.pause
    let displayed = machine.phase.displayed
    let fx = machine.handle(event)
    let effects = effects
    if displayed != nil, case .ending = machine.phase { effects.leaving = displayed }
    effects.perform(fx, pauseBefore: pauseBefore)
  }

  /// Adds `recorder` to those that receive every event, in the order they subscribed (held
  /// weakly: a recorder that is gone receives nothing).
  public func subscribe(_ recorder: any TourEventRecorder) {
    subscribers.append(WeakRecorder(recorder: recorder))
  }

  /// Records an event at the current time: every subscriber receives it.
  public func record(_ event: TourEvent) {
    // A finger held on a mark's body holds nothing once the mark is gone.
    if case .didHide(let index) = event, highlightedIndex == index { highlightedIndex = nil }
    let now = timeline.now
    // By index: a copy of each weak reference costs more than the call.
    for index in subscribers.indices { subscribers[index].recorder?.record(event, at: now) }
    afterEachEvent?(event)
  }
}
