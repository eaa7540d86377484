import FoundationEssentials
import TourCore
import TourLua

extension AppSession {
  /// The one entry point of input (API.md section 4's commands): a command goes to the tour
  /// that shows, but for a `navigate` to a screen that tour does not have; without a tour, the
  /// app takes it (`navigate`, `event`, `set`, `wait`; any other is a warning). Then `navigate`,
  /// `event` and `set` are triggers: the decision point decides. Returns false for a `call` of a
  /// function the showing tour does not have.
  @discardableResult
  public func enter(_ command: InputCommand, as text: String) -> Bool {
    // An autoplayed tour plays to its end before the next command, even a `wait`.
    if autoplaysTours, showing != nil { settle() }
    var known = true
    let effects = AppInputEffects(session: self)
    if let showing, effects.forwards(command, to: showing) {
      known = showing.enter(command, as: text)
    } else {
      record(.input(command: text))
      effects.apply(command)
    }
    switch command {
    case .navigate(let name) where file.screenNames.contains(name): follow(tours.show(screen: name, at: now))
    case .event(let name): follow(tours.report(event: name, at: now))
    case .set(let name, let json): follow(tours.set(parameter: name, json: json, at: now))
    default: break
    }
    return known
  }

  /// Loads the app file again because `changed` changed (and the showing tour, when it is one
  /// of its files): what is remembered, the events with their times, stays. A version that does
  /// not load is a `reloadFailed` line; the last good one carries on.
  @discardableResult
  public func reload(changed: URL) -> ReloadOutcome {
    if let showing, showing.watchedFiles.contains(changed) { showing.reload(changed: changed) }
    let name = changed.lastPathComponent
    do {
      let loaded = try AppFile(loading: appURL, reusing: file)
      seeing.text = try seeing.text.forApp(loaded)
      file = loaded
      tours.plan = file.plan
      record(.appReload(file: name))
      // Its rules may count other events: what is remembered is read again.
      _ = remember()
      return .loaded
    } catch {
      record(.reloadFailed(file: name, message: error.message))
      return .failed(message: error.message)
    }
  }

  /// The app seen in `environment` from now on: the tour that shows loads again in it
  /// (`announcement` first), and the tours that start later start in it.
  @discardableResult
  public func change(to environment: TourEnvironment, announcing announcement: HostRecord) -> ReloadOutcome {
    let outcome = showing?.change(to: environment, announcing: announcement) ?? .loaded
    guard outcome.isLoaded else { return outcome }
    seeing.environment = environment
    idle.environment = environment
    return outcome
  }

  /// The files whose save reloads the app: the app file, its tours' files, and the showing
  /// tour's (with those a failed reload looked for).
  public var watchedFiles: [URL] {
    file.watchedFiles + (showing?.watchedFiles ?? []).filter { !file.watchedFiles.contains($0) }
  }
}
