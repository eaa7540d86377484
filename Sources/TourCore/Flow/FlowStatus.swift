/// Where a tour is and what it is doing, in words for people: what a status line shows
/// (`mark 2 of 5`, `showing · paused (hideNothing)`). Hosts show this, never the flow's
/// phases, which may change.
public struct FlowStatus: Hashable, Sendable {
  /// Where the tour is: `not started`, `starting`, `mark 2 of 5`, `between marks`, `ending`,
  /// `ended`. Where the step the user is told differs from the mark (a mark before it
  /// declined to load), both: `mark 3 of 6 · step 2 of 5`.
  public let position: String
  /// What it is doing: `waiting`, `the overlay fades in`, `loading`, `appearing`, `showing`,
  /// `hiding`, ... (with ` · paused (style)` while paused).
  public let activity: String
  /// How many marks the tour has (its data source's count; 0 before it is asked).
  public let markCount: Int

  /// The status of `machine`, with `step`, the step the mark on show is to the user
  /// (what its progress line and its announcement count).
  package init(_ machine: FlowMachine, step: (current: Int, total: Int)?) {
    markCount = machine.marks.count
    position = Self.position(machine, step: step)
    activity = Self.activity(machine)
  }

  private static func position(_ machine: FlowMachine, step: (current: Int, total: Int)?) -> String {
    let told = step.flatMap { step in
      step.current == machine.phase.currentIndex && step.total == machine.marks.count ? nil : " · step \(step.current) of \(step.total)"
    }
    let mark = machine.phase.currentIndex.map { "mark \($0) of \(machine.marks.count)" + (told ?? "") } ?? "between marks"
    switch machine.phase {
    case .idle, .counting: return "not started"
    case .starting: return "starting"
    case .ending: return "ending"
    case .ended: return "ended"
    case .loading, .presenting, .showing, .hiding, .changing: return mark
    }
  }

  private static func activity(_ machine: FlowMachine) -> String {
    let pause = machine.pause.map { " · paused (\($0.rawValue))" } ?? ""
    switch machine.phase {
    case .idle, .counting: return "waiting"
    case .starting: return "the overlay fades in"
    case .loading(let load):
      switch load.stage {
      case .awaitingScreen(let mark): return "waiting for the screen \(mark.screenName ?? "")"
      case .awaitingView(let mark): return "waiting for the view \(mark.pendingView?.name ?? "")"
      case .scrolling: return "scrolling its view into sight"
      case .recount, .willLoad, .coachMarkAt, .willShow, .awaitingResume, .views, .appearance: return "loading" + pause
      }
    case .presenting: return "appearing" + pause
    case .showing: return "showing" + pause
    case .hiding: return "hiding"
    case .changing: return "waiting for restoreAfterChangeDidComplete"
    case .ending: return "the overlay fades out"
    case .ended: return "over: r starts it again"
    }
  }
}
