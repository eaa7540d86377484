import TourCore
import TourHostKit
import TourPreview

extension PreviewStatus {
  /// The status of `session` now, with `scene`'s marks as the page's dialogs (the scene the
  /// page is shown).
  /// For an app, the tour that shows (or, while none does, the app file and its screen) and
  /// each tour's verdict.
  init(_ subject: any PlayedSession, scene: Scene, events: [Line], reloadError: String?) {
    let (screens, shown) = subject.picture.screens
    if let session = subject.showing {
      let flow = session.controller.status
      self.init(
        tour: session.tour.id, script: session.tour.displayName, position: flow.position, state: flow.activity, events: events,
        reloadError: reloadError, screens: screens, screen: shown, views: Self.pickable(session.controller.screen),
        dialogs: Self.dialogs(scene))
    } else {
      self.init(
        tour: "no tour showing", script: subject.displayName, position: shown.map { "on \($0)" } ?? "the app", state: "waiting for a trigger",
        events: events, reloadError: reloadError, screens: screens, screen: shown, views: Self.pickable(subject.picture.screen),
        dialogs: [])
    }
    why = subject.picture.verdicts
    settings = Self.settings(subject)
    let screen = subject.picture.screen
    if screen.layoutDirection == .rightToLeft, screen.image == nil {
      notes = [
        "Right to left: the bubbles mirror, and the screen's views are drawn where the screen puts them: tourhost does not mirror "
          + "a described screen (the app would mirror what it lays out leading and trailing); a capture of the app in this language shows it as it is."
      ]
    }
  }

  /// The pickers: each setting of `EnvironmentAxis`, its value now and its choices.
  static func settings(_ subject: any PlayedSession) -> [Setting] {
    let locales = subject.showing?.tour.locales ?? []
    let environment = subject.environment
    return EnvironmentAxis.allCases.map { axis in
      Setting(
        name: axis.rawValue, label: axis.label, value: axis.current(environment, screen: subject.picture.screen, locales: locales),
        choices: axis.choices(locales: locales).map { Setting.Choice(value: $0.value, label: $0.label) })
    }
  }

  /// The marks shown, as the page's dialogs.
  static func dialogs(_ scene: Scene) -> [Dialog] {
    scene.accessibility.map { mark in
      Dialog(
        index: mark.index, label: mark.label, escapes: mark.escapes, message: mark.message,
        elements: mark.elements.map {
          .init(role: $0.role.rawValue, label: $0.label, frame: [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height], action: $0.action)
        })
    }
  }

  /// The screen's views for the page's pick mode: key paths and frames on the screen.
  static func pickable(_ screen: Screen) -> [View] {
    var views: [View] = []
    screen.forEachView { path, view in
      guard let frame = screen.frameOnScreen(path) else { return }
      views.append(View(path: path.keyPath, frame: [frame.minX, frame.minY, frame.width, frame.height], label: view.label, type: view.type))
    }
    return views
  }
}
