/// What a touch on the screen reaches while a tour runs.
public enum TouchTarget: Hashable, Sendable {
  /// The mark's body: its next control.
  case nextControl
  /// The skip view.
  case skipControl
  /// The overlay, with overlay taps enabled for the overlay and the mark.
  case overlayTap
  /// The app underneath.
  case app
  /// The cutout of a guided step that advances on a tap: the touch reaches the app, and the
  /// tour moves on.
  case guidedTarget
  /// Nothing: the overlay, a mark's arrow, or any touch during a transition.
  case blocked
}
