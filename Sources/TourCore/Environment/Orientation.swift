/// How the device is held.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
  case portrait
  case landscape

  /// How a screen of `size` is held: landscape when it is wider than tall.
  public init(of size: Size) {
    self = size.width > size.height ? .landscape : .portrait
  }
}
