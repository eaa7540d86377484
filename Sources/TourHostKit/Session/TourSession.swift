import FoundationEssentials
import TourCore
import TourLua
import TourRender

/// A tour script driving a controller on a timeline, with the input commands of API.md
/// section 4 and reloading. Headless, the timeline only moves when a command or settling
/// moves it; interactive, the host advances it with the wall clock.
public final class TourSession {
  public let timeline: Timeline
  public let controller: CoachMarksController
  /// The version of the script that runs now.
  public private(set) var tour: LuaTour
  /// The longest settling may advance the clock, in seconds.
  public static let settleLimit = 60.0
  /// The files to watch for changes, including those a failed reload looked for.
  public private(set) var watchedFiles: [URL]
  /// How the tour starts with what is remembered: its progress database, if any, and why its
  /// rules kept it from starting.
  private(set) var progress = TourStart()
  /// The host clock's time at the timeline's 0, in seconds since 1970.
  public let startTime: Double

  /// The host clock now, in seconds since 1970.
  public var now: Double { startTime + timeline.now.seconds }

  /// Loads the script; the tour has not started yet.
  /// - Parameter displayName: how messages name the script (see `LuaTour`).
  /// - Parameters:
  ///   - progress: where what is remembered is kept (`ProgressPlace`).
  ///   - startTime: the host clock's time at the timeline's 0 (seconds since 1970).
  ///   - environment: the device, text size, language and settings the tour is seen with.
  ///   - shared: a clock and a progress database the session shares with others (the tours
  ///     of an app, `AppSession`); `progress` is then not opened.
  public init(
    script: URL, recorder: any TraceRecorder, configuration: LuaConfiguration, displayName: String? = nil,
    text: TextStack = TextStack(estimate: ApproximateTextMetrics()), progress place: ProgressPlace = .memory,
    startTime: Double = 0, environment: TourEnvironment = .standard, shared: (Timeline, ProgressStore)? = nil
  ) throws(TourLoadError) {
    timeline = shared?.0 ?? Timeline()
    controller = CoachMarksController(screen: .standard, timeline: timeline, measurer: text.measurer)
    controller.environment = environment
    controller.numberSymbols = LocaleNumbers.symbols(for:)
    controller.sizing.resolveFonts = { [text] in text.platformText($0) }
    let tap = SessionEventTap(into: recorder)
    events = tap
    trace = tap
    funnel = TraceFunnel(into: tap)
    controller.subscribe(funnel)
    shownMarks = ShownMarkMaker(controller: controller)
    versions = ScriptVersions(configuration: configuration)
    self.startTime = startTime
    tour = try LuaTour(loading: script, for: controller, configuration: configuration, displayName: displayName)
    watchedFiles = tour.watchedFiles
    controller.afterEachEvent = { [unowned self] event in followUp(event) }
    var warnings: [String] = []
    tap.listener = { event, _ in if case .warning(let message) = event { warnings.append(message) } }
    adopt(tour, announcing: nil)
    tap.listener = nil
    loadWarnings = warnings
    let store: ProgressStore?
    do throws(ProgressStoreError) {
      if let shared { store = shared.1 } else { store = try place.opened() }
    } catch {
      throw TourLoadError(error.description)
    }
    if let store {
      let tracker = ProgressTracker(
        store: store, tourID: { [unowned self] in tour.id }, clock: { [startTime] in startTime + $0.seconds },
        warn: { [unowned controller] in controller.record(.warning(message: $0)) })
      progress = TourStart(store: store, tracker: tracker)
      controller.subscribe(tracker)
    }
  }

  /// The versions of the script it ran, and the step a reload keeps on show.
  let versions: ScriptVersions
  /// Where the trace goes (through `events`).
  private let trace: any TraceRecorder
  /// The warnings the script gave while it loaded (an unknown field, ...), as in the trace.
  public private(set) var loadWarnings: [String] = []
  /// Tells `onEvent` what happens.
  private let events: SessionEventTap
  /// Gathers the engine's events and the script's records into the trace.
  private let funnel: TraceFunnel
  /// Announces each mark that appears, warns about characters no font has, and makes the
  /// `ShownMark`.
  private let shownMarks: ShownMarkMaker

  /// Hears what happens as it happens, typed (`SessionEvent`): each mark that appeared (a
  /// `ShownMark`, after the session's own events about it), warnings, script errors, input,
  /// stalls.
  public var onEvent: ((SessionEvent, Instant) -> Void)? {
    get { events.listener }
    set { events.listener = newValue }
  }

  /// What the session adds once every subscriber has heard an event: for a mark that
  /// appeared, its announcement and warnings, then the `ShownMark` for the listener.
  private func followUp(_ event: TourEvent) {
    switch event {
    case .didShow(let index, let change, _):
      versions.steps.appeared(index, on: controller)
      // A shown mark is made only for a host that listens.
      if let shown = shownMarks.shown(index, change: change, publishing: events.listener != nil) {
        events.emit(.shown(shown), at: timeline.now)
      }
    case .animation(let index, .idle, _, _):
      if let animation = controller.readout.idleAnimation { events.emit(.idleAnimation(index: index, moves: animation.moves), at: timeline.now) }
    default: break
    }
  }

  /// The scene at the clock's time now: a frame of the live preview or of a video (the
  /// scene of a mark as it appeared is its `ShownMark`'s).
  public func scene() -> Scene { controller.scene() }

  /// Records a line of the host's own (an input command, a reload, the tour's eligibility).
  public func record(_ record: HostRecord) {
    trace.record(.host(record), at: timeline.now)
  }

