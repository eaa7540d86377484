/// What a pause hides.
public enum PauseStyle: String, Hashable, Sendable, CaseIterable {
  /// Only the flow stops; everything stays on screen.
  case hideNothing
  /// The overlay, the marks and the skip view are hidden; touches reach the app.
  case hideInstructions
  /// Only the overlay is hidden; it still blocks touches.
  case hideOverlay
}
