import Foundation
import TourCore
import TourLua

/// An app of several tours, as an app embeds them: the app file's plan and the decision point
/// (`AppTours`) in the app's memory, the app telling it what happens (its launch, each screen
/// it shows, each event, each parameter), and each tour that shows played through to its end
/// on the app's one clock.
final class EmbeddedAppTours {
  let file: AppFile
  let tours: AppTours
  let screen: Screen
  let clock = Timeline()
  /// The host clock at the app clock's 0, in seconds since 1970.
  let startTime: Double
  private let output = EventLines()

  init(app url: URL, screen: Screen, startTime: Double) throws {
    file = try AppFile(loading: url)
    tours = AppTours(plan: file.plan, screen: file.firstScreen.name)
    self.screen = screen
    self.startTime = startTime
    // A tour whose trigger is a function: the function decides (a failing one: no candidate).
    tours.accepts = { [file, tours] id, occasion in
      (try? file.triggers.accepts(id, at: occasion, parameters: tours.memory.parameters).get()) ?? false
    }
  }

  var now: Double { startTime + clock.now.seconds }

  /// The app launches, then does each of `commands`: `navigate NAME`, `event NAME`, `set NAME
  /// JSON`, `wait SECONDS`.
  func run(_ commands: [String]) throws {
    try follow(tours.launch(at: now))
    for command in commands {
      let words = command.split(separator: " ", maxSplits: 2).map(String.init)
      switch (words.first, words.count) {
      case ("navigate", 2): try follow(tours.show(screen: words[1], at: now))
      case ("event", 2): try follow(tours.report(event: words[1], at: now))
      case ("set", 3): try follow(tours.set(parameter: words[1], json: words[2], at: now))
      case ("wait", 2): clock.advance(to: clock.now + TimeSpan(seconds: Double(words[1]) ?? 0))
      default: throw EmbeddedAppError("unknown command '\(command)'")
      }
    }
  }

  /// Prints each verdict, then plays the winner to its end; what waited for it is offered again.
  private func follow(_ decision: AppTours.Decision) throws {
    for verdict in decision.verdicts { output.write(decision: verdict.line, trigger: decision.trigger.description, at: clock.now) }
    guard let winner = decision.winner, let script = file.files[winner] else { return }
    let app = EmbeddedApp(screen: screen, clock: clock)
    let shown = tours.screen.flatMap { file.screens[winner]?.contains($0) == true ? $0 : nil }
    try app.play(script, on: shown)
    if let reason = app.invalidation { tours.invalidate(winner, reason: reason) }
    for next in tours.ended(winner, completed: app.completed, skipped: app.skipped, at: now) { try follow(next) }
  }
}
