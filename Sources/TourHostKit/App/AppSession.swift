import FoundationEssentials
import TourCore
import TourLua
import TourRender

/// An app's tours played as one system (`tourhost run app.lua`): one clock, one
/// trace, one progress database, and the app's screen, events and parameters. At each trigger
/// (the launch, a screen shown, an event reported, a parameter set) the decision point
/// (`TourDecider`) picks at most one tour, which runs as a `TourSession` on the shared clock
/// until it ends; every candidate gets a `decision` line in the trace. A tour that waited is
/// offered again, once the tour that held it back ends, while its screen is still shown or its
/// parameter still set.
public final class AppSession {
  /// How the app's tours are seen and measured.
  public struct Seeing {
    /// The scripts' budgets.
    public var configuration: LuaConfiguration
    /// What text is measured and drawn with.
    public var text: TextStack
    /// The device, text size, language and settings.
    public var environment: TourEnvironment

    /// Tours seen with `environment`, measured with `text`.
    public init(configuration: LuaConfiguration, text: TextStack, environment: TourEnvironment) {
      self.configuration = configuration
      self.text = text
      self.environment = environment
    }
  }

  /// The one clock of the app and its tours.
  public let timeline = Timeline()
  /// The app file as it was last loaded.
  public internal(set) var file: AppFile
  /// The app file.
  public let appURL: URL
  /// What is remembered: the tours, the events with their times, the parameters.
  public let store: ProgressStore
  /// The host clock's time at the timeline's 0, in seconds since 1970.
  public let startTime: Double
  /// `--show-all` and `--only`.
  public let testing: TourDecider.Testing
  /// The tour that shows, while one does.
  public internal(set) var showing: TourSession?
  let recorder: any TraceRecorder
  var seeing: Seeing
  /// The decision point and what it keeps between triggers (which tour shows, which wait).
  let tours: AppTours
  /// The app while no tour shows: its screens, for the live preview.
  let idle: CoachMarksController
  /// Script errors and stalls of the tours that ended.
  private var ended = (errors: 0, stalls: 0)
  /// Why the app's progress could not be saved (the first write that failed), or nil.
  public var progressFailure: String? { failedWrite ?? showing?.progressFailure }
  private var failedWrite: String?
  /// `--autoplay`: each tour that starts is tapped through to its end as the clock settles,
  /// before the next command.
  public var autoplaysTours = false
  /// Sees each tour's session before it starts (`tourhost render` keeps its pictures).
  public var onTourStart: ((TourSession) -> Void)?
  /// The tour autoplay last played (each is played once).
  private weak var autoplayed: TourSession?

  /// Loads the app file and its tours and opens the progress database (`progress`: an app
  /// always keeps one, in memory for `none`); nothing is decided until `start`.
  public init(
    app url: URL, recorder: any TraceRecorder, seeing: Seeing, progress: ProgressPlace, startTime: Double,
    testing: TourDecider.Testing = TourDecider.Testing()
  ) throws(TourLoadError) {
    file = try AppFile(loading: url)
    var seeing = seeing
    seeing.text = try seeing.text.forApp(file)
    if let only = testing.only, file.plan.tour(only) == nil {
      throw TourLoadError("\(file.displayName): --only: no tour '\(only)'; its tours: \(file.plan.tours.map(\.id).joined(separator: ", "))")
    }
    // The app's tours share one database; with none (`check`), one in memory.
    do throws(ProgressStoreError) {
      if let opened = try progress.opened() { store = opened } else { store = try ProgressStore(path: ":memory:") }
    } catch { throw TourLoadError(error.description) }
    appURL = url
    self.recorder = recorder
    self.seeing = seeing
    self.startTime = startTime
    self.testing = testing
    tours = AppTours(plan: file.plan, testing: testing, screen: file.firstScreen.name)
    idle = CoachMarksController(screen: file.firstScreen.screen, timeline: timeline, measurer: seeing.text.measurer)
    idle.environment = seeing.environment
    if let start = file.firstScreen.name { idle.simulatedApp.configureScreens(file.appScreens, start: start) }
    // What the trigger function of tour `id` answers at `occasion`; one that fails is a
    // warning and no candidate.
    tours.accepts = { [unowned self] id, occasion in
      switch file.triggers.accepts(id, at: occasion, parameters: tours.memory.parameters) {
      case .success(let answer): return answer
      case .failure(let error):
        warn(error.message)
        return false
      }
    }
  }

