import TourCore
import TourLua

/// What a command does to an app when no tour takes it (`AppSession.enter` records it and
/// applies it here): the clock, the app's screen, its events and parameters; any other
/// command is a warning.
struct AppInputEffects {
  let session: AppSession
  private var app: AppFile { session.file }

  /// Whether the showing tour takes `command` (a screen of its own, or any other command).
  func forwards(_ command: InputCommand, to tour: TourSession) -> Bool {
    guard case .navigate(let name) = command else { return true }
    return app.screens[tour.tour.id]?.contains(name) == true
  }

  /// What the app does with a command when no tour takes it.
  func apply(_ command: InputCommand) {
    switch command {
    case .wait(let seconds):
      session.timeline.advance(to: session.timeline.now + TimeSpan(seconds: seconds))
    case .navigate(let name):
      guard !app.screenNames.contains(name) else {
        session.idle.simulatedApp.navigate(to: name)
        return
      }
      let names = app.screenNames
      session.warn(
        names.isEmpty ? "navigate: the app's tours name no screens" : "navigate: no screen '\(name)'; screens: \(names.joined(separator: ", "))")
    case .event(let name):
      write { () throws(ProgressStoreError) in try session.store.recordEvent(name, at: session.now) }
    case .set(let name, let json):
      write { () throws(ProgressStoreError) in try session.store.setParameter(name, json: json, at: session.now) }
    default:
      session.warn("\(command.word): no tour is showing")
    }
    session.timeline.runDue()
  }

  /// Writes to the progress database; a write that fails is a warning, and the run fails.
  private func write(_ body: () throws(ProgressStoreError) -> Void) {
    do { try body() } catch {
      session.warn(error.description)
      session.failProgress(error.description)
    }
  }
}