  /// The one place a loaded version of the script takes the controller over, the first time
  /// and on every reload: the host's announcement (a `reload`) first, then what the script
  /// recorded while it loaded.
  private func adopt(_ loaded: LuaTour, announcing announcement: HostRecord?) {
    if let announcement { record(announcement) }
    loaded.takeOver(recordingTo: funnel)
    tour = loaded
    watchedFiles = loaded.watchedFiles
  }

  /// How many script errors the tour has reported, over every version of the script.
  public var errorCount: Int { versions.retiredErrors + tour.errorCount }

  /// How many times the tour stopped moving for good: settling gave up at its cap, or an
  /// autoplayed tour could not go on. Each was reported in a `warning`.
  public private(set) var stallCount = 0

  /// Whether the run failed: a script error, a stall, or progress that could not be saved.
  public var hasFailed: Bool { errorCount > 0 || stallCount > 0 || progressFailure != nil }

  /// Why the run's progress could not be saved (the first write that failed), or nil.
  public var progressFailure: String? { progress.tracker?.failure }

  /// Loads the script again because `changed` changed. A version that loads takes over: it
  /// gets `tour.state`, a `reload` event is recorded and the current mark is fetched again.
  /// One that does not load is reported in a `reloadFailed` event and the running version
  /// carries on. Returns which, with the failure's message.
  @discardableResult
  public func reload(changed: URL) -> ReloadOutcome {
    let file = tour.name(of: changed)
    return reload(announcing: .reload(file: file), file: file)
  }

  /// Loads the script again to see it in `environment` (another language, text size, device,
  /// orientation or appearance), as a save does: `announcement` (a `locale` or `setting`
  /// event), then the step on show fetched again. A version that does not load leaves the
  /// environment as it was.
  @discardableResult
  public func change(to environment: TourEnvironment, announcing announcement: HostRecord) -> ReloadOutcome {
    let previous = controller.environment
    controller.environment = environment
    let outcome = reload(announcing: announcement, file: tour.displayName)
    if !outcome.isLoaded { controller.environment = previous }
    return outcome
  }

  private func reload(announcing announcement: HostRecord, file: String) -> ReloadOutcome {
    do {
      let (next, preferred, problem) = try versions.next(after: tour, on: controller)
      adopt(next, announcing: announcement)
      if let problem { controller.record(.warning(message: problem)) }
      controller.reload(preferring: preferred)
      timeline.runDue()
      return .loaded
    } catch {
      record(.reloadFailed(file: file, message: error.message))
      watchedFiles += error.files.filter { !watchedFiles.contains($0) }
      return .failed(message: error.message)
    }
  }

  /// Starts the tour at the current time: the start (and whatever else is due) happens before
  /// any command is applied. With remembered progress, the tour's rules decide first
  /// (`once`, `maxDisplayCount`, `displayFrequency`, then `isEligible`): a tour that may not
  /// start gets an `ineligible` event instead; one that resumes starts at its last mark.
  /// - Parameter checkingRules: false starts the tour whatever its rules say (a restart).
  public func start(checkingRules: Bool = true) {
    progress.start(self, checkingRules: checkingRules)
  }

  /// Whether the tour is over: it ended and its last hook returned, or its own rules kept it
  /// from starting (`TourStart.ineligibility`).
  public var isOver: Bool { isFinished || progress.ineligibility != nil }

  /// Whether the tour is over and its last hook has returned, or the run must end (the script
  /// was halted, the trace is full): no command can change anything.
  public var isFinished: Bool {
    tour.isHalted || trace.isFull || (controller.readout.isEnded && !tour.hasSuspendedHooks && !timeline.hasPending([.task]))
  }

  /// Advances the clock until nothing is in motion (`TourMotion`), or by `settleLimit` seconds
  /// at most. When something is still in motion at the cap, the clock stops there and a
  /// `warning` says what (`settling stopped after 60 s: willShow of mark 1 is waiting in
  /// tour.wait(75)`).
  /// - Returns: false when settling gave up at its cap.
  @discardableResult
  public func settle() -> Bool {
    let limit = timeline.now + TimeSpan(seconds: Self.settleLimit)
    let motion = TourMotion(session: self)
    timeline.runDue()
    // A script halted (its functions ran too often at one instant) or a full trace ends the
    // run, whatever the tour does.
    while motion.isBusy, !tour.isHalted, !trace.isFull, timeline.advanceToNextDeadline(notAfter: limit) {}
    guard motion.isBusy, !tour.isHalted, !trace.isFull else { return true }
    let busy = motion.reasons.joined(separator: "; ")
    timeline.advance(to: limit)
    stall("settling stopped after \(Self.settleLimit.scriptText) s: \(busy)")
    return false
  }

  /// Reports that the tour stopped moving: a `warning`, and the run fails.
  package func stall(_ message: String) {
    stallCount += 1
    controller.record(.warning(message: message))
    events.emit(.stalled(message), at: timeline.now)
  }

  /// The one entry point of input: records the command as it was given (`text`) and applies
  /// it. Returns false for a `call` of a function the tour does not have.
  @discardableResult
  public func enter(_ command: InputCommand, as text: String) -> Bool {
    versions.steps.input()
    record(.input(command: text))
    return InputCommandEffects(session: self).apply(command)
  }

  /// Input that is a flow event rather than a command (the interactive mode's pause key, or
  /// its skip key in a tour without a skip view): recorded as `text` and sent to the flow.
  public func enter(_ event: FlowMachine.Event, as text: String) {
    versions.steps.input()
    record(.input(command: text))
    controller.send(event)
  }
}
