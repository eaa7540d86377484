import FoundationEssentials
import TourCore

/// What every run plays, whatever its script is: one tour (`TourSession`), or an app's tours
/// as one system (`AppSession`, `tourhost run app.lua`). Headless runs, the live mode,
/// `render` and `check` are written against it alone; `ScriptDoor` opens one.
package protocol PlayedSession: AnyObject {
  /// What the live preview draws of the session.
  associatedtype Picture: SessionPicture

  /// The clock everything runs on.
  var timeline: Timeline { get }
  /// The tour that takes keys and whose marks show: the tour itself, or the app's showing one.
  var showing: TourSession? { get }
  /// How messages and the terminal name what runs.
  var displayName: String { get }
  /// Starts the tour (checking its rules unless `checkingRules` is false: a restart), or
  /// launches the app (its tours always check theirs).
  func start(checkingRules: Bool)
  /// Starts again at the step on show of `previous` (the live mode's "restart here"): a tour
  /// at that mark, whatever its rules say; an app launches again as a restart does.
  func start(keepingStepOf previous: any PlayedSession)
  /// After the clock moved by itself (the live mode): an app notices a tour that ended.
  func update()
  /// Advances the clock until nothing is in motion; false when settling gave up at its cap.
  @discardableResult func settle() -> Bool
  /// Whether no command can change anything any more.
  var isFinished: Bool { get }
  /// Records a command as given (`text`) and applies it; false for a `call` of a function the
  /// tour does not have.
  @discardableResult func enter(_ command: InputCommand, as text: String) -> Bool
  /// The files whose save reloads the run.
  var watchedFiles: [URL] { get }
  /// Loads again because `changed` changed.
  @discardableResult func reload(changed: URL) -> ReloadOutcome
  /// The environment the run is seen in now (`EnvironmentAxis`).
  var environment: TourEnvironment { get }
  /// Loads again to be seen in `environment` (a picker of the live preview), announced by
  /// `announcement`; a version that does not load leaves the environment as it was.
  @discardableResult func change(to environment: TourEnvironment, announcing announcement: HostRecord) -> ReloadOutcome
  /// Whether the run failed: a script error, a stall, progress not saved.
  var hasFailed: Bool { get }
  /// Why the run's progress could not be saved, or nil.
  var progressFailure: String? { get }
  /// `--autoplay` once the input is played: taps through to the end.
  func autoplay(dwell: Double)
  /// What the preview shows now.
  var picture: Picture { get }
}

extension PlayedSession {
  /// Nothing moves by itself in one tour.
  package func update() {}

  /// An app launches again as a restart launches it: its tours follow their triggers.
  package func start(keepingStepOf previous: any PlayedSession) { start(checkingRules: false) }
}

extension TourSession {
  /// At the step on show of `previous` (or the one it followed between marks), whatever the
  /// tour's rules say.
  package func start(keepingStepOf previous: any PlayedSession) {
    let tour = previous as? TourSession
    let step = tour?.controller.readout.shownIndex ?? tour?.versions.steps.followed?.index
    progress.start(self, checkingRules: false, at: step)
  }
}

/// What the live preview draws of a session now.
package protocol SessionPicture {
  /// The scene now.
  func scene() -> Scene
  /// The screen shown now, as drawn.
  var screen: Screen { get }
  /// The screens to switch between (Tab), and the one shown.
  var screens: (names: [String], shown: String?) { get }
  /// Each tour's verdict now (an app's "why"); none for a tour alone.
  var verdicts: [String] { get }
}

extension TourSession: PlayedSession {
  package var environment: TourEnvironment { controller.environment }

  /// A tour alone shows itself.
  package var showing: TourSession? { self }

  /// The script's name in messages.
  package var displayName: String { tour.displayName }

  package func autoplay(dwell: Double) { Autoplay.play(self, dwell: dwell) }

  /// The tour's screen and scene.
  package var picture: TourPicture { TourPicture(session: self) }
}

/// A tour alone as the live preview draws it.
package struct TourPicture: SessionPicture {
  let session: TourSession

  package func scene() -> Scene { session.scene() }
  package var screen: Screen { session.controller.screen }
  package var screens: (names: [String], shown: String?) {
    (session.controller.simulatedApp.screens.keys.sorted(), session.controller.simulatedApp.screenName)
  }
  package var verdicts: [String] { [] }
}

extension AppSession: PlayedSession {
  package var environment: TourEnvironment { showing?.controller.environment ?? seeing.environment }

  /// An app is never over: the next command may be a trigger.
  package var isFinished: Bool { false }

  package func autoplay(dwell: Double) {
    autoplaysTours = true
    settle()
  }
}
