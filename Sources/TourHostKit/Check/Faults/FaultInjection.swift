import TourCore

/// Applies a fault to a step's target in a session's app, when the step begins.
struct FaultInjection {
  let fault: TargetFault
  /// The target's key path, as the step named it when nothing was wrong.
  let target: String

  /// The id a covering sheet is given.
  static let sheetID = "fault-sheet"

  /// Changes `app` as the fault says; a `late` target comes back on `timeline` after its delay.
  func apply(to app: SimulatedApp, timeline: Timeline) {
    guard let path = try? app.screen.resolve(target), let view = app.screen.view(at: path),
      let onScreen = app.screen.frameOnScreen(path)
    else { return }
    let parent = target.split(separator: ".").dropLast().joined(separator: ".")
    switch fault.kind {
    case .absent, .hidden:
      _ = try? app.removeView(target)
    case .late:
      _ = try? app.removeView(target)
      timeline.schedule(after: TimeSpan(seconds: fault.seconds), kind: .callback) {
        _ = try? app.addView(view, under: parent.isEmpty ? nil : parent)
      }
    case .duplicate:
      var screen = app.screen
      screen.insert(view, before: path)
      app.replaceScreen(screen)
    case .offscreen:
      // Below what a scroll reaches, in the parent's coordinates.
      guard let reach = app.screen.reach(of: path) else { return }
      let bottom = reach.area.maxY - reach.parentOrigin.y
      app.setFrame(Rect(x: view.frame.minX, y: bottom + 100, width: view.frame.width, height: view.frame.height), at: path)
    case .covered:
      let sheet = ScreenView(
        id: Self.sheetID, frame: onScreen.insetBy(dx: -8, dy: -8), fill: RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 0xFF))
      _ = try? app.addView(sheet, under: nil)
    case .zeroSize:
      app.setFrame(Rect(x: view.frame.minX, y: view.frame.minY, width: 0, height: 0), at: path)
    }
  }
}
