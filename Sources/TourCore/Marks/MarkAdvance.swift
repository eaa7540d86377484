/// What moves a guided step on (`advanceOn`): only its cutout takes touches, which reach the
/// app; its body is not a next control.
public enum MarkAdvance: Hashable, Sendable {
  /// A tap inside the cutout (the app gets it too).
  case tap
  /// The app reports the named event (`event NAME`, `tour.emit(name)`).
  case event(String)
}
