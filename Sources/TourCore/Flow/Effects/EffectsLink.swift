/// The way back to a controller's effects for work that may outlive the controller: the
/// timeline's tasks (the host owns the timeline) and the replies handed to hooks (a script may
/// keep one). It holds the effects until the controller goes, whose deinit cuts it, so that a
/// late task or reply finds nothing.
///
/// A weak reference would do the same, but it moves the effects' reference counts to a side
/// table, where every retain and release of them takes the slow path: a tenth of the engine's
/// time a mark, in a profile.
final class EffectsLink {
  /// The effects, until their controller is gone.
  var effects: FlowEffects?
}
