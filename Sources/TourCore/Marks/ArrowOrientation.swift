/// Where the arrow sits on the body, so where the mark is: `.top` puts the mark below the
/// cutout (the arrow points up), `.bottom` above it (the arrow points down), `.left` to the
/// right of the cutout (the arrow on the body's left edge points left), `.right` to its left.
public enum ArrowOrientation: String, Hashable, Sendable, CaseIterable {
  case top
  case bottom
  case left
  case right

  /// The other side of the cutout.
  public var opposite: ArrowOrientation {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .left: .right
    case .right: .left
    }
  }

  /// Whether the mark is above or below its cutout (else beside it).
  public var isVertical: Bool { self == .top || self == .bottom }
}
