/// What a timer on the timeline is for; settling and cancelling depend on it.
public enum TimerKind: Hashable, Sendable, CaseIterable {
  /// Work of the flow deferred to run on its own, such as calling a hook.
  case task
  /// The end of a fade or a mark transition.
  case transition
  /// A hook suspended in `tour.wait` (or anything that waits) resumes.
  case hookWait
  /// A `tour.after` callback.
  case callback
  /// A step of an animation that does not hold the flow (idle animations).
  case animation
  /// A host watching the tour (such as taking a picture at an instant): never cancelled by
  /// the tour's end, and settling does not wait for it.
  case observer
}
