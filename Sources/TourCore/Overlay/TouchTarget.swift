/// What a touch on the screen reaches while a tour runs.
public enum TouchTarget: Hashable, Sendable {
  /// The mark's next control (Instructions' body: the whole body).
  case nextControl
  /// The skip view.
  case skipControl
  /// A rich bubble's back control.
  case backControl
  /// A rich bubble's close control.
  case closeControl
  /// A rich bubble's action, by its id.
  case actionControl(String)
  /// A link in a body's text, by its id.
  case linkControl(String)
  /// The overlay, with overlay taps enabled for the overlay and the mark.
  case overlayTap
  /// The app underneath.
  case app
  /// The cutout of a guided step that advances on a tap: the touch reaches the app, and the
  /// tour moves on.
  case guidedTarget
  /// Nothing: the overlay, a mark's arrow, a rich bubble outside its controls, or any touch
  /// during a transition.
  case blocked
}
