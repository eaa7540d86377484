/// How the device is held.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
  case portrait
  case landscape
}
