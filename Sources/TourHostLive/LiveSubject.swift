import Foundation
import TourCore
import TourHostKit
import TourLua
import TourPreview

/// What the live mode plays: one tour, or an app's tours as one system (`tourhost run
/// app.lua`, issue 24). For an app, the keys that act on a tour act on the one that shows,
/// and navigating, events and parameters go through the app, whose triggers they are.
final class LiveSubject {
  private enum Played {
    case tour(TourSession)
    case app(AppSession)
  }

  private let played: Played

  /// One tour.
  init(_ session: TourSession) { played = .tour(session) }

  /// An app's tours.
  init(_ app: AppSession) { played = .app(app) }

  /// The clock everything runs on.
  var timeline: Timeline {
    switch played {
    case .tour(let session): session.timeline
    case .app(let app): app.timeline
    }
  }

  /// The tour that takes keys and whose marks show: the tour, or the app's showing tour.
  var tour: TourSession? {
    switch played {
    case .tour(let session): session
    case .app(let app): app.current
    }
  }

  /// How the terminal names what runs.
  var displayName: String {
    switch played {
    case .tour(let session): session.tour.displayName
    case .app(let app): app.app.displayName
    }
  }

  /// The files whose save reloads.
  var watchedFiles: [URL] {
    switch played {
    case .tour(let session): session.watchedFiles
    case .app(let app): app.watchedFiles
    }
  }

  /// Starts the tour (checking its rules or not), or launches the app.
  func start(checkingRules: Bool) {
    switch played {
    case .tour(let session): session.start(checkingRules: checkingRules)
    case .app(let app): app.launch()
    }
  }

  /// After the clock moved: an app notices a tour that ended.
  func update() {
    if case .app(let app) = played { app.update() }
  }

  /// Loads again because `changed` was saved.
  func reload(changed: URL) -> ReloadOutcome {
    switch played {
    case .tour(let session): session.reload(changed: changed)
    case .app(let app): app.reload(changed: changed)
    }
  }

  /// Records and applies an input command; false for a `call` of a function the tour lacks.
  @discardableResult
  func enter(_ command: InputCommand, as text: String) -> Bool {
    switch played {
    case .tour(let session): session.enter(command, as: text)
    case .app(let app): app.enter(command, as: text)
    }
  }

  /// The screens to switch between (Tab), and the one shown.
  var screens: (names: [String], shown: String?) {
    switch played {
    case .tour(let session): (session.controller.app.screens.keys.sorted(), session.controller.app.screenName)
    case .app(let app): app.picture.screens
    }
  }

  /// The screen shown now, as drawn.
  var screen: Screen {
    switch played {
    case .tour(let session): session.controller.screen
    case .app(let app): app.picture.screen
    }
  }

  /// The scene now.
  func scene() -> Scene {
    switch played {
    case .tour(let session): session.scene()
    case .app(let app): app.picture.scene()
    }
  }

  /// For an app: each tour's verdict now (the preview's "why").
  var why: [String] {
    if case .app(let app) = played { return app.picture.verdicts }
    return []
  }

  /// Whether something moves on screen at `now` (the preview then draws every frame).
  func isAnimating(at now: Instant) -> Bool { tour?.controller.isAnimating(at: now) ?? false }
}
