/// Where the arrow sits on the body: `.top` puts the mark below the cutout (the arrow points
/// up), `.bottom` puts it above (the arrow points down).
public enum ArrowOrientation: String, Hashable, Sendable, CaseIterable {
  case top
  case bottom

  /// The other side.
  public var opposite: ArrowOrientation { self == .top ? .bottom : .top }
}
