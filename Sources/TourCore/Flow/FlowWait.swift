/// What the flow waits for now, in the terms a host needs to decide what to do next (tap,
/// wait, report a stall), without knowing the flow's phases.
public enum FlowWait: Hashable, Sendable {
  /// The tour has not started.
  case notStarted
  /// A hook's answer, or work the flow has queued.
  case hook
  /// A fade or a transition.
  case transition
  /// A mark is on screen: the user's tap, or a guided step's action.
  case user(mark: Int)
  /// The flow is paused; `origin` says where it was paused (`willShow of mark 2`), when known.
  case pause(origin: String?)
  /// Mark `mark` belongs to a screen the app does not show.
  case screen(mark: Int, name: String)
  /// Mark `mark` waits for the app to add its view.
  case view(mark: Int, name: String)
  /// `prepareForChange` was called: `restoreAfterChangeDidComplete` is awaited.
  case change(mark: Int)
  /// The tour is over.
  case ended

  /// The wait in words, for a message that says why a tour stopped moving.
  public var description: String {
    switch self {
    case .notStarted: "the tour has not started"
    case .hook: "a hook has not answered"
    case .transition: "a transition is running"
    case .user(let mark): "mark \(mark) waits for a tap"
    case .pause(let origin?): "the flow is paused in \(origin)"
    case .pause(nil): "the flow is paused"
    case .screen(let mark, let name): "mark \(mark) waits for the screen '\(name)'"
    case .view(let mark, let name): "mark \(mark) waits for the view '\(name)'"
    case .change(let mark): "mark \(mark) waits for restoreAfterChangeDidComplete()"
    case .ended: "the tour is over"
    }
  }
}
