/// How a `rect` of a custom view looks and arranges its children.
public struct BoxStyle: Hashable, Sendable {
  /// The direction children are stacked in.
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal
  }

  /// Where children sit across the stacking direction.
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing

    /// Where a line `width` wide starts in `frame` (its left end): the renderers draw a line
    /// there, and the links on it are found there.
    public func lineStart(width: Double, in frame: Rect) -> Double {
      switch self {
      case .leading: frame.minX
      case .center: frame.midX - width / 2
      case .trailing: frame.maxX - width
      }
    }
  }

  public var fill: RGBAColor?
  public var border: RGBAColor?
  public var borderWidth: Double
  public var cornerRadius: Double
  public var padding: EdgeInsets
  public var axis: Axis
  public var spacing: Double
  public var alignment: Alignment

  public init(
    fill: RGBAColor? = nil, border: RGBAColor? = nil, borderWidth: Double = 1, cornerRadius: Double = 0,
    padding: EdgeInsets = .zero, axis: Axis = .vertical, spacing: Double = 0, alignment: Alignment = .leading
  ) {
    self.fill = fill
    self.border = border
    self.borderWidth = borderWidth
    self.cornerRadius = cornerRadius
    self.padding = padding
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
  }
}
