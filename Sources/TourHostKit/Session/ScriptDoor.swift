import FoundationEssentials
import TourCore
import TourLua

/// The one door of every run: whether a script is a tour or an app file is asked here and
/// nowhere else (`scripts/check-layers` keeps it so), and a run of either kind (headless,
/// live, `render`, `check`'s tours, `why`) is opened here as one `PlayedSession`.
public enum ScriptDoor {
  /// What a script is.
  public enum Kind: Sendable {
    /// One tour.
    case tour
    /// An app file: its tours as one system (`app.lua`, `NAME.app.lua`).
    case app
  }

  /// How a run is opened: what it is seen with, where it keeps progress, its clock.
  package struct Opening {
    /// Where the trace goes.
    package var recorder: any TraceRecorder
    /// The scripts' budgets, the text stack and the environment.
    package var seeing: AppSession.Seeing
    /// Where what is remembered is kept.
    package var progress: ProgressPlace
    /// The host clock's time at the timeline's 0, in seconds since 1970.
    package var startTime: Double
    /// `--show-all`, `--only` (an app's).
    package var testing = TourDecider.Testing()
    /// `--autoplay`: an app's tours are tapped through as they start.
    package var autoplaysTours = false
    /// Sees each tour's session before it starts (the tour alone's at once).
    package var beforeEachTour: (TourSession) -> Void = { _ in }

    package init(recorder: any TraceRecorder, seeing: AppSession.Seeing, progress: ProgressPlace, startTime: Double) {
      self.recorder = recorder
      self.seeing = seeing
      self.progress = progress
      self.startTime = startTime
    }
  }

  /// What the script at `path` is, by its name: `app.lua` or `NAME.app.lua` is an app file.
  public static func kind(of path: String) -> Kind { AppFile.isAppFile(path) ? .app : .tour }

  /// The session of the script at `path`, loaded, not started (`PlayedSession.start`).
  package static func open(_ path: String, _ opening: Opening) throws(TourLoadError) -> any PlayedSession {
    let script = URL(fileURLWithPath: path)
    let seeing = opening.seeing
    switch kind(of: path) {
    case .tour:
      let tour = try TourSession(
        script: script, recorder: opening.recorder, configuration: seeing.configuration, text: seeing.text,
        progress: opening.progress, startTime: opening.startTime, environment: seeing.environment)
      opening.beforeEachTour(tour)
      return tour
    case .app:
      let app = try AppSession(
        app: script, recorder: opening.recorder, seeing: seeing, progress: opening.progress,
        startTime: opening.startTime, testing: opening.testing)
      app.autoplaysTours = opening.autoplaysTours
      app.onTourStart = opening.beforeEachTour
      return app
    }
  }

  /// The tour files `check` plays for the script at `path`: the tour itself, or an app file's
  /// tours, with the app file (its rules' part).
  package static func tourFiles(of path: String) throws(TourLoadError) -> (tours: [String], app: AppFile?) {
    guard kind(of: path) == .app else { return ([path], nil) }
    let app = try AppFile(loading: URL(fileURLWithPath: path))
    return (app.plan.tours.compactMap { app.files[$0.id]?.path }, app)
  }

  /// The app file at `path`, read for `why`, which decides among an app's tours.
  public static func appFile(at path: String) throws(TourLoadError) -> AppFile {
    try AppFile(loading: URL(fileURLWithPath: path))
  }
}