  /// How messages and the terminal name the app.
  public var displayName: String { file.displayName }

  /// The host clock now, in seconds since 1970.
  public var now: Double { startTime + timeline.now.seconds }

  /// The app starts: the decision at its launch. Its tours check their rules whatever
  /// `checkingRules` says (a restart of the live mode launches the app again).
  public func start(checkingRules _: Bool = true) {
    guard remember() else { return }
    follow(tours.launch(at: now))
  }

  /// Records a line of the host's own in the trace, at the clock's time.
  func record(_ record: HostRecord) {
    recorder.record(.host(record), at: timeline.now)
  }

  /// Records a warning in the trace.
  func warn(_ message: String) {
    recorder.record(.tour(.warning(message: message)), at: timeline.now)
  }

  /// Gives the decision point what the database remembers now; false (with a warning) when it
  /// cannot be read.
  func remember() -> Bool {
    do { tours.memory = try store.appMemory(for: file.plan) } catch {
      warn(error.description)
      return false
    }
    return true
  }

  /// Follows a decision of `AppTours`: a `decision` line per candidate, and the winner starts.
  /// The decision point's memory is read from the progress database at the launch and when a
  /// tour ends (what a tour changes of it); events and parameters it records itself as they
  /// come, so that a trigger costs no reading of the database.
  func follow(_ decision: AppTours.Decision) {
    for verdict in decision.verdicts { record(.decision(trigger: decision.trigger.description, verdict)) }
    if let winner = decision.winner { start(winner) }
  }

  /// Starts the tour `id` on the shared clock, on the app's screen when the tour has it.
  private func start(_ id: String) {
    guard let script = file.files[id] else { return }
    let session: TourSession
    do throws(TourLoadError) {
      session = try TourSession(
        script: script, recorder: recorder, configuration: seeing.configuration, text: seeing.text, startTime: startTime,
        environment: seeing.environment, shared: (timeline, store))
    } catch {
      warn("\(id) did not load: \(error.message)")
      return ended(id)
    }
    if let screen = tours.screen, file.screens[id]?.contains(screen) == true, session.controller.simulatedApp.screenName != screen {
      session.controller.simulatedApp.navigate(to: screen)
    }
    showing = session
    onTourStart?(session)
    session.start(checkingRules: !testing.showAll)
  }

  /// Advances the clock until nothing is in motion (see `TourSession.settle`). A tour that
  /// ended makes way: the triggers at which tours waited for it are offered again.
  @discardableResult
  public func settle() -> Bool {
    while let showing {
      guard showing.settle() else { return false }
      if autoplaysTours, !showing.isOver, autoplayed !== showing {
        autoplayed = showing
        Autoplay.play(showing)
        continue
      }
      guard showing.isOver else { return true }
      finish(showing)
    }
    return true
  }

  /// The tour that showed is over: its failures are counted, and the triggers at which tours
  /// waited for it are offered again (`AppTours.ended`).
  func finish(_ session: TourSession) {
    ended.errors += session.errorCount
    ended.stalls += session.stallCount
    if failedWrite == nil { failedWrite = session.progressFailure }
    showing = nil
    ended(session.tour.id)
  }

  /// Offers again what waited for the tour `id`, with what is remembered now (its end; when
  /// the database cannot be read, with what was remembered before, after a warning).
  private func ended(_ id: String) {
    _ = remember()
    for decision in tours.ended(id, completed: false, skipped: false, at: now) { follow(decision) }
  }

  /// Whether the run failed: a script error or a stall in any tour, or progress not saved.
  public var hasFailed: Bool {
    ended.errors + (showing?.errorCount ?? 0) > 0 || ended.stalls + (showing?.stallCount ?? 0) > 0
      || progressFailure != nil
  }

  /// A write of the app's own failed (an event, a parameter): the first is kept.
  func failProgress(_ message: String) {
    if failedWrite == nil { failedWrite = message }
  }
}
